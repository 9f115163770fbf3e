// A guide's ```prices``` block is read from the location pages' service cards at build time:
// a price changed in a location file (a temp copy of content/) shows in the built guide, in the
// same words as on the location page, and the old price is gone from the guide.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { ROOT, all, copyContent, parseHtml, readRoute, text, type TempContent } from '../fixtures/html.ts';

const GUIDE = '/guides/hardwood-floor-installation-cost-dmv';
const OLD = '$8.50/sq ft';
const NEW = '$9.25/sq ft';
let tmp: TempContent;
let outDir: string;

beforeAll(async () => {
  tmp = copyContent('build-site-prices-');
  const file = path.join(tmp.content, 'locations/washington-dc.yaml');
  const source = readFileSync(file, 'utf8');
  // The first card is hardwood's: its price is the first startingPrice of the file.
  const edited = source.replace(`startingPrice: ${OLD}`, `startingPrice: ${NEW}`);
  expect(edited).not.toBe(source);
  expect(source.indexOf('serviceLink: /services/hardwood-flooring')).toBeGreaterThan(source.indexOf(OLD));
  writeFileSync(file, edited);
  outDir = path.join(tmp.dir, 'out');
  await buildSite({ root: ROOT, contentDir: tmp.content, outDir });
});

afterAll(() => tmp?.cleanup());

/** The cells of the price table row of `place` on the built guide. */
const rowOf = (place: string): string[] => {
  const rows = all(parseHtml(readRoute(outDir, GUIDE)), '.guide-prices tbody tr');
  const row = rows.find((r) => text(r).startsWith(place));
  expect(row, place).toBeDefined();
  return all(row!, 'th, td').map(text);
};

describe('the prices block of a built guide', () => {
  it('shows the price the location file now quotes', () => {
    expect(rowOf('Washington DC')).toEqual(['Washington DC', NEW, '3-5 days']);
    expect(readRoute(outDir, '/locations/washington-dc')).toContain(NEW);
  });

  it('leaves the other places as their files quote them', () => {
    expect(rowOf('Montgomery County')).toEqual(['Montgomery County', OLD, '3-5 days']);
    expect(rowOf('Fairfax County')).toEqual(['Fairfax County', '$7.50/sq ft', '3-5 days']);
  });
});
