/** Phone number text that never wraps (non-breaking space and hyphen). */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
