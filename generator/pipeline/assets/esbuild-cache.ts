// esbuild's build() with a disk cache: when the options and every input file match an earlier run,
// the earlier output files are copied instead of bundling again, and esbuild is not even loaded.
// Client code rarely changes between builds, so most builds bundle nothing. An input matches by its
// size and mtime, else by its bytes: a copy of the project (a test's temp copy, a fresh checkout)
// has other mtimes but the same files, and reuses the bundles (Decap's takes a minute to make).
// A cached output that imports another emitted asset (a lazy module's hashed URL, which a plugin
// supplies) is used only when that exact file is in the output folder again, so a changed lazy module
// also rebuilds the page scripts that import it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { isCacheFile, linkOrCopy, type CacheUse } from '../context.ts';

interface Entry {
  /**
   * Input path -> "size:mtime", or "" for plugin-made modules, whose text the options determine. A path
   * is relative to the working folder, or absolute outside it (node_modules linked from elsewhere).
   */
  inputs: Record<string, string>;
  /** Input path -> sha1 of its bytes, checked when its size and mtime differ. */
  hashes: Record<string, string>;
  /** The metafile with output paths relative to outdir. */
  metafile: Metafile;
  /** Names of files the outputs import by URL (lazy modules), which must be in the output folder again. */
  requires: string[];
}

