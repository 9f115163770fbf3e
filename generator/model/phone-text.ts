// How the one site phone number is written: the tel: link every call button dials, and text that
// wraps only where it should.

/** The tel: link of a phone number, from its E.164 form (content/site.yaml phone.e164). */
export const telHref = (phone: { e164: string }): string => `tel:${phone.e164}`;

/** Phone number text that never wraps (non-breaking space and hyphen). */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/**
 * Phone number text for a button label, which may wrap only between its groups ("(202)" then
 * "555-0142", where larger text leaves a narrow button no room for both): non-breaking hyphens,
 * the spaces kept.
 */
export function phoneInButton(display: string): string {
  return display.replace(/-/g, '\u2011');
}
