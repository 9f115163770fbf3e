// Nothing outside the project is deployed: a symbolic link in public/ is followed only to a file or
// folder inside the project, the output never holds a link, `build-site check` fails on one, and the
// output marker is not served.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { buildSite } from '../../generator/pipeline/build.ts';
import { linkTree } from '../../generator/pipeline/write/link-tree.ts';
import { OUTPUT_MARKER } from '../../generator/pipeline/write/output-dir.ts';
import { listPublicFiles } from '../../generator/pipeline/write/public-files.ts';
import type { HostDialect } from '../../generator/serve/host-rules.ts';
import { startServer } from '../../generator/serve/serve.ts';
import { runCli } from '../fixtures/cli.ts';
import { DIST } from '../fixtures/dist.ts';
import { CONTENT, ROOT, copyContent, tempDir } from '../fixtures/html.ts';
import { closeServer } from '../fixtures/close-server.ts';

let work: { dir: string; cleanup: () => void };
/** Outside every test project: what a link must never bring into an output. */
let outside: string;

beforeAll(() => {
  work = tempDir('build-site-deployed-');
  outside = path.join(realpathSync(work.dir), 'outside');
  mkdirSync(path.join(outside, 'folder'), { recursive: true });
  writeFileSync(path.join(outside, 'secret.txt'), 'secret\n');
  writeFileSync(path.join(outside, 'folder/key.txt'), 'key\n');
});

afterAll(() => work?.cleanup());

let projects = 0;
/** A project folder (beside `outside`) with a public/ holding one ordinary file. */
function project(): { root: string; pub: string } {
  projects += 1;
  const root = path.join(realpathSync(work.dir), `project-${projects}`);
  const pub = path.join(root, 'public');
  mkdirSync(path.join(pub, 'media'), { recursive: true });
  writeFileSync(path.join(pub, 'media/plain.txt'), 'plain\n');
  return { root, pub };
}

/** The lines of the ContentError listPublicFiles throws, or fails the test if it returns. */
function refusal(pub: string, root: string): string[] {
  try {
    listPublicFiles(pub, root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split('\n');
  }
  throw new Error('expected listPublicFiles to refuse');
}

/** Every symbolic link under dir, found with lstat (readdir's types come from the same call). */
function linksUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (lstatSync(path.join(dir, name)).isSymbolicLink()) found.push(name);
  }
  return found;
}

describe('a dotfile in public/', () => {
  it('is left out of the output and named, while .well-known/ is published', () => {
    const { root, pub } = project();
    writeFileSync(path.join(pub, '.env'), 'SUPABASE_KEY=secret\n');
    mkdirSync(path.join(pub, 'media/.git'));
    writeFileSync(path.join(pub, 'media/.git/HEAD'), 'ref: refs/heads/main\n');
    mkdirSync(path.join(pub, '.well-known'));
    writeFileSync(path.join(pub, '.well-known/security.txt'), 'Contact: mailto:office@example.com\n');
    const { files, hidden } = listPublicFiles(pub, root);
    expect(hidden.sort()).toEqual(['.env', 'media/.git']);
    expect(files.map((f) => f.rel).sort()).toEqual(['.well-known/security.txt', 'media/plain.txt']);
  });
});

