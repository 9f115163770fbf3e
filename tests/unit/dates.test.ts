// Dates at the edges of what can be written (issue #36, point 5): SOURCE_DATE_EPOCH past what a date
// holds, instants past year 9999 (lastmod would read +010000-…), a guide dated year 0000 ("January 1,
// 1"). Both sides of each boundary, in UTC and in the time zones furthest from it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { longDate, shownInstant, sourceDateEpoch, w3cDateTime } from '../../generator/model/dates.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { PROBLEMS, UsageProblem } from '../../generator/model/problems.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { runCli } from '../fixtures/cli.ts';
import { CONTENT } from '../fixtures/html.ts';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z, the ends of a four-digit year, and the largest Date. */
const FIRST = -62_135_596_800_000;
const LAST = 253_402_300_799_999;
const MAX_DATE = 8_640_000_000_000_000;

/** Runs `check` with the process in time zone `tz` (Node reads TZ again when it changes). */
function inZone(tz: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'];

describe('W3C date-times (lastmod, dateModified)', () => {
  it.each(ZONES)('are written with a four-digit year, from 0001 to 9999, in %s', (tz) => {
    inZone(tz, () => {
      expect(new Date(2026, 0, 1).getTimezoneOffset() !== 0 || tz === 'UTC').toBe(true);
      expect(w3cDateTime(FIRST)).toBe('0001-01-01T00:00:00Z');
      expect(w3cDateTime(FIRST - 1)).toBeUndefined();
      expect(w3cDateTime(LAST)).toBe('9999-12-31T23:59:59Z');
      expect(w3cDateTime(LAST + 1)).toBeUndefined();
      expect(w3cDateTime(MAX_DATE)).toBeUndefined();
      expect(w3cDateTime(MAX_DATE + 1)).toBeUndefined();
      expect(w3cDateTime(-MAX_DATE - 1)).toBeUndefined();
      expect(w3cDateTime(Number.NaN)).toBeUndefined();
      expect(w3cDateTime(0)).toBe('1970-01-01T00:00:00Z');
      expect(w3cDateTime(1_764_000_000_999)).toBe('2025-11-24T16:00:00Z');
    });
  });
});

describe('an instant in a message (shownInstant)', () => {
  it('ISO to the second while a Date holds it, past year 9999 too; else whole seconds after 1970', () => {
    expect(shownInstant(1_700_000_000_123)).toBe('2023-11-14T22:13:20Z');
    expect(shownInstant(253_402_300_800_000)).toBe('+010000-01-01T00:00:00Z');
    expect(shownInstant(8_640_000_000_000_000)).toBe('+275760-09-13T00:00:00Z');
    expect(shownInstant(8_640_000_000_001_500)).toBe('8640000000001 seconds after 1970');
    expect(shownInstant(-8_640_000_000_001_500)).toBe('-8640000000001 seconds after 1970');
  });
});

describe('SOURCE_DATE_EPOCH', () => {
  const refused = (value: string) =>
    new UsageProblem(
      'SourceDateEpochInvalid',
      `SOURCE_DATE_EPOCH=${JSON.stringify(value)}: expected whole seconds since 1970-01-01 UTC, from 0 to 253402300799 (9999-12-31T23:59:59Z)`,
      PROBLEMS.SourceDateEpochInvalid.hint,
    );

  it('unset or empty: no fixed date', () => {
    expect(sourceDateEpoch(undefined)).toBeUndefined();
    expect(sourceDateEpoch('')).toBeUndefined();
  });

  it('whole seconds from 0 to 9999-12-31T23:59:59Z', () => {
    expect(sourceDateEpoch('0')).toBe(0);
    expect(sourceDateEpoch('1764000000')).toBe(1_764_000_000_000);
    expect(sourceDateEpoch('253402300799')).toBe(253_402_300_799_000);
    expect(sourceDateEpoch('0253402300799')).toBe(253_402_300_799_000);
  });

  it.each([
    '253402300800', // 10000-01-01T00:00:00Z: +010000-… in lastmod
    '8640000000000', // the largest Date
    '8640000000001', // past any Date: toISOString() threw
    '99999999999999999999999',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    '0x10',
    'tomorrow',
    '\u0661\u0662', // Arabic-Indic digits
  ])('%j is a usage mistake in one line', (value) => {
    expect(() => sourceDateEpoch(value)).toThrow(refused(value));
  });

  it('the CLI says so in one line, exit 2, and writes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-site-epoch-'));
    try {
      const out = path.join(dir, 'out');
      const env = { SOURCE_DATE_EPOCH: '8640000000001' };
      const text = await runCli(['build', '--format', 'text', '-o', out], { env });
      expect(text.status).toBe(2);
      expect(text.stdout).toBe('');
      expect(text.stderr).toBe(
        'Build failed: SOURCE_DATE_EPOCH="8640000000001": expected whole seconds since 1970-01-01 UTC, from 0 to 253402300799 (9999-12-31T23:59:59Z).\n' +
          '  hint: the variable (for reproducible builds) holds no date: unset it, or give seconds such as `1764000000`\n',
      );
      const json = await runCli(['build', '--format', 'json', '-o', out], {
        env: { SOURCE_DATE_EPOCH: '253402300800' },
      });
      expect(json.status).toBe(2);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        exitCode: 2,
        error: expect.stringMatching(/^Build failed: SOURCE_DATE_EPOCH="253402300800": expected[^\n]*\.$/),
        problem: 'SourceDateEpochInvalid',
        hint: 'the variable (for reproducible builds) holds no date: unset it, or give seconds such as `1764000000`',
      });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('calendar dates in content', () => {
  it.each(ZONES)('read as the day they name, in %s', (tz) => {
    inZone(tz, () => {
      expect(longDate('0001-01-01', 'en-US')).toBe('January 1, 1');
      expect(longDate('9999-12-31', 'en-US')).toBe('December 31, 9999');
      expect(longDate('2026-11-24', 'en-US')).toBe('November 24, 2026');
    });
  });

  // The zone is checked to have taken effect: midnight UTC is another local day or hour in each of these.
  it.each([
    ['America/New_York', 300],
    ['America/Los_Angeles', 480],
    ['Pacific/Pago_Pago', 660],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kolkata', -330],
  ])("read as the day they name at the year's edges and a clock change, in %s (UTC offset %i min)", (tz, offset) => {
    inZone(tz, () => {
      expect(new Date('2026-11-24T00:00:00Z').getTimezoneOffset()).toBe(offset);
      expect(longDate('2026-01-01', 'en-US')).toBe('January 1, 2026');
      expect(longDate('2025-12-31', 'en-US')).toBe('December 31, 2025');
      expect(longDate('2024-02-29', 'en-US')).toBe('February 29, 2024');
      expect(longDate('2026-03-08', 'en-US')).toBe('March 8, 2026'); // the US clocks change that night
    });
  });

  it.each([
    ['en-US', 'November 24, 2026'],
    ['en-GB', '24 November 2026'],
    ['es-US', '24 de noviembre de 2026'],
    ['fr-CA', '24 novembre 2026'],
    ['de-DE', '24. November 2026'],
    ['ja-JP', '2026年11月24日'],
  ])('written in the words of %s', (locale, expected) => {
    inZone('America/New_York', () => expect(longDate('2026-11-24', locale)).toBe(expected));
  });

  // Every copy a test made (a test checks several dates, one copy each).
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const GUIDE = 'guides/hardwood-floor-installation-cost-dmv.md';
  /** The problems of a copy of content whose guide's `published` is `date`, as file:line field: message. */
  const withPublished = (date: string): string[] => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-site-dates-'));
    dirs.push(dir);
    const content = path.join(dir, 'content');
    cpSync(CONTENT, content, { recursive: true });
    const file = path.join(content, GUIDE);
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text.replace(/^published: .*$/m, `published: ${date}`).replace(/^updated: .*$/m, 'updated: 9999-12-31'),
    );
    try {
      loadContent(content);
    } catch (error) {
      if (error instanceof ContentError)
        return error.problems.map((p) => `${p.file}:${p.line} ${p.field}: ${p.message}`);
      throw error;
    }
    return [];
  };
  const line = () =>
    readFileSync(path.join(CONTENT, GUIDE), 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('published:')) + 1;

  it('a guide dated year 0000 is refused at its line; 0001 and 9999 are dates', () => {
    expect(withPublished('0000-01-01')).toEqual([
      `content/${GUIDE}:${line()} published: expected a date like 2026-11-24, from year 0001 (there is no year 0); got "0000-01-01"`,
    ]);
    expect(withPublished('0000-12-31')).toHaveLength(1);
    expect(withPublished('0001-01-01')).toEqual([]);
    expect(withPublished('9999-12-31')).toEqual([]);
  });

  it('a year past 9999 cannot be written, and says what a date looks like', () => {
    expect(withPublished('10000-01-01')).toEqual([
      `content/${GUIDE}:${line()} published: expected a date like 2026-11-24`,
    ]);
  });
});
