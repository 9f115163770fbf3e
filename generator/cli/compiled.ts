// Compiles the CLI (generator, templates, client) and the render workers' entry into one cached ES
// module bundle, so neither a run nor its workers transpile a hundred TypeScript files through tsx.
// The bundle sits under node_modules/.cache/build-site/cli/<stamp>/, where the stamp hashes the
// path, size and mtime of every source file and the package manifests: any edit gives a new stamp,
// and the first run after it rebuilds (about a quarter of a second). bin/build-site loads this file
// with Node's own type stripping, so it uses only erasable TypeScript, Node's built-in modules and
// the folder names of model/project-folders.ts.
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CODE_FOLDERS, DEFAULT_FOLDERS } from '../model/project-folders.ts';

/** Files that change what the sources compile to or which packages they load. */
const SETTINGS_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Pure-JavaScript packages loaded on every build: bundled, they cost no module resolution or CommonJS
 * analysis at start. The rest (native code, worker entries, lazily loaded tools) stay imports. */
const BUNDLED_PACKAGES = [
  'react',
  'react-dom',
  'zod',
  'yaml',
  'commander',
  'fast-glob',
  'libphonenumber-js',
  'scheduler',
];
/** Bundles kept for other checkouts, branches and temp copies of the project; the least recently used go. */
const KEEP_BUNDLES = 4;

/**
 * This file as JavaScript, with the modules it imports, for bin/build-site: Node strips its types with
 * a WebAssembly compiler that costs more to start than the rest of a build with nothing changed. The
 * first line names each source file it was made from with its identity (loaderHeader); bin/build-site
 * uses the loader only while every one of them still has that identity.
 */
export const LOADER_FILE = 'loader.mjs';
const LOADER_HEADER = '// build-site loader ';
const loaderIdentity = (file: string) => {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
};
/** `// build-site loader generator/cli/compiled.ts=<identity> generator/model/…=<identity>`: paths from the root. */
const loaderHeader = (root: string, files: string[]) =>
  `${LOADER_HEADER}${files.map((rel) => `${rel}=${loaderIdentity(path.join(root, rel))}`).join(' ')}\n`;

/**
 * The identifier the bundle defines as the file: URL of its compiled render worker (WORKER_OUT.mjs);
 * render/pool.ts starts that file instead of worker.ts through tsx when it is defined.
 */
export const WORKER_DEFINE = 'BUILD_SITE_COMPILED_WORKER';
const WORKER_OUT = 'worker';

export interface CompiledCli {
  /** file: URL of the bundled generator/cli/cli.ts. */
  entry: string;
  /** file: URL of the bundled generator/pipeline/render/worker.ts (render/pool.ts starts it). */
  worker: string;
  /** Where Node's compile cache for the bundle lives (module.enableCompileCache). */
  compileCacheDir: string;
}

export function sourceStamp(root: string): string {
  const hash = createHash('sha1');
  const add = (file: string) => {
    const s = statSync(file, { throwIfNoEntry: false });
    if (s?.isFile()) hash.update(`${file}\0${s.size}\0${s.mtimeMs}\n`);
  };
  for (const dir of CODE_FOLDERS) {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) continue;
    for (const rel of (readdirSync(abs, { recursive: true }) as string[]).sort()) add(path.join(abs, rel));
  }
  for (const file of SETTINGS_FILES) add(path.join(root, file));
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

/** The bundle of the current sources, compiled now when no run has compiled them yet. */
export async function compiledCli(root: string): Promise<CompiledCli> {
  const cacheDir = path.join(root, DEFAULT_FOLDERS.cache, 'cli');
  const dir = path.join(cacheDir, sourceStamp(root));
  const entry = path.join(dir, 'cli.mjs');
  if (!existsSync(entry)) await compile(root, dir);
  // Marked as used, so pruning (which keeps the most recently used bundles) spares the one in use.
  else utimesSync(dir, new Date(), new Date());
  await writeLoader(root, cacheDir);
  return {
    entry: pathToFileURL(entry).href,
    worker: workerUrl(dir),
    compileCacheDir: path.join(cacheDir, 'v8'),
  };
}

/** esbuild from the project itself, loaded only when something must be compiled. */
const loadEsbuild = async (root: string) =>
  (await import(
    pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('esbuild')).href
  )) as typeof import('esbuild');

