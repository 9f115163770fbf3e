// Focus in overlays (mobile menu, photo viewer): focus moves in when one
// opens, Tab and Shift+Tab cycle inside it while it is open, and when it
// closes, focus goes back to the control that opened it instead of falling to
// the page body with the element that held it.
import { useEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside the roots, in document order; hidden ones (no box) are skipped. */
export function tabStops(roots: HTMLElement[]): HTMLElement[] {
  return roots
    .flatMap((root) => [root, ...root.querySelectorAll<HTMLElement>(TABBABLE)])
    .filter((el) => el.matches(TABBABLE) && el.getClientRects().length > 0);
}

/** Handles a Tab keydown so focus moves to the next (Shift: previous) stop inside the roots, wrapping at the ends. */
export function keepTabInside(e: KeyboardEvent, roots: HTMLElement[]): void {
  const stops = tabStops(roots);
  // Nothing of the overlay is shown (a window widened past the mobile menu's breakpoint): Tab as usual.
  if (stops.length === 0) return;
  e.preventDefault();
  const at = stops.indexOf(document.activeElement as HTMLElement);
  // From outside the overlay, Tab enters at its first stop and Shift+Tab at its last.
  const next = at === -1 ? (e.shiftKey ? stops.length - 1 : 0) : at + (e.shiftKey ? -1 : 1);
  stops[(next + stops.length) % stops.length].focus();
}

export interface OverlayFocus {
  /** The overlay's parts, in document order: Tab stays among their stops while it is open. */
  roots: () => (HTMLElement | null)[];
  /** Where focus goes when the overlay opens. */
  first: () => HTMLElement | null | undefined;
  /** Where focus returns when it closes; by default the element focused when it opened. */
  returnTo?: () => HTMLElement | null;
}

/** Focus management of a modal overlay while `open` is true (see the file comment). */
export function useOverlayFocus(open: boolean, overlay: OverlayFocus): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = overlay.returnTo?.() ?? (document.activeElement as HTMLElement | null);
    const roots = () => overlay.roots().filter((r): r is HTMLElement => r !== null);
    overlay.first()?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') keepTabInside(e, roots());
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Closing hid or removed the focused element (Escape, the close button, a chosen link):
      // hand focus back to the opener. Focus the visitor moved elsewhere stays there.
      const active = document.activeElement;
      if (!active || active === document.body || roots().some((r) => r.contains(active))) opener?.focus();
    };
  }, [open]);
}
