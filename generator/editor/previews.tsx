// The web editor's preview pane (Decap CMS, /admin/): every content file is
// previewed as the page it makes, drawn by the site's own templates and styled
// by the site's stylesheet (preview-render.tsx), with a notice of what the
// build's checks would refuse. The admin app calls registerPreviews with Decap's
// CMS object and the snapshot the build wrote (/admin/preview.json).
import type { ComponentType } from 'react';
import { renderPreview } from './preview-render.tsx';
import { NOTICE_STYLE } from './preview-style.ts';
import { asSaved } from './entry-data.ts';
import { type ConfigField, pathLabels } from './entry-rules.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import { previewNames, previewTarget } from './preview-target.ts';

/** The part of Decap's CMS object the previews use. */
export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: ComponentType<DecapPreviewProps>): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
}

/** An Immutable.js Map as Decap hands it over: read with get and getIn. */
interface ImmutableMap {
  get(key: string): unknown;
}

/** The part of Decap's preview-template props the previews read. */
export interface DecapPreviewProps {
  /** The entry: `data` (an Immutable Map of the fields as typed), `slug`, `path`, `newRecord`. */
  entry: ImmutableMap;
  /** The entry's collection: `name`, and `folder` for a folder collection. */
  collection: ImmutableMap;
  /** A media file of the entry (an upload not saved yet included); its string is a URL the browser can load. */
  getAsset(path: string): { toString(): string } | undefined;
  /** The entry's fields as configured (an Immutable List): their labels name the problems. */
  fields?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** An Immutable.js value as plain data. */
function toPlain(value: unknown): unknown {
  const toJS = (value as { toJS?: () => unknown } | undefined)?.toJS;
  return typeof toJS === 'function' ? toJS.call(value) : value;
}
function plain(value: unknown): Record<string, unknown> {
  const data = toPlain(value);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

export function registerPreviews(cms: PreviewRegistry, snapshot: PreviewSnapshot, stylesheetUrl: string): void {
  const copy = snapshot.content.site.copy.editorPreview;

  function EntryPreview({ entry, collection, getAsset, fields }: DecapPreviewProps) {
    const configured = toPlain(fields);
    const target = previewTarget({
      collection: String(collection.get('name')),
      folder: text(collection.get('folder')),
      path: text(entry.get('path')),
      slug: text(entry.get('slug')),
    });
    const result = target
      ? renderPreview(snapshot, {
          target,
          data: asSaved(target, plain(entry.get('data'))),
          slug: entry.get('newRecord') ? undefined : text(entry.get('slug')),
          assetUrl: (ref) => text(getAsset(ref)?.toString()),
        })
      : { problems: [] };
    return (
      <>
        {result.problems.length > 0 && (
          <aside className="editor-preview-notice" role="status">
            <p>
              <strong>{copy.incomplete}</strong>
            </p>
            <ul>
              {result.problems.map((p, i) => (
                // The same field can fail two checks: the index keeps the keys apart.
                <li key={i}>
                  <b>{pathLabels(Array.isArray(configured) ? (configured as ConfigField[]) : undefined, p.path)}</b>{' '}
                  {p.message}
                </li>
              ))}
            </ul>
          </aside>
        )}
        {result.markup === undefined ? (
          <p className="editor-preview-notice">{copy.cannotDraw}</p>
        ) : (
          // The page as the build writes it: markup rendered by the site's templates (preview-render.tsx),
          // every content value escaped by React on the way.
          <div className="editor-preview" dangerouslySetInnerHTML={{ __html: result.markup }} />
        )}
      </>
    );
  }

  cms.registerPreviewStyle(stylesheetUrl);
  cms.registerPreviewStyle(NOTICE_STYLE, { raw: true });
  for (const name of previewNames()) cms.registerPreviewTemplate(name, EntryPreview);
}
