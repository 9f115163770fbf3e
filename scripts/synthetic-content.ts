// The synthetic content set of the benchmark and the output comparison: a copy of
// content/ with `count` extra location pages, each a copy of a real location file
// under a new slug.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes the set into `dir` (copied from `contentDir`); returns the number of location files. */
export function makeSyntheticContent(contentDir: string, dir: string, count: number): number {
  cpSync(contentDir, dir, { recursive: true });
  const locDir = path.join(dir, 'locations');
  const bases = readdirSync(locDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const sources = bases.map((f) => readFileSync(path.join(locDir, f), 'utf8'));
  for (let i = 1; i <= count; i++) {
    const k = (i - 1) % bases.length;
    const slug = `${bases[k].replace(/\.yaml$/, '')}-${String(i).padStart(4, '0')}`;
    const text = sources[k].replace(/^slug:.*$/m, `slug: ${slug}`);
    if (text === sources[k]) throw new Error(`no "slug:" line in content/locations/${bases[k]}`);
    writeFileSync(path.join(locDir, `${slug}.yaml`), text);
  }
  return bases.length + count;
}