describe('a symbolic link in public/', () => {
  it('to a file outside the project is refused in one line naming it', () => {
    const { root, pub } = project();
    symlinkSync(path.join(outside, 'secret.txt'), path.join(pub, 'media/secret.txt'));
    expect(refusal(pub, root)).toEqual([
      `public/media/secret.txt is a symbolic link to ${outside}/secret.txt, outside the project: expected a file inside the project`,
    ]);
  });

  it('to a folder outside the project is refused', () => {
    const { root, pub } = project();
    symlinkSync(path.join(outside, 'folder'), path.join(pub, 'docs'));
    expect(refusal(pub, root)).toEqual([
      `public/docs is a symbolic link to ${outside}/folder, outside the project: expected a file inside the project`,
    ]);
  });

  it('that leads outside through a relative path is refused with the real target', () => {
    const { root, pub } = project();
    symlinkSync('../../../outside/secret.txt', path.join(pub, 'media/up.txt'));
    expect(refusal(pub, root)).toEqual([
      `public/media/up.txt is a symbolic link to ${outside}/secret.txt, outside the project: expected a file inside the project`,
    ]);
  });

  it('that dangles is refused', () => {
    const { root, pub } = project();
    symlinkSync('gone.txt', path.join(pub, 'media/dangling.txt'));
    expect(refusal(pub, root)).toEqual([
      `public/media/dangling.txt is a symbolic link to ${pub}/media/gone.txt, which does not exist: expected a file inside the project`,
    ]);
  });

  it('that loops, to itself or to a folder it lies in, is refused', () => {
    const { root, pub } = project();
    symlinkSync('self', path.join(pub, 'media/self'));
    symlinkSync('..', path.join(pub, 'media/again'));
    expect(refusal(pub, root).sort()).toEqual([
      `public/media/again is a symbolic link to ${pub}, which loops: expected a file inside the project`,
      `public/media/self is a symbolic link to ${pub}/media/self, which loops: expected a file inside the project`,
    ]);
  });

  it('to a hidden file or folder inside the project (.env, .git/) is refused', () => {
    const { root, pub } = project();
    writeFileSync(path.join(root, '.env'), 'SUPABASE_KEY=secret\n');
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, '.git/config'), '[remote]\n');
    symlinkSync('../../.env', path.join(pub, 'media/settings.txt'));
    symlinkSync(path.join(root, '.git'), path.join(pub, 'repo'));
    expect(refusal(pub, root).sort()).toEqual([
      `public/media/settings.txt is a symbolic link to ${root}/.env, a hidden file inside the project: expected a file inside the project`,
      `public/repo is a symbolic link to ${root}/.git, a hidden file inside the project: expected a file inside the project`,
    ]);
  });

  it('to a .well-known/ folder inside the project is followed', () => {
    const { root, pub } = project();
    mkdirSync(path.join(root, 'site-meta/.well-known'), { recursive: true });
    mkdirSync(path.join(root, '.well-known'));
    writeFileSync(path.join(root, '.well-known/security.txt'), 'Contact: mailto:office@example.com\n');
    symlinkSync(path.join(root, '.well-known'), path.join(pub, '.well-known'));
    const { files } = listPublicFiles(pub, root);
    expect(files.map((f) => f.rel).sort()).toEqual(['.well-known/security.txt', 'media/plain.txt']);
  });

  it('to a file or folder inside the project is followed: the output gets regular files', () => {
    const { root, pub } = project();
    mkdirSync(path.join(root, 'brand/icons'), { recursive: true });
    writeFileSync(path.join(root, 'brand/logo.svg'), '<svg/>');
    writeFileSync(path.join(root, 'brand/icons/star.svg'), '<svg id="star"/>');
    symlinkSync('../../brand/logo.svg', path.join(pub, 'media/logo.svg'));
    symlinkSync(path.join(root, 'brand/icons'), path.join(pub, 'icons'));
    const out = path.join(root, 'out');
    linkTree(listPublicFiles(pub, root).files, out);
    for (const [file, text] of [
      ['media/logo.svg', '<svg/>'],
      ['icons/star.svg', '<svg id="star"/>'],
      ['media/plain.txt', 'plain\n'],
    ]) {
      expect(lstatSync(path.join(out, file)).isFile(), file).toBe(true);
      expect(readFileSync(path.join(out, file), 'utf8')).toBe(text);
    }
    expect(linksUnder(out)).toEqual([]);
  });
});

/** A project of its own: this repository's client code, the shipped content, and a public/ to plant links in. */
function buildableProject() {
  const { root, pub } = project();
  for (const shared of ['client', 'node_modules']) symlinkSync(path.join(ROOT, shared), path.join(root, shared));
  cpSync(path.join(ROOT, 'public'), pub, { recursive: true });
  const outDir = path.join(root, 'dist');
  // The caches come with node_modules: this run's build filled them.
  const options = { root, contentDir: CONTENT, outDir };
  return { root, pub, outDir, options };
}

