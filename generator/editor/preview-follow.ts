// The preview follows the field being edited: when a text field of the form gets the focus or is
// typed in, the preview pane scrolls to where that text shows on the page. Decap's own scroll sync
// moves the two panes by the same proportion, which on a long page (a form of 80 fields beside a
// page of 12 sections) shows another section than the one being edited; it is turned off unless the
// person turned it back on. Browser-only.

/** Decap's setting for its proportional scroll sync (decap-cms-core EditorInterface.js). */
const SCROLL_SYNC_KEY = 'cms.scroll-sync-enabled';
/** Text shorter than this names too little to find ("5", "Yes"). */
const MIN_TEXT = 3;
/** Enough of a long value to find it: the page shows paragraphs whole, but a match needs only its start. */
const MAX_TEXT = 60;

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The element of `doc` whose own text holds `text`, the innermost one. */
export function elementShowing(doc: Document, text: string): Element | undefined {
  const wanted = squeeze(text).slice(0, MAX_TEXT);
  if (wanted.length < MIN_TEXT || !doc.body) return undefined;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && squeeze(parent.textContent ?? '').includes(wanted)) return parent;
  }
  return undefined;
}

function previewDocument(doc: Document): Document | undefined {
  const frame = doc.getElementById('preview-pane');
  return frame instanceof HTMLIFrameElement ? (frame.contentDocument ?? undefined) : undefined;
}

/**
 * Scrolls the preview's frame so that `el` is in its middle, at once. Not scrollIntoView: in Decap's
 * preview frame Chromium leaves the frame where it is (measured: scrollY stays 0), and the site's
 * stylesheet asks for smooth scrolling, which would crawl over a 10,000 px page.
 */
function centre(el: Element): void {
  const view = el.ownerDocument.defaultView;
  if (!view) return;
  const box = el.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + box.top - (view.innerHeight - box.height) / 2, behavior: 'instant' });
}

export function followPreview(doc: Document, storage: Storage): void {
  if (storage.getItem(SCROLL_SYNC_KEY) === null) storage.setItem(SCROLL_SYNC_KEY, 'false');
  let pending: ReturnType<typeof setTimeout> | undefined;
  const follow = (target: EventTarget | null) => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target.type !== 'text' && target.tagName !== 'TEXTAREA') return;
    // After the preview has drawn what was typed; one scroll for a burst of keys.
    clearTimeout(pending);
    pending = setTimeout(() => {
      const page = previewDocument(doc);
      const shown = page && elementShowing(page, target.value);
      if (shown) centre(shown);
    }, 120);
  };
  doc.addEventListener('focusin', (e) => follow(e.target));
  doc.addEventListener('input', (e) => follow(e.target));
}
