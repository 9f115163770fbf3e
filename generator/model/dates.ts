// Calendar dates written in content (YYYY-MM-DD), shown in the site's language.

/** "2026-11-24" as "November 24, 2026" (en-US): read as a calendar day in UTC, so no time zone moves it. */
export function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