describe('a build', () => {
  it('with a link out of the project fails before writing, naming it, and leaves the previous output', async () => {
    const { pub, outDir, options } = buildableProject();
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, OUTPUT_MARKER), '');
    writeFileSync(path.join(outDir, 'index.html'), 'previous site');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(pub, 'secret.txt'));
    const error = await buildSite(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toHaveLength(1);
    expect((error as Error).message).toBe(
      `public/secret.txt is a symbolic link to ${outside}/secret.txt, outside the project: expected a file inside the project`,
    );
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous site');
    expect(readdirSync(path.dirname(outDir)).filter((f) => f.includes('-tmp-'))).toEqual([]);
  });

  it('follows links inside the project and writes an output without any symbolic link', async () => {
    const { root, pub, outDir, options } = buildableProject();
    mkdirSync(path.join(root, 'brand'));
    writeFileSync(path.join(root, 'brand/mark.svg'), '<svg id="mark"/>');
    symlinkSync(path.join(root, 'brand/mark.svg'), path.join(pub, 'media/mark.svg'));
    symlinkSync(path.join(root, 'brand'), path.join(pub, 'brand'));
    await buildSite(options);
    expect(readFileSync(path.join(outDir, 'media/mark.svg'), 'utf8')).toBe('<svg id="mark"/>');
    expect(readFileSync(path.join(outDir, 'brand/mark.svg'), 'utf8')).toBe('<svg id="mark"/>');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(linksUnder(outDir)).toEqual([]);
  }, 120_000);
});

describe('a build whose cache holds a symbolic link', () => {
  it('refuses to swap in an output holding it, and leaves the previous output', async () => {
    const { root, outDir, options } = buildableProject();
    // This run's share images, each cached file replaced by a link out of the project.
    const cacheDir = path.join(root, 'cache');
    const share = path.join(cacheDir, 'share');
    cpSync(path.join(ROOT, 'node_modules/.cache/build-site/share'), share, { recursive: true });
    const cached = readdirSync(share).filter((f) => /^[0-9a-f]{32}\.jpg$/.test(f));
    expect(cached.length).toBeGreaterThan(0);
    for (const file of cached) {
      rmSync(path.join(share, file));
      symlinkSync(path.join(outside, 'secret.txt'), path.join(share, file));
    }
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, OUTPUT_MARKER), '');
    writeFileSync(path.join(outDir, 'index.html'), 'previous site');
    const error = await buildSite({ ...options, cacheDir }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^the output would hold a symbolic link: media\/share\/\S+\.jpg: symbolic link to \S+\/outside\/secret\.txt \(outside the output folder\)/,
    );
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous site');
    expect(readdirSync(root).filter((f) => f.includes('-tmp-'))).toEqual([]);
  }, 120_000);
});

describe('a build whose photo and bundle caches hold symbolic links', () => {
  // Copying follows a link, so these would put the secret's bytes in the output as a regular file,
  // where neither the guard before the swap nor `check` can see it: the entries must be misses.
  it('copies none of them: the photos are encoded and the bundles made again, the caches repaired', async () => {
    const copy = copyContent('build-site-cache-links-');
    try {
      const file = path.join(copy.content, 'projects/arlington-hardwood-restoration.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^image: .+$/m, 'image: media/owner.jpg'));
      mkdirSync(path.join(copy.content, 'media'));
      const pixels = Buffer.alloc(1200 * 800 * 3, 140);
      await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } })
        .jpeg()
        .toFile(path.join(copy.content, 'media/owner.jpg'));
      const cacheDir = path.join(copy.dir, 'cache');
      cpSync(path.join(ROOT, 'node_modules/.cache/build-site/share'), path.join(cacheDir, 'share'), {
        recursive: true,
      });
      const options = { root: ROOT, contentDir: copy.content, cacheDir };
      await buildSite({ ...options, outDir: path.join(copy.dir, 'first') });
      const planted = fg.sync(['images/*/*.{avif,webp,jpg,png}', 'esbuild/*/files/**'], {
        cwd: cacheDir,
        absolute: true,
      });
      expect(planted.filter((f) => f.includes('/images/')).length).toBeGreaterThan(0);
      expect(planted.filter((f) => f.includes('/esbuild/')).length).toBeGreaterThan(0);
      for (const entry of planted) {
        rmSync(entry);
        symlinkSync(path.join(outside, 'secret.txt'), entry);
      }

      const outDir = path.join(copy.dir, 'second');
      await buildSite({ ...options, outDir });
      const secret = readFileSync(path.join(outside, 'secret.txt'));
      const copied = fg
        .sync('**', { cwd: outDir, dot: true })
        .filter((f) => statSync(path.join(outDir, f)).size === secret.length)
        .filter((f) => readFileSync(path.join(outDir, f)).equals(secret));
      expect(copied).toEqual([]);
      expect(linksUnder(outDir)).toEqual([]);
      expect(planted.filter((f) => !lstatSync(f, { throwIfNoEntry: false })?.isFile())).toEqual([]);
    } finally {
      copy.cleanup();
    }
  }, 180_000);
});