/** Writes LOADER_FILE when it is missing or was made from other sources. */
async function writeLoader(root: string, cacheDir: string): Promise<void> {
  const file = path.join(cacheDir, LOADER_FILE);
  try {
    const [first] = readFileSync(file, 'utf8').split('\n', 1);
    const files = first
      .slice(LOADER_HEADER.length)
      .split(' ')
      .map((entry) => entry.split('=')[0]);
    if (first.startsWith(LOADER_HEADER) && `${first}\n` === loaderHeader(root, files)) return;
  } catch {
    // Missing, or a source it was made from is gone: written below.
  }
  const { build } = await loadEsbuild(root);
  const { outputFiles, metafile } = await build({
    entryPoints: [path.join(root, 'generator/cli/compiled.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    absWorkingDir: root,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const header = loaderHeader(root, Object.keys(metafile.inputs).sort());
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, header + outputFiles[0].text);
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written (the bundle was made elsewhere): bin/build-site strips the types.
    rmSync(tmp, { force: true });
  }
}

const workerUrl = (dir: string) => pathToFileURL(path.join(dir, `${WORKER_OUT}.mjs`)).href;

async function compile(root: string, dir: string): Promise<void> {
  const { build } = await loadEsbuild(root);
  // Written to a private folder, then renamed: parallel runs each compile and one rename wins.
  const tmp = `${dir}.${process.pid}.tmp`;
  const bundled = new Set(BUNDLED_PACKAGES);
  await build({
    // The workers' entry beside the CLI's: shared modules (React, templates) land in shared chunks.
    entryPoints: [
      { in: path.join(root, 'generator/cli/cli.ts'), out: 'cli' },
      { in: path.join(root, 'generator/pipeline/render/worker.ts'), out: WORKER_OUT },
    ],
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    // React's development build renders several times slower; the CLI never needs it. The worker's
    // URL is where the bundle will be once renamed from tmp (an identical bundle if another run won).
    define: { 'process.env.NODE_ENV': '"production"', [WORKER_DEFINE]: JSON.stringify(workerUrl(dir)) },
    // Bundled CommonJS packages require Node's built-in modules.
    banner: {
      js: "import { createRequire as __cliRequire } from 'node:module'; const require = __cliRequire(import.meta.url);",
    },
    absWorkingDir: root,
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [
      {
        name: 'build-site-cli',
        setup(b) {
          // Packages not in the list stay imports, resolved from the project's node_modules at run time.
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            const name = args.path.startsWith('@')
              ? args.path.split('/').slice(0, 2).join('/')
              : args.path.split('/')[0];
            return bundled.has(name) ? undefined : { path: args.path, external: true };
          });
          // Sources find their own files (schemas, worker entries, packages) from import.meta.url:
          // keep it the source file's URL rather than the bundle's.
          b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const { readFile } = await import('node:fs/promises');
            const source = await readFile(args.path, 'utf8');
            return {
              contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
              loader: args.path.endsWith('x') ? 'tsx' : 'ts',
            };
          });
        },
      },
    ],
  });
  try {
    renameSync(tmp, dir);
  } catch {
    // Another run renamed its identical bundle first.
    rmSync(tmp, { recursive: true, force: true });
  }
  pruneCompiled(path.dirname(dir));
}

/**
 * Keeps the KEEP_BUNDLES newest bundles, and of Node's compile cache (`v8/<node version>/`) the
 * entries made since the oldest kept bundle was: an entry is written when a bundle's module is
 * first compiled, after the bundle, so older ones belong to bundles deleted (70 MB after a day of
 * branches). An entry removed wrongly only costs one compile.
 */
export function pruneCompiled(cacheDir: string): void {
  const bundles = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ dir: path.join(cacheDir, name), mtime: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { dir } of bundles.slice(KEEP_BUNDLES)) rmSync(dir, { recursive: true, force: true });
  const kept = bundles.slice(0, KEEP_BUNDLES);
  if (kept.length === 0) return;
  const since = Math.min(...kept.map((b) => b.mtime));
  const v8 = path.join(cacheDir, 'v8');
  const versions = existsSync(v8) ? readdirSync(v8, { withFileTypes: true }).filter((e) => e.isDirectory()) : [];
  for (const version of versions) {
    const folder = path.join(v8, version.name);
    for (const entry of readdirSync(folder)) {
      const file = statSync(path.join(folder, entry), { throwIfNoEntry: false });
      if (file?.isFile() && file.mtimeMs < since) rmSync(path.join(folder, entry), { force: true });
    }
  }
}
