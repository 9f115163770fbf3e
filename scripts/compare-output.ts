// Proves a change leaves the output as it was: builds the real site and a
// synthetic set (content/ + N extra location pages, enough that pages render in
// worker threads) with the sources at a base revision and with the working tree,
// and compares every output file byte for byte. The one allowance: esbuild's
// content hash in a script's file name covers its source text (comments and
// file paths included), so a script whose bytes did not change may still get a
// new name; names are compared without that hash, and every reference to them too.
// And esbuild's minifier picks short identifier names from the character counts
// of the sources, so an edit anywhere in client/ can rename locals in a bundle:
// a script whose bytes differ passes when its tokens are the same but for a
// consistent one-to-one renaming of identifiers (the same program), and is
// reported as renamed-only.
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
import { tokenizer } from 'acorn';
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

/** A hashed asset name (page-header+site-SATEH37O.js) and what it is compared as (page-header+site.js). */
const HASHED = /^(assets\/.+)-[A-Z0-9]{8}(\.\w+)$/;
const TEXT = /\.(html|js|css|xml|txt|json|svg)$|^_(headers|redirects)$/;

interface Snapshot {
  /** Output file (hashed asset names without their hash) -> hash of its bytes. */
  hashes: Map<string, string>;
  /** The text of every script, to compare token by token when the bytes differ. */
  scripts: Map<string, string>;
}

/** Every file of an output folder with the hash of its bytes, asset names and references to them without their hash. */
function snapshot(dir: string): Snapshot {
  const files = fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true, followSymbolicLinks: false }).sort();
  const renames = files.flatMap((f) => {
    const m = HASHED.exec(f);
    return m ? [[path.basename(f), path.basename(`${m[1]}${m[2]}`)]] : [];
  });
  const scripts = new Map<string, string>();
  const hashes = new Map(
    files.map((f) => {
      let bytes: Buffer | string = readFileSync(path.join(dir, f));
      const name = f.replace(HASHED, '$1$2');
      if (TEXT.test(path.basename(f))) {
        bytes = bytes.toString('utf8');
        for (const [from, to] of renames) bytes = bytes.replaceAll(from, to);
        if (f.endsWith('.js')) scripts.set(name, bytes);
      }
      return [name, createHash('sha256').update(bytes).digest('hex')];
    }),
  );
  return { hashes, scripts };
}

/** Whether two scripts are the same tokens but for a consistent one-to-one renaming of identifiers. */
function renamedOnly(before: string, after: string): boolean {
  const tokens = (code: string) => [...tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' })];
  const a = tokens(before);
  const b = tokens(after);
  if (a.length !== b.length) return false;
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (let i = 0; i < a.length; i++) {
    if (a[i].type !== b[i].type) return false;
    if (a[i].type.label !== 'name') {
      if (before.slice(a[i].start, a[i].end) !== after.slice(b[i].start, b[i].end)) return false;
      continue;
    }
    const [x, y] = [before.slice(a[i].start, a[i].end), after.slice(b[i].start, b[i].end)];
    if ((forward.get(x) ?? y) !== y || (backward.get(y) ?? x) !== x) return false;
    forward.set(x, y);
    backward.set(y, x);
  }
  return true;
}

function build(tree: string, contentDir: string, outDir: string): void {
  const run = spawnSync(
    process.execPath,
    [path.join(tree, 'bin/build-site'), 'build', '--quiet', '--no-cache', '-c', contentDir, '-o', outDir],
    {
      cwd: tree,
      encoding: 'utf8',
      // One fixed date for every page (lastmod, dateModified): the two trees' files have different commit and copy times.
      env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
    },
  );
  if (run.status !== 0) throw new Error(`build with ${tree} failed:\n${run.stdout}${run.stderr}`);
}

function compare(name: string, before: Snapshot, after: Snapshot): string[] {
  const differ: string[] = [];
  const renamed: string[] = [];
  for (const [file, hash] of before.hashes) {
    if (!after.hashes.has(file)) differ.push(`${name}: only before: ${file}`);
    else if (after.hashes.get(file) === hash) continue;
    else if (file.endsWith('.js') && renamedOnly(before.scripts.get(file)!, after.scripts.get(file)!))
      renamed.push(file);
    else differ.push(`${name}: differs: ${file}`);
  }
  for (const file of after.hashes.keys()) if (!before.hashes.has(file)) differ.push(`${name}: only after: ${file}`);
  console.log(
    `${name}: ${before.hashes.size} files before, ${after.hashes.size} after, ${differ.length} differ` +
      (renamed.length ? `; ${renamed.length} scripts differ only by minified names (${renamed.join(', ')})` : ''),
  );
  return differ;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-compare-'));
const baseTree = path.join(tmp, 'base');
const workTree = path.join(tmp, 'work');
try {
  execFileSync('git', ['worktree', 'add', '--detach', baseTree, base], { cwd: root, stdio: 'ignore' });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of files.split('\0').filter(Boolean)) {
    try {
      cpSync(path.join(root, file), path.join(workTree, file));
    } catch (error) {
      // A file deleted in the working tree is still listed as tracked.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const tree of [baseTree, workTree])
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  const synthetic = path.join(tmp, 'synthetic-content');
  makeSyntheticContent(path.join(root, 'content'), synthetic, extraPages);
  const differ: string[] = [];
  for (const [name, contentDir] of [
    ['real site', path.join(root, 'content')],
    [`synthetic (+${extraPages} locations)`, synthetic],
  ]) {
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