describe('an owner photo in the content folder', () => {
  it('that is a symbolic link out of the project is refused, its pixels never encoded', async () => {
    const copy = copyContent('build-site-photo-link-');
    try {
      const project = 'projects/arlington-hardwood-restoration.yaml';
      const file = path.join(copy.content, project);
      const source = readFileSync(file, 'utf8').replace(/^image: .+$/m, 'image: media/linked.jpg');
      writeFileSync(file, source);
      mkdirSync(path.join(copy.content, 'media'), { recursive: true });
      writeFileSync(path.join(outside, 'photo.jpg'), 'any bytes: the link is refused before they are read');
      symlinkSync(path.join(outside, 'photo.jpg'), path.join(copy.content, 'media/linked.jpg'));
      const outDir = path.join(copy.dir, 'out');
      const error = await buildSite({ root: ROOT, contentDir: copy.content, outDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      const line = source.split('\n').findIndex((l) => l.startsWith('image: ')) + 1;
      expect((error as Error).message).toBe(
        `content/${project}:${line} image: image "media/linked.jpg" is a symbolic link to ${outside}/photo.jpg, outside the project: expected a photo inside it`,
      );
      expect(existsSync(outDir)).toBe(false);
    } finally {
      copy.cleanup();
    }
  }, 60_000);
});

describe('build-site check', () => {
  // A folder of links and no page: what is checked here is the links, not the pages' validation.
  it('fails on a symbolic link in the output, with a line naming it and where it leads, reading none', async () => {
    const out = path.join(realpathSync(work.dir), 'checked');
    mkdirSync(path.join(out, 'assets'), { recursive: true });
    writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *\n');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(out, 'secret.txt'));
    symlinkSync('../robots.txt', path.join(out, 'assets/again.html'));
    symlinkSync('nowhere.html', path.join(out, 'gone.html'));
    const run = await runCli(['check', '-o', out], { timeoutMs: 60_000 });
    const why = 'expected a regular file, since hosts upload what a link points to';
    expect(run.stderr.split('\n').sort()).toEqual(
      [
        '',
        `${out}/assets/again.html: symbolic link to ${out}/robots.txt (inside the output folder): ${why}`,
        `${out}/gone.html: symbolic link to ${out}/nowhere.html (dangling or looping): ${why}`,
        `${out}/secret.txt: symbolic link to ${outside}/secret.txt (outside the output folder): ${why}`,
      ].sort(),
    );
    expect(run.stdout).toMatch(/^Checked 0 pages: .*, 3 symbolic links$/m);
    expect(run.status).toBe(1);
  }, 60_000);
});

describe('the output marker', () => {
  // Cloudflare Pages uploads and serves dotfiles (docs/deploy.md), so the rule in _redirects is what keeps
  // it from visitors there; the preview server applies it before looking for a file, as the hosts do.
  it(`is not served: /${OUTPUT_MARKER} is redirected home on either host`, async () => {
    const marker = readFileSync(path.join(DIST, OUTPUT_MARKER), 'utf8');
    for (const dialect of ['netlify', 'cloudflare'] as HostDialect[]) {
      const server = await startServer(DIST, 0, { dialect });
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${OUTPUT_MARKER}`, {
          redirect: 'manual',
        });
        expect(res.status, dialect).toBe(301);
        expect(res.headers.get('location'), dialect).toBe('/');
        expect(await res.text(), dialect).not.toContain(marker.trim());
      } finally {
        await closeServer(server);
      }
    }
  });
});
