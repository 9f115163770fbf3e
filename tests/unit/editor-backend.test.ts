// The web editor's local backend (generator/serve/editor/): who may call it (access.ts), which files it
// may touch (paths.ts), and the protocol answers and refusals over raw HTTP (admin-routes.ts, backend.ts),
// on a temp project of its own. A refused request writes nothing.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAccess, isLoopback } from '../../generator/serve/editor/access.ts';
import { editorRoutes } from '../../generator/serve/editor/admin-routes.ts';
import { answerBackend } from '../../generator/serve/editor/backend.ts';
import { writeAtomic } from '../../generator/serve/editor/backend-files.ts';
import { closeServer } from '../fixtures/close-server.ts';

describe('access: loopback socket, own Host, own Origin', () => {
  const port = 4173;
  const ok = { remoteAddress: '127.0.0.1', host: '127.0.0.1:4173', origin: undefined };

  it("answers a browser on this computer at the dev server's own names", () => {
    for (const host of ['127.0.0.1:4173', 'localhost:4173', '[::1]:4173', 'LOCALHOST:4173'])
      expect(checkAccess({ ...ok, host, origin: `http://${host}` }, port)).toEqual({ ok: true });
    expect(checkAccess({ ...ok, remoteAddress: '::ffff:127.0.0.1' }, port)).toEqual({ ok: true });
    expect(checkAccess({ ...ok, remoteAddress: '::1' }, port)).toEqual({ ok: true });
  });

  it('refuses a socket from another machine, whatever its headers say', () => {
    for (const remoteAddress of ['192.168.1.20', '::ffff:10.0.0.3', 'fe80::1', '0.0.0.0', undefined]) {
      const verdict = checkAccess({ ...ok, remoteAddress }, port);
      expect(verdict.ok, String(remoteAddress)).toBe(false);
    }
  });

  it('refuses a foreign Host (DNS rebinding), another port, or none', () => {
    for (const host of ['evil.example:4173', 'evil.example', '127.0.0.1:4174', '127.0.0.1', undefined, '']) {
      const verdict = checkAccess({ ...ok, host }, port);
      expect(verdict, String(host)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/^Host .* is not this dev server/),
      });
    }
  });

  it('refuses a foreign Origin (a web page in the same browser), also one naming another of our hosts', () => {
    for (const origin of ['https://evil.example', 'http://localhost:4173', 'null', 'http://127.0.0.1:4174']) {
      const verdict = checkAccess({ ...ok, origin }, port);
      expect(verdict, origin).toMatchObject({ ok: false, reason: expect.stringMatching(/^Origin /) });
    }
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['128.0.0.1', '::2', '::ffff:192.168.0.1', '', 'localhost'].some(isLoopback)).toBe(false);
  });

  it('knows an IPv4-mapped loopback however it is written, and nothing around one', () => {
    for (const address of ['::FFFF:127.9.8.7', '::ffff:7f00:1', '0:0:0:0:0:ffff:127.0.0.1', '127.255.255.255'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['x::ffff:127.0.0.1', '::ffff:127.0.0.1.5', '::ffff:128.0.0.1', '126.255.255.255', undefined])
      expect(isLoopback(address), String(address)).toBe(false);
  });

  it('names the Host it refuses, an absent one as ""', () => {
    expect(checkAccess({ ...ok, host: undefined }, port)).toEqual({
      ok: false,
      reason: 'Host "" is not this dev server (127.0.0.1:4173)',
    });
    expect(checkAccess({ ...ok, host: 'evil.example:4173' }, port)).toEqual({
      ok: false,
      reason: 'Host "evil.example:4173" is not this dev server (127.0.0.1:4173)',
    });
  });
});

