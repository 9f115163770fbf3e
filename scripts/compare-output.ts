// Proves a change leaves the output as it was: builds the real site and a
// synthetic set (content/ + N extra location pages, enough that pages render in
// worker threads) with the sources at a base revision and with the working tree,
// and compares every output file byte for byte.
//
//   npx tsx scripts/compare-output.ts [--base REV] [--pages N] [--keep]
//
// REV defaults to HEAD; it is checked out into a temporary git worktree, and the
// working tree's files (tracked and untracked, less what git ignores) are copied
// beside it, both sharing this checkout's node_modules: esbuild's file names hash
// the paths it bundled from, so both trees must sit at the same depth. Both builds run with --no-cache, so no
// cache written by one side is read by the other. Exit 1 lists the files that
// differ or exist on one side only.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { makeSyntheticContent } from './synthetic-content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const base = option('--base', 'HEAD');
const extraPages = Number(option('--pages', '250'));
const keep = args.includes('--keep');

/** Every file of an output folder with the hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true, followSymbolicLinks: false }).sort();
  return new Map(files.map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}

function build(tree: string, contentDir: string, outDir: string): void {
  const run = spawnSync(process.execPath, [path.join(tree, 'bin/build-site'), 'build', '--quiet', '--no-cache', '-c', contentDir, '-o', outDir], {
    cwd: tree,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build with ${tree} failed:\n${run.stdout}${run.stderr}`);
}

function compare(name: string, before: Map<string, string>, after: Map<string, string>): string[] {
  const differ: string[] = [];
  for (const [file, hash] of before) {
    if (!after.has(file)) differ.push(`${name}: only before: ${file}`);
    else if (after.get(file) !== hash) differ.push(`${name}: differs: ${file}`);
  }
  for (const file of after.keys()) if (!before.has(file)) differ.push(`${name}: only after: ${file}`);
  console.log(`${name}: ${before.size} files before, ${after.size} after, ${differ.length} differ`);
  return differ;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-compare-'));
const baseTree = path.join(tmp, 'base');
const workTree = path.join(tmp, 'work');
try {
  execFileSync('git', ['worktree', 'add', '--detach', baseTree, base], { cwd: root, stdio: 'ignore' });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    try {
      cpSync(path.join(root, file), path.join(workTree, file));
    } catch (error) {
      // A file deleted in the working tree is still listed as tracked.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const tree of [baseTree, workTree]) symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  const synthetic = path.join(tmp, 'synthetic-content');
  makeSyntheticContent(path.join(root, 'content'), synthetic, extraPages);
  const differ: string[] = [];
  for (const [name, contentDir] of [['real site', path.join(root, 'content')], [`synthetic (+${extraPages} locations)`, synthetic]]) {
    const before = path.join(tmp, `${differ.length}-${name.split(' ')[0]}-before`);
    const after = path.join(tmp, `${differ.length}-${name.split(' ')[0]}-after`);
    build(baseTree, contentDir, before);
    build(workTree, contentDir, after);
    differ.push(...compare(name, snapshot(before), snapshot(after)));
  }
  if (differ.length > 0) {
    console.error(differ.slice(0, 50).join('\n'));
    process.exitCode = 1;
  } else console.log(`identical output to ${base}`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root, stdio: 'ignore' });
  if (keep) console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
