// package.json tells the truth: the Node floor is the highest any installed package needs (and every
// file that names a Node version agrees), whatever the CLI imports at run time is a dependency, type
// packages match what they describe, and no moving `@latest` request is left unpinned.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

interface Manifest {
  name?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, Record<string, string> | string>;
  types?: string;
  typings?: string;
  exports?: unknown;
}
interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const pkg = readJson<Manifest>('package.json');
const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
const installed = Object.keys(lock.packages).filter((dir) => dir && existsSync(path.join(root, dir, 'package.json')));

/** The floor of our engines range, e.g. ">=22.22.2" -> 22.22.2. */
const ourFloor = semver.minVersion(pkg.engines?.node ?? '')?.version;
const major = ourFloor ? semver.major(ourFloor) : Number.NaN;

/** The lowest version of our Node major a package's engines range accepts (undefined: it names no such version). */
function floorInMajor(range: string): string | undefined {
  const inMajor = new semver.Range(range).set.flatMap((comparators) => {
    const set = `${comparators.map((c) => c.value).join(' ')} >=${major}.0.0 <${major + 1}.0.0-0`;
    const min = semver.validRange(set) ? semver.minVersion(set) : null;
    return min && semver.satisfies(min, set) ? [min.version] : [];
  });
  return inMajor.sort(semver.compare)[0];
}

describe('Node version', () => {
  const floors = installed.flatMap((dir) => {
    const range = readJson<Manifest>(path.join(dir, 'package.json')).engines?.node;
    return range ? [{ dir, range, floor: floorInMajor(range) }] : [];
  });

  it('every installed package accepts our Node major', () => {
    expect(floors.filter((f) => !f.floor)).toEqual([]);
  });

  it('engines.node is the highest floor any installed package needs', () => {
    const highest = floors.map((f) => f.floor as string).sort(semver.rcompare)[0];
    const needing = floors.filter((f) => f.floor === highest).map((f) => f.dir);
    expect({ engines: ourFloor, needing }).toEqual({ engines: highest, needing });
  });

  it('.nvmrc names the same version', () => {
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(ourFloor);
  });

  it('@types/node describes the supported Node major', () => {
    const types = pkg.devDependencies?.['@types/node'] ?? '';
    expect(semver.minVersion(types)?.major).toBe(major);
  });
});

describe('dependencies', () => {
  // Every bare import of the code the CLI runs (client code is bundled by the build, so it counts too).
  const sources = fg.sync(['generator/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'bin/*'], {
    cwd: root,
  });
  const packageOf = (spec: string) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  const runtimeImports = new Set(
    sources.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^'.][^']*)'|\bimport\(\s*'([^'.][^']*)'\s*\)/gm,
        ),
      ]
        .map((m) => m[1] ?? m[2])
        .filter((spec) => !spec.startsWith('node:') && !spec.startsWith('/'))
        .map(packageOf),
    ),
  );

  it('finds the imports it checks', () => {
    expect([...runtimeImports]).toEqual(expect.arrayContaining(['commander', 'html-validate', 'react', 'tsx']));
  });

  it('whatever the CLI imports at run time is a dependency, not a devDependency', () => {
    const missing = [...runtimeImports].filter((name) => !pkg.dependencies?.[name]).sort();
    expect(missing).toEqual([]);
  });

  it('no @types/* package for a package that ships its own types', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const redundant = Object.keys(all)
      .filter((name) => name.startsWith('@types/') && name !== '@types/node')
      .filter((name) => {
        const described = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
        const dir = path.join('node_modules', described);
        if (!existsSync(path.join(root, dir, 'package.json'))) return false;
        const m = readJson<Manifest>(path.join(dir, 'package.json'));
        return Boolean(m.types ?? m.typings) || existsSync(path.join(root, dir, 'index.d.ts'));
      });
    expect(redundant).toEqual([]);
  });

  it('every request for a dist-tag such as @latest inside the tree is pinned by an override', () => {
    const unpinned = Object.entries(lock.packages).flatMap(([dir, entry]) => {
      const parent = dir.split('node_modules/').pop() ?? '';
      return Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })
        .filter(([, spec]) => /^[a-z][\w.-]*$/i.test(spec))
        .filter(([name]) => {
          const override = pkg.overrides?.[parent];
          return !(typeof override === 'object' && semver.valid(override[name]));
        })
        .map(([name, spec]) => `${parent} -> ${name}@${spec}`);
    });
    expect(unpinned).toEqual([]);
  });
});

describe('the install step', () => {
  it("compiles the CLI bundle in npm ci's prepare script, never failing the install (issue #39: a fresh clone's first build compiles nothing)", () => {
    const { scripts } = readJson<{ scripts: Record<string, string> }>('package.json');
    // bin/build-site compiles the bundle (generator/cli/compiled.ts) before it reads its arguments.
    expect(scripts.prepare).toBe('node bin/build-site --version > /dev/null || true');
    expect(readFileSync(path.join(root, 'bin/build-site'), 'utf8')).toMatch(
      /cli = await compiledCli\(root\);[\s\S]*await import\(cli\.entry\)/,
    );
  });
});
