// Calendar dates written in content (YYYY-MM-DD), shown in the site's language; instants written as
// W3C date-times (sitemap lastmod, JSON-LD dateModified, the Atom feed), which have four-digit years;
// and SOURCE_DATE_EPOCH, the one date a reproducible build gives every page.
import { quote } from './errors.ts';
import { usageProblem } from './problems.ts';

/** One formatter per locale: making one costs about a hundred times formatting a date with it. */
const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-24" as "November 24, 2026" (en-US): read as a calendar day in UTC, so no time zone moves it. */
export function longDate(iso: string, locale: string): string {
  let format = longFormats.get(locale);
  // Stryker disable next-line ConditionalExpression: equivalent, a formatter made again formats alike.
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    // Stryker disable next-line CallExpression: equivalent, a cache not filled only costs the time.
    longFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** The first and the last millisecond a four-digit year can write: 0001-01-01T00:00:00Z, 9999-12-31T23:59:59.999Z. */
export const FIRST_INSTANT_MS = -62_135_596_800_000;
export const LAST_INSTANT_MS = 253_402_300_799_999;

/** `ms` as a W3C date-time in UTC to the second (2026-11-24T10:20:30Z); undefined outside years 0001 to 9999. */
export function w3cDateTime(ms: number): string | undefined {
  if (!(ms >= FIRST_INSTANT_MS && ms <= LAST_INSTANT_MS)) return undefined;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An instant for a message, whatever it is: ISO when a Date holds it (+010000-01-01T00:00:00Z), else seconds. */
export function shownInstant(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime())
    ? `${Math.trunc(ms / 1000)} seconds after 1970`
    : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The largest SOURCE_DATE_EPOCH: 9999-12-31T23:59:59Z. */
export const LAST_SOURCE_DATE_EPOCH = Math.floor(LAST_INSTANT_MS / 1000);

/**
 * SOURCE_DATE_EPOCH (reproducible-builds.org) in milliseconds: undefined when unset or empty; whole
 * seconds since 1970 up to 9999-12-31T23:59:59Z; anything else is a usage mistake, in one line.
 */
export function sourceDateEpoch(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(seconds <= LAST_SOURCE_DATE_EPOCH))
    throw usageProblem('SourceDateEpochInvalid', quote(value), LAST_SOURCE_DATE_EPOCH);
  return seconds * 1000;
}