describe('backend: reads and writes only inside content/', () => {
  let root: string;
  let outside: string;
  const where = () => ({ root, contentDir: path.join(root, 'content') });
  const persist = (dataPath: string, raw = 'x: 1\n') =>
    answerBackend(where(), { action: 'persistEntry', params: { dataFiles: [{ path: dataPath, raw }], assets: [] } });

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-backend-'));
    outside = mkdtempSync(path.join(os.tmpdir(), 'editor-outside-'));
    mkdirSync(path.join(root, 'content/services'), { recursive: true });
    writeFileSync(path.join(root, 'content/services/a.yaml'), 'name: A\n');
    writeFileSync(path.join(root, 'package.json'), '{}\n');
    writeFileSync(path.join(outside, 'secret.yaml'), 'secret: 1\n');
    symlinkSync(outside, path.join(root, 'content/linked'), 'dir');
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'content/services/link.yaml'));
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('saves a file inside content/ atomically, leaving no temp file', async () => {
    expect(await persist('content/services/a.yaml', 'name: B\n')).toEqual({
      status: 200,
      body: { message: 'entry persisted' },
    });
    expect(readFileSync(path.join(root, 'content/services/a.yaml'), 'utf8')).toBe('name: B\n');
    expect(readdirSync(path.join(root, 'content/services')).sort()).toEqual(['a.yaml', 'link.yaml']);
  });

  it.each([
    ['content/../package.json', 'a path with ".."'],
    ['content/services/../../package.json', 'a path with ".."'],
    ['/etc/passwd', 'an absolute path'],
    [path.join(os.tmpdir(), 'x.yaml'), 'an absolute path'],
    ['C:\\x.yaml', 'an absolute path'],
    ['package.json', 'outside the content folder'],
    ['.git/hooks/pre-commit', 'outside the content folder'],
    ['content', 'outside the content folder'],
    ['content/services/a\0.yaml', 'a path with a NUL byte'],
    ['content/linked/secret.yaml', 'leads outside the content folder through a symbolic link'],
    ['content/linked/new/deep.yaml', 'leads outside the content folder through a symbolic link'],
    ['content/services/link.yaml', 'a symbolic link'],
  ])('refuses to write %j (%s) with 403 and writes nothing', async (given, reason) => {
    const answer = await persist(given, 'hacked: 1\n');
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toContain(reason);
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}\n');
    expect(readFileSync(path.join(outside, 'secret.yaml'), 'utf8')).toBe('secret: 1\n');
    expect(readdirSync(outside)).toEqual(['secret.yaml']);
  });

  it('refuses every file of a save when one path is refused', async () => {
    const answer = await answerBackend(where(), {
      action: 'persistEntry',
      params: {
        dataFiles: [
          { path: 'content/services/c.yaml', raw: 'name: C\n' },
          { path: '../outside.yaml', raw: 'x: 1\n' },
        ],
        assets: [],
      },
    });
    expect(answer.status).toBe(403);
    expect(readdirSync(path.join(root, 'content/services'))).not.toContain('c.yaml');
  });

  it('refuses to read or list through a link out of content/', async () => {
    for (const body of [
      { action: 'getEntry', params: { path: 'content/linked/secret.yaml' } },
      { action: 'getMediaFile', params: { path: 'content/services/link.yaml' } },
      { action: 'entriesByFolder', params: { folder: 'content/linked', extension: 'yaml', depth: 1 } },
      { action: 'deleteFile', params: { path: 'package.json' } },
    ])
      expect((await answerBackend(where(), body)).status, body.action).toBe(403);
    const listed = await answerBackend(where(), {
      action: 'entriesByFolder',
      params: { folder: 'content', extension: 'yaml', depth: 3 },
    });
    expect(JSON.stringify(listed.body)).not.toContain('secret');
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}\n');
  });

  it('takes a photo upload into content/media/ under a plain name, and refuses other names', async () => {
    const asset = (name: string) => ({
      path: `content/media/${name}`,
      content: Buffer.from('photo').toString('base64'),
      encoding: 'base64',
    });
    const saved = await answerBackend(where(), { action: 'persistMedia', params: { asset: asset('deck-1.jpg') } });
    expect(saved).toMatchObject({ status: 200, body: { path: 'content/media/deck-1.jpg', name: 'deck-1.jpg' } });
    expect(readFileSync(path.join(root, 'content/media/deck-1.jpg'), 'utf8')).toBe('photo');
    for (const name of ['page.html', 'x.svg', '.hidden.jpg', 'a b.jpg'])
      expect(
        (await answerBackend(where(), { action: 'persistMedia', params: { asset: asset(name) } })).status,
        name,
      ).toBe(403);
    expect(readdirSync(path.join(root, 'content/media'))).toEqual(['deck-1.jpg']);
  });

  it('answers the protocol: info, entries by folder, unknown actions', async () => {
    expect((await answerBackend(where(), { action: 'info' })).body).toMatchObject({
      type: 'local_fs',
      publish_modes: ['simple'],
    });
    const listed = await answerBackend(where(), {
      action: 'entriesByFolder',
      params: { folder: 'content/services', extension: 'yaml', depth: 1 },
    });
    expect(listed.body).toEqual([
      { data: 'name: B\n', file: { path: 'content/services/a.yaml', id: expect.any(String) } },
    ]);
    expect((await answerBackend(where(), { action: 'unpublishedEntries' })).status).toBe(422);
    const missing = await answerBackend(where(), {
      action: 'getMediaFile',
      params: { path: 'content/media/none.jpg' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('backend: the protocol, answer by answer', () => {
  let root: string;
  const where = () => ({ root, contentDir: path.join(root, 'content') });
  const ask = (action: string, params: unknown) => answerBackend(where(), { action, params });
  const paths = (answer: { body: unknown }) => (answer.body as { file: { path: string } }[]).map((e) => e.file.path);
  const error = (answer: { body: unknown }) => (answer.body as { error: string }).error;

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-protocol-'));
    for (const [rel, text] of [
      ['content/top.yaml', 'top: 1\n'],
      ['content/notes.md', '# N\n'],
      ['content/services/a.yaml', 'name: A\n'],
      ['content/services/deep/b.yaml', 'name: B\n'],
      ['content/media/a/dark-oak.jpg', 'dark oak'],
      ['content/media/projects/oak.jpg', 'oak'],
    ]) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    symlinkSync(path.join(root, 'content/services/a.yaml'), path.join(root, 'content/services/inner.yaml'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists a folder as deep as asked, the content folder itself too: depth 0, 1, 2 and 3', async () => {
    const listed = (depth: number) => ask('entriesByFolder', { folder: 'content', extension: 'yaml', depth });
    expect(await listed(0)).toEqual({ status: 200, body: [] });
    expect(paths(await listed(1))).toEqual(['content/top.yaml']);
    expect(paths(await listed(2))).toEqual(['content/services/a.yaml', 'content/top.yaml']);
    expect(paths(await listed(3))).toEqual([
      'content/services/a.yaml',
      'content/services/deep/b.yaml',
      'content/top.yaml',
    ]);
  });

  it('lists every file without an extension, and a folder not there as empty', async () => {
    expect(paths(await ask('entriesByFolder', { folder: 'content', depth: 1 }))).toEqual([
      'content/notes.md',
      'content/top.yaml',
    ]);
    expect(await ask('entriesByFolder', { folder: 'content/guides', extension: 'md', depth: 1 })).toEqual({
      status: 200,
      body: [],
    });
  });

  it('reads entries by file: label kept, a missing file as null, an entry without a path refused', async () => {
    const files = [{ path: 'content/top.yaml', label: 'Top' }, { path: 'content/none.yaml' }];
    expect(await ask('entriesByFiles', { files })).toEqual({
      status: 200,
      body: [
        {
          data: 'top: 1\n',
          file: {
            path: 'content/top.yaml',
            label: 'Top',
            id: '75e4b5fe8215d51bd16a61a7db5f8c1bca9a7770d5ea9a9df88b702a5270a786',
          },
        },
        { data: null, file: { path: 'content/none.yaml', id: null } },
      ],
    });
    expect(await ask('entriesByFiles', { files: [null] })).toEqual({
      status: 403,
      body: { error: 'refused: "undefined": expected a path inside the content folder' },
    });
  });

  it('answers a photo by its name: the file of exactly that name, base64', async () => {
    // media/a/dark-oak.jpg ends in "oak.jpg" and is listed first; it is not the one named.
    expect(await ask('getMediaFile', { path: 'content/media/oak.jpg' })).toEqual({
      status: 200,
      body: {
        id: 'df877645404747cb797334b8055b51fc081856d44f5f59a4107f3cdd495c7a0e',
        content: 'b2Fr',
        encoding: 'base64',
        path: 'content/media/oak.jpg',
        name: 'oak.jpg',
      },
    });
  });

  it('refuses a save whose path is missing, empty or not text', async () => {
    for (const [given, shown] of [
      [undefined, 'undefined'],
      ['', ''],
      [42, '42'],
    ]) {
      const answer = await ask('persistEntry', { dataFiles: [{ path: given, raw: 'x: 1\n' }] });
      expect(answer.status, String(given)).toBe(403);
      expect(error(answer)).toBe(`refused: "${shown}": expected a path inside the content folder`);
    }
  });

  it('refuses to write through a symbolic link even to a file inside content/', async () => {
    const answer = await ask('persistEntry', { dataFiles: [{ path: 'content/services/inner.yaml', raw: 'x: 1\n' }] });
    expect(answer).toEqual({ status: 403, body: { error: 'refused: "content/services/inner.yaml": a symbolic link' } });
    expect(readFileSync(path.join(root, 'content/services/a.yaml'), 'utf8')).toBe('name: A\n');
    expect(lstatSync(path.join(root, 'content/services/inner.yaml')).isSymbolicLink()).toBe(true);
  });

  it('deletes one file or several, saying how many', async () => {
    for (const name of ['x1.yaml', 'x2.yaml', 'x3.yaml']) writeFileSync(path.join(root, 'content', name), 'x: 1\n');
    expect(await ask('deleteFiles', { paths: ['content/x1.yaml', 'content/x2.yaml'] })).toEqual({
      status: 200,
      body: { message: 'deleted 2 file(s)' },
    });
    expect(await ask('deleteFile', { path: 'content/x3.yaml' })).toEqual({
      status: 200,
      body: { message: 'deleted 1 file(s)' },
    });
    expect(readdirSync(path.join(root, 'content')).sort()).toEqual(['media', 'notes.md', 'services', 'top.yaml']);
  });

  it('has no deploy preview', async () => {
    expect(await ask('getDeployPreview', {})).toEqual({ status: 200, body: null });
  });
});

describe('backend: a save, file by file (no build checks)', () => {
  let root: string;
  const where = () => ({ root, contentDir: path.join(root, 'content') });
  const save = (params: unknown) => answerBackend(where(), { action: 'persistEntry', params });
  const at = (rel: string) => path.join(root, rel);
  const read = (rel: string) => readFileSync(at(rel), 'utf8');
  const saved = { status: 200, body: { message: 'entry persisted' } };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-save-'));
    mkdirSync(at('content/services'), { recursive: true });
    writeFileSync(at('content/services/a.yaml'), 'name: A\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a new entry at a free address, and an entry renamed to a free one (the old file gone)', async () => {
    expect(
      await save({ dataFiles: [{ path: 'content/services/b.yaml', raw: 'name: B\n' }], options: { newEntry: true } }),
    ).toEqual(saved);
    expect(read('content/services/b.yaml')).toBe('name: B\n');
    expect(
      await save({
        dataFiles: [{ path: 'content/services/a.yaml', newPath: 'content/services/c.yaml', raw: 'name: C\n' }],
      }),
    ).toEqual(saved);
    expect(readdirSync(at('content/services')).sort()).toEqual(['b.yaml', 'c.yaml']);
    expect(read('content/services/c.yaml')).toBe('name: C\n');
  });

  it('an entry "renamed" to its own address is saved in place, not refused as taken', async () => {
    expect(
      await save({
        dataFiles: [{ path: 'content/services/a.yaml', newPath: 'content/services/a.yaml', raw: 'name: Z\n' }],
      }),
    ).toEqual(saved);
    expect(read('content/services/a.yaml')).toBe('name: Z\n');
  });

  it('a save without an assets list saves its data files', async () => {
    expect(await save({ dataFiles: [{ path: 'content/services/a.yaml', raw: 'name: Y\n' }] })).toEqual(saved);
  });

  it('refuses a data file or a photo that is null, a data file that is not text, a photo that is not base64 text', async () => {
    const pathRefused = {
      status: 403,
      body: { error: 'refused: "undefined": expected a path inside the content folder' },
    };
    expect(await save({ dataFiles: [null] })).toEqual(pathRefused);
    expect(await save({ dataFiles: [], assets: [null] })).toEqual(pathRefused);
    expect(await save({ dataFiles: [{ path: 'content/services/a.yaml', raw: 42 }] })).toEqual({
      status: 422,
      body: { error: 'expected each data file as text (raw)' },
    });
    expect(
      await save({ dataFiles: [], assets: [{ path: 'content/media/a.jpg', content: 42, encoding: 'base64' }] }),
    ).toEqual({ status: 422, body: { error: 'expected base64 content' } });
    expect(read('content/services/a.yaml')).toBe('name: A\n');
    expect(readdirSync(at('content'))).toEqual(['services']);
  });

  it('names the photo names it takes', async () => {
    const answer = await save({
      dataFiles: [],
      assets: [{ path: 'content/media/A b.jpg', content: 'eA==', encoding: 'base64' }],
    });
    expect(answer).toEqual({
      status: 403,
      body: {
        error:
          'refused: "A b.jpg": expected a photo named with a-z, 0-9, ".", "-" or "_" and ending in .jpg, .jpeg, .png, .webp, .avif, .tif, .tiff',
      },
    });
  });

  it('a broken entry may be saved over with a fixed one (only site.yaml keeps its developer settings)', async () => {
    writeFileSync(at('content/services/a.yaml'), 'name: [\n');
    expect(await save({ dataFiles: [{ path: 'content/services/a.yaml', raw: 'name: A\n' }] })).toEqual(saved);
  });

  it("site.yaml: a new one without developer settings is written; an unreadable one's settings cannot be replaced", async () => {
    expect(await save({ dataFiles: [{ path: 'content/site.yaml', raw: 'name: x\n' }] })).toEqual(saved);
    writeFileSync(at('content/site.yaml'), 'a: [\n');
    const refused = await save({ dataFiles: [{ path: 'content/site.yaml', raw: 'a: 1\n' }] });
    expect(refused.status).toBe(403);
    expect(read('content/site.yaml')).toBe('a: [\n');
  });

  it('site.yaml: an empty one, or one whose analytics is null, is read as having no developer settings', async () => {
    writeFileSync(at('content/site.yaml'), '');
    expect(await save({ dataFiles: [{ path: 'content/site.yaml', raw: 'analytics: null\n' }] })).toEqual(saved);
    expect(await save({ dataFiles: [{ path: 'content/site.yaml', raw: 'analytics: null\nname: x\n' }] })).toEqual(
      saved,
    );
  });

  it('writeAtomic leaves no temp file and throws the first error: a folder in the way, data that is no text', async () => {
    mkdirSync(at('content/dir.yaml'));
    await expect(writeAtomic(at('content/dir.yaml'), 'x')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(writeAtomic(at('content/w.txt'), 42 as unknown as string)).rejects.toMatchObject({
      code: 'ERR_INVALID_ARG_TYPE',
    });
    expect(readdirSync(at('content')).sort()).toEqual(['dir.yaml', 'services']);
  });
});

describe("backend: an image field's file, asked for by its last segment", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-media-'));
    mkdirSync(path.join(root, 'content/media/projects'), { recursive: true });
    mkdirSync(path.join(root, 'public/media/placeholders'), { recursive: true });
    writeFileSync(path.join(root, 'content/media/projects/oak.jpg'), 'oak');
    writeFileSync(path.join(root, 'public/media/placeholders/hardwood.svg'), '<svg/>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const get = (given: string) =>
    answerBackend(
      { root, contentDir: path.join(root, 'content'), siteMediaDir: path.join(root, 'public/media') },
      { action: 'getMediaFile', params: { path: given } },
    );
  const text = (answer: { body: unknown }) =>
    Buffer.from((answer.body as { content: string }).content, 'base64').toString('utf8');

  it('finds a placeholder of public/media/ and a photo in a folder of content/media/, under the path asked for', async () => {
    // Decap turns `placeholders/hardwood.svg` and `media/projects/oak.jpg` into these.
    const placeholder = await get('content/media/hardwood.svg');
    expect([placeholder.status, text(placeholder)]).toEqual([200, '<svg/>']);
    expect((placeholder.body as { path: string }).path).toBe('content/media/hardwood.svg');
    const photo = await get('content/media/oak.jpg');
    expect([photo.status, text(photo)]).toEqual([200, 'oak']);
    expect((await get('content/media/none.svg')).status).toBe(404);
    // Only files: a path outside content/ is still refused.
    expect((await get('public/media/placeholders/hardwood.svg')).status).toBe(403);
  });
});

describe('over HTTP: refusals answered 403 before anything is read or written', () => {
  let root: string;
  let server: Server;
  let port: number;
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-http-'));
    mkdirSync(path.join(root, 'content'));
    const routes = editorRoutes({
      root,
      contentDir: path.join(root, 'content'),
      cacheDir: path.join(root, 'cache'),
      editorDir: path.join(root, 'cache/editor-dev'),
      port: () => port,
      config: (backend) => ({ backend }),
      favicon: () => '/favicon.svg',
      log: () => undefined,
    });
    // Every interface, as `dev --host 0.0.0.0` listens.
    server = createServer((req, res) => {
      if (!routes(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    ({ port } = server.address() as AddressInfo);
  });
  afterAll(async () => {
    await closeServer(server);
    rmSync(root, { recursive: true, force: true });
  });

  const save = {
    action: 'persistEntry',
    params: { dataFiles: [{ path: 'content/x.yaml', raw: 'x: 1\n' }], assets: [] },
  };
  function post(headers: Record<string, string>, via = '127.0.0.1', body: unknown = save) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: via,
          localAddress: via,
          port,
          path: '/admin/api/v1',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }
  const written = () => readdirSync(path.join(root, 'content'));

  it('a request from this computer to its own name saves', async () => {
    expect(await post({ Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}` })).toMatchObject({
      status: 200,
    });
    expect(written()).toEqual(['x.yaml']);
    rmSync(path.join(root, 'content/x.yaml'));
  });

  it.skipIf(lan === undefined)('a request from a network address is refused, even naming the dev server', async () => {
    const answer = await post({ Host: `127.0.0.1:${port}` }, lan);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('answers only this computer');
    expect(written()).toEqual([]);
  });

  it('a foreign Host (DNS rebinding) or Origin (another web page) is refused', async () => {
    expect((await post({ Host: `rebind.example:${port}` })).status).toBe(403);
    expect((await post({ Host: `127.0.0.1:${port}`, Origin: 'https://evil.example' })).status).toBe(403);
    expect(written()).toEqual([]);
  });

  it('only JSON POSTs: a form post (no preflight) is refused', async () => {
    const answer = await post({ Host: `127.0.0.1:${port}`, 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(written()).toEqual([]);
  });
});
