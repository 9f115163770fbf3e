// The web editor's page script (/admin/cms.js): Decap CMS's core with the widgets and backends the
// site's configuration uses (not decap-cms-app, which bundles every widget, backend and language:
// 5.7 MB), the site's save formats, its widgets (each field checked by the build's rules,
// admin-widgets.tsx), the site's pictures in the media library (site-media.ts) and plain-English
// messages. It starts Decap as soon as the configuration and the preview data have arrived; what an
// open entry needs (the previews and the schemas' checks) is a chunk loaded right after
// (admin-lazy.ts). Bundled on its own (generator/pipeline/assets/admin-bundle.ts), never part of a
// public page's script.
import { ForgejoBackend } from 'decap-cms-backend-forgejo';
import { GitGatewayBackend } from 'decap-cms-backend-git-gateway';
import { GitHubBackend } from 'decap-cms-backend-github';
import { GiteaBackend } from 'decap-cms-backend-gitea';
import { GitLabBackend } from 'decap-cms-backend-gitlab';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { en } from 'decap-cms-locales';
import BooleanWidget from 'decap-cms-widget-boolean';
import DatetimeWidget from 'decap-cms-widget-datetime';
import FileWidget from 'decap-cms-widget-file';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import markdownSchema from 'decap-cms-widget-markdown/dist/esm/schema.js';
import NumberWidget from 'decap-cms-widget-number';
import ObjectWidget from 'decap-cms-widget-object';
import RelationWidget from 'decap-cms-widget-relation';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import { parse } from 'yaml';
import { ADMIN_CONFIG, ADMIN_PREVIEW } from './admin-paths.ts';
import type { AdminPreviewFile } from './admin-preview-file.ts';
import { lazyWidget } from './admin-controls.tsx';
import { registerSiteWidgets, type WidgetRegistry } from './admin-widgets.tsx';
import type { DecapMap, FieldCheck } from './decap-types.ts';
import type { FieldChecks } from './admin-lazy.ts';
import { entryRules, type RuleEntry } from './entry-rules.ts';
import { pricesComponent } from './markdown-body.ts';
import { MARKDOWN_FORMAT_NAME, markdownDocumentFormat } from './markdown-format.ts';
import { OFFICE_PHRASES, withPhrases } from './office-words.ts';
import type { PreviewRegistry } from './previews.tsx';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import { followPreview } from './preview-follow.ts';
import { pictureUrl, sitePictures, withSiteMedia } from './site-media.ts';
import { YAML_FORMAT_NAME, yamlDocumentFormat } from './yaml-format.ts';

let snapshot: PreviewSnapshot | undefined;
let checks: FieldChecks | undefined;
let config: Record<string, unknown> | undefined;
let checksReady: Promise<FieldChecks | undefined> = new Promise(() => {});
const rules = entryRules(() => ({ snapshot, config }));

// Backends: the git hosts site.yaml may name (model/schema/editor.ts) and the local one of `build-site dev`,
// each listing the site's pictures in the media library.
const pictures = () => (snapshot ? sitePictures(snapshot) : []);
for (const [name, backend] of [
  ['github', GitHubBackend],
  ['gitlab', GitLabBackend],
  ['gitea', GiteaBackend],
  ['forgejo', ForgejoBackend],
  ['git-gateway', GitGatewayBackend],
  ['proxy', ProxyBackend],
] as const)
  CMS.registerBackend(name, withSiteMedia(backend, pictures));

// Until the checks have loaded (a moment after the page opens) a field passes: Decap would otherwise
// show "processing" and refuse Publish without a word. The save still waits for them (preSave below).
const check: FieldCheck = (entry, path, field) => (checks ? checks.at(entry, path, field) : []);

// The widgets the configuration names (cms-fields.ts), each checked by the build's rules. (Decap's
// typings give a widget's control the type of its props; it takes the component, as WidgetRegistry says.)
registerSiteWidgets(
  CMS as unknown as WidgetRegistry,
  [
    StringWidget,
    TextWidget,
    NumberWidget,
    BooleanWidget,
    SelectWidget,
    ListWidget,
    ObjectWidget,
    RelationWidget,
    FileWidget,
    ImageWidget,
    DatetimeWidget,
  ]
    .map((w) => w.Widget())
    // Only a guide's body is Markdown: its editor (slate, remark: 600 KB) loads when one opens.
    .concat(
      lazyWidget('markdown', markdownSchema, () => import('decap-cms-widget-markdown').then((m) => m.default.Widget())),
    ),
  {
    check,
    derive: (how, entry, field) => rules.derive(how, entry as RuleEntry, field),
    pictureUrl: (value) => pictureUrl(snapshot, value),
  },
);
CMS.registerLocale('en', withPhrases(en, OFFICE_PHRASES));

// The collections name these formats (cms-config.ts): a save splices the edit into the loaded file, so
// comments, key order and quoting stay (yaml-format.ts).
CMS.registerCustomFormat(YAML_FORMAT_NAME, 'yaml', yamlDocumentFormat);
// Guides: the front matter saved the same way, the Markdown body as typed; the prices block as an
// editor component (markdown-body.ts), so an editor inserts it without typing its fence.
CMS.registerCustomFormat(MARKDOWN_FORMAT_NAME, 'md', markdownDocumentFormat);
CMS.registerEditorComponent(pricesComponent);

// Before a save: a new entry's address and number filled in, derived values made from what was typed,
// and the build's rules once more, over the whole entry (a problem no field showed stops the save here).
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const typed = entry as unknown as RuleEntry;
    const c = await checksReady;
    const data = rules.complete(typed, c?.derived(typed) ?? []);
    const saved = typed.set('data', data);
    if (c) rules.refuse(saved, c.problems(saved as DecapMap));
    return data;
  },
});

// Decap's Publish rejects when it refuses a save, with nothing (fields need a change: persistEntry's
// Promise.reject()) or with its failure action (the save was refused: the notice says why), and nothing
// catches it: the browser would report an error that is no error.
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { type?: unknown } | undefined;
  if (reason === undefined || reason?.type === 'ENTRY_PERSIST_FAILURE') event.preventDefault();
});

async function start(): Promise<void> {
  // Without preview data (the first dev build has not finished, a failed fetch) the editor still
  // edits: Decap's field list, no previews; `build-site dev`'s backend still checks every save.
  const [configText, preview] = await Promise.all([
    fetch(ADMIN_CONFIG).then((r) => r.text()),
    fetch(ADMIN_PREVIEW)
      .then((r) => (r.ok ? (r.json() as Promise<AdminPreviewFile>) : undefined))
      .catch(() => undefined),
  ]);
  snapshot = preview?.snapshot;
  config = rules.withDefaults(parse(configText) as Record<string, unknown>);
  followPreview(document, localStorage);
  // The configuration is handed over, not fetched again.
  CMS.init({ config: { ...config, load_config_file: false } as never });
  checksReady = preview
    ? import('./admin-lazy.ts').then(
        // Decap's typings describe its preview props with its own Immutable types; previews.tsx reads the
        // subset it declares (PreviewRegistry), which is what Decap hands over at run time.
        ({ startEntryTools }) =>
          (checks = startEntryTools(CMS as unknown as PreviewRegistry, preview.snapshot, preview.stylesheet)),
        (error: unknown) => {
          // Fields then pass as typed; `build-site dev`'s backend still checks each save.
          console.warn(error);
          return undefined;
        },
      )
    : Promise.resolve(undefined);
}

void start();
