// What the web editor needs once an entry is open, loaded after Decap has started (admin-app.tsx),
// as its own chunk (generator/pipeline/assets/admin-bundle.ts): the previews, drawn by the site's
// templates, and the field checks, run with the content schemas. Both read the preview data.
import { type FieldChecks, fieldChecks } from './field-checks.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import { type PreviewRegistry, registerPreviews } from './previews.tsx';

export type { FieldChecks };

export function startEntryTools(cms: PreviewRegistry, snapshot: PreviewSnapshot, stylesheet: string): FieldChecks {
  registerPreviews(cms, snapshot, stylesheet);
  return fieldChecks(snapshot);
}
