// Finds every reference to a local original photo (media/...) in the content,
// with the file and field that holds it and the widest slot it is shown in.
import type { ContentSources } from '../content/sources.ts';
import type { Content } from '../../model/content.ts';
import { SLOTS, isLocalOriginal, type SlotName } from '../../model/image-slots.ts';
import { stringLeavesWhere } from '../../model/string-leaves.ts';

export interface OriginalUse {
  /** Content file, as errors name it (content/projects/<slug>.yaml). */
  file: string;
  field: readonly (string | number)[];
}

export interface OriginalRef {
  ref: string;
  /** Where the reference appears; errors name the first. */
  uses: OriginalUse[];
  /** The most demanding slot of any use, for the too-small check, and the use that shows it there. */
  slot: SlotName;
  slotUse: OriginalUse;
}

/**
 * The slot a content field is drawn in (templates decide, this mirrors them): project
 * photos open in the lightbox, hero images fill the page hero (a service's hero photo is
 * also its card), everything else is a card, split image or video poster.
 */
export function slotForField(field: readonly (string | number)[]): SlotName {
  if (field.includes('images')) return 'lightbox';
  if (field.includes('hero')) return 'hero';
  // Service feature photos and a project's own image (its project-page hero) sit in a two-column split.
  if (field.includes('features') || (field.length === 1 && field[0] === 'image')) return 'split';
  return 'card';
}

/**
 * Every string of the content that `wanted` accepts, with its file and field, in file order.
 * collectOriginals runs on every build with one filter declared once (string-leaves.ts keeps its
 * lists per frozen entry); firstUse's filter, made per call, runs only when a problem is reported.
 */
function eachString(
  content: Content,
  sources: ContentSources,
  wanted: (value: string) => boolean,
  found: (use: OriginalUse, value: string) => void,
): void {
  const entries = [
    { file: sources.file('site.yaml'), value: content.site },
    ...sources.pageAndCollectionEntries(content),
  ];
  for (const { file, value } of entries)
    for (const leaf of stringLeavesWhere(value, wanted)) found({ file, field: leaf.field }, leaf.value);
}

/** The first field that holds exactly `ref` (a picture named in content), for a problem's line. */
export function firstUse(content: Content, sources: ContentSources, ref: string): OriginalUse | undefined {
  let first: OriginalUse | undefined;
  eachString(
    content,
    sources,
    (value) => value === ref,
    (use) => {
      first ??= use;
    },
  );
  return first;
}

/** Every local original the content references, once each, in first-use order. */
export function collectOriginals(content: Content, sources: ContentSources): OriginalRef[] {
  const byRef = new Map<string, OriginalRef>();
  eachString(content, sources, isLocalOriginal, (use, ref) => {
    const slot = slotForField(use.field);
    const known = byRef.get(ref);
    if (!known) {
      byRef.set(ref, { ref, uses: [use], slot, slotUse: use });
      return;
    }
    known.uses.push(use);
    if (SLOTS[slot].minWidth > SLOTS[known.slot].minWidth) Object.assign(known, { slot, slotUse: use });
  });
  return [...byRef.values()];
}