const stampOf = (file: string) => {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.size}:${s.mtimeMs}` : 'missing';
};

const hashOf = (file: string): string => {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
};

/** Where the working folder's packages really are, from it: `node_modules`, unless it is a link elsewhere. */
function modulesFolder(cwd: string): string {
  try {
    return path.relative(cwd, realpathSync(path.join(cwd, 'node_modules')));
  } catch {
    return 'node_modules';
  }
}

/**
 * The options as text, the output folder left out (it changes per build): plugins by name and, with
 * `pluginSource`, their setup's source (which differs between the CLI bundle and tsx).
 */
function optionsKey(options: BuildOptions, version: string, pluginSource = true): string {
  const { outdir: _outdir, plugins, absWorkingDir, entryPoints, ...rest } = options;
  // Paths from the working folder, so the same project in another folder (a CI checkout) gives the
  // same key: page script names come from it, and a new name on every deploy defeats browser caches.
  const cwd = absWorkingDir ?? process.cwd();
  const fromRoot = (file: string) => (path.isAbsolute(file) ? path.relative(cwd, file) : file);
  // esbuild's [hash] covers its inputs' paths, and it follows links: a copy whose node_modules links
  // to another project's bundles the same bytes under other names. Its entries are its own.
  const modules = modulesFolder(cwd);
  const entries = Array.isArray(entryPoints)
    ? entryPoints.map((e) => (typeof e === 'string' ? fromRoot(e) : { ...e, in: fromRoot(e.in) }))
    : entryPoints;
  const text = JSON.stringify({
    rest,
    modules,
    entries,
    plugins: plugins?.map((p) => (pluginSource ? `${p.name}:${p.setup.toString()}` : p.name)),
    version,
  });
  return createHash('sha1').update(text).digest('hex').slice(0, 20);
}

/**
 * What a bundle's bytes depend on, known before it is bundled: the options (optionsKey with plugins
 * by name, esbuild's version), `extra` (what plugins read from their closure), and the path and bytes
 * of every file in `files` (relative to the working folder; a missing one counts as missing), which
 * must include the modules that define the plugins. The same sources give the same digest whether
 * the build runs from the CLI bundle or through tsx. A caller names outputs from it when the names
 * must be known before esbuild runs.
 */
export function inputsDigest(options: BuildOptions, files: readonly string[], extra = ''): string {
  const cwd = options.absWorkingDir ?? process.cwd();
  const hash = createHash('sha1')
    .update(optionsKey(options, esbuildVersion(cwd), false))
    .update('\0')
    .update(extra);
  for (const file of [...files].sort()) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(path.resolve(cwd, file)));
    } catch {
      hash.update('missing');
    }
  }
  return hash.digest('hex');
}

function esbuildVersion(workingDir: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(workingDir, 'node_modules/esbuild/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
}

/** Rewrites the metafile's output paths (relative to the working folder) from one output folder to another. */
function moveOutputs(metafile: Metafile, from: string, to: string): Metafile {
  const outputs: Metafile['outputs'] = {};
  for (const [file, out] of Object.entries(metafile.outputs)) outputs[path.join(to, path.relative(from, file))] = out;
  return { ...metafile, outputs };
}

/** An entry whose inputs matched: what is placed, and the files it needs beside it (Entry). */
type Checked = Pick<Entry, 'metafile' | 'requires'>;

/**
 * The entries a resident process (the dev server's build child) found its inputs matching, by folder:
 * not checked again (reading an entry and stat'ing its 40-60 inputs cost each dev reload 2-3 ms).
 * Its inputs are the client code, which the dev server answers by replacing the process, and
 * installed packages, which the page scripts' names (pageScriptDigest) already take as read once.
 */
const residentEntries = new Map<string, Checked>();

/**
 * Same contract as esbuild's build() for builds that write files and ask for a metafile. The cache
 * (the build's esbuild cache, context.ts) holds one folder per options hash; when it is not to be
 * read, esbuild bundles and the result still replaces the entry. `resident`: see residentEntries.
 */
export async function build(options: BuildOptions, cache: CacheUse, resident = false): Promise<{ metafile: Metafile }> {
  const { absWorkingDir: cwd, outdir } = options;
  // Without both folders the outputs cannot be placed again: bundle every time.
  if (!cwd || !outdir) return bundle(options);
  const outRel = path.relative(cwd, outdir);
  const dir = path.join(cache.dir, optionsKey(options, esbuildVersion(cwd)));
  const entry = !cache.read ? undefined : ((resident ? residentEntries.get(dir) : undefined) ?? readEntry(dir, cwd));
  const hit = entry?.requires.every((name) => existsSync(path.join(outdir, name))) ? entry.metafile : undefined;
  if (entry && hit && copyOutputs(dir, hit, outdir)) {
    if (resident) residentEntries.set(dir, entry);
    return { metafile: moveOutputs(hit, '', outRel) };
  }
  residentEntries.delete(dir);
  const { metafile } = await bundle(options);
  saveEntry(dir, cwd, outdir, moveOutputs(metafile, outRel, ''));
  return { metafile };
}

async function bundle(options: BuildOptions): Promise<{ metafile: Metafile }> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({ ...options, metafile: true, write: true });
  return { metafile: result.metafile! };
}

/**
 * Places the entry's outputs, linked where it can (linkOrCopy: a dev reload places every page
 * script again). False when another build replaced the entry while this
 * one placed it, or a file of it is not one a build wrote (isCacheFile): then this one bundles.
 */
function copyOutputs(dir: string, metafile: Metafile, outdir: string): boolean {
  try {
    for (const file of Object.keys(metafile.outputs)) {
      const source = path.join(dir, 'files', file);
      if (!isCacheFile(source)) return false;
      const target = path.join(outdir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      linkOrCopy(source, target);
    }
    return true;
  } catch {
    return false;
  }
}

/** The entry in dir when every input matches (by its size and mtime, else its bytes). */
function readEntry(dir: string, cwd: string): Checked | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(readFileSync(path.join(dir, 'entry.json'), 'utf8')) as Entry;
  } catch {
    return undefined;
  }
  for (const [input, stamp] of Object.entries(entry.inputs)) {
    if (stamp === '') continue;
    const file = path.resolve(cwd, input);
    if (stampOf(file) !== stamp && (entry.hashes?.[input] === undefined || hashOf(file) !== entry.hashes[input]))
      return undefined;
  }
  return { metafile: entry.metafile, requires: entry.requires };
}

function saveEntry(dir: string, cwd: string, outdir: string, metafile: Metafile): void {
  try {
    const inputs: Record<string, string> = {};
    const hashes: Record<string, string> = {};
    // Plugin-made modules are named "namespace:path"; real files are plain paths.
    for (const input of Object.keys(metafile.inputs)) {
      if (/^[a-z-]+:/.test(input)) {
        inputs[input] = '';
        continue;
      }
      const file = path.resolve(cwd, input);
      // Outside the working folder (a linked node_modules): absolute, so a copy at another depth finds it.
      const key = input.startsWith('..') ? file : input;
      inputs[key] = stampOf(file);
      hashes[key] = hashOf(file);
    }
    // Lazy modules are emitted into the same folder, and their names carry their content hash.
    const requires = [
      ...new Set(
        Object.values(metafile.outputs)
          .flatMap((out) => out.imports)
          .filter(
            (i) =>
              i.external && i.path.startsWith('/') && (i.kind === 'dynamic-import' || i.kind === 'import-statement'),
          )
          .map((i) => path.posix.basename(i.path)),
      ),
    ];
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    for (const file of Object.keys(metafile.outputs)) {
      mkdirSync(path.dirname(path.join(tmp, 'files', file)), { recursive: true });
      copyFileSync(path.join(outdir, file), path.join(tmp, 'files', file));
    }
    writeFileSync(path.join(tmp, 'entry.json'), JSON.stringify({ inputs, hashes, metafile, requires } satisfies Entry));
    // Moved aside rather than deleted first, so a parallel build reading it sees a whole entry or none.
    const old = `${dir}.${process.pid}.old`;
    if (existsSync(dir)) renameSync(dir, old);
    renameSync(tmp, dir);
    rmSync(old, { recursive: true, force: true });
  } catch {
    // A cache that cannot be written only costs speed on the next build.
  }
}
