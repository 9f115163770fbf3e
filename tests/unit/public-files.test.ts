// What of public/ is deployed (generator/pipeline/write/public-files.ts), on small temp projects: every
// file with its place in the output and its real path; dotfiles left out and listed (only .well-known/ at
// the top published); links followed only to files and folders inside the project, every refusal in one
// error with each message written out. tests/site/deployed-files.test.ts builds with such links.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { keptListing, listPublicFiles } from '../../generator/pipeline/write/public-files.ts';

let work: string;
let root: string;
let pub: string;
let outside: string;

function write(file: string, text = `${path.basename(file)}\n`): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  work = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'build-site-public-')));
  root = path.join(work, 'project');
  pub = path.join(root, 'public');
  outside = path.join(work, 'outside');
  write(path.join(pub, 'robots.txt'));
  write(path.join(outside, 'secret.txt'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const listing = () => {
  const { files, hidden } = listPublicFiles(pub, root);
  return { files: files.map((f) => [f.rel, f.source]).sort(), hidden: [...hidden].sort() };
};

/** The problems of the ContentError listPublicFiles throws, as file and message. */
function refusals(): { file: string; message: string }[] {
  try {
    listPublicFiles(pub, root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((p) => ({ file: p.file, message: p.message }));
  }
  throw new Error('expected listPublicFiles to refuse');
}

describe('regular files', () => {
  it('are listed with their place in the output and their own path, folders walked', () => {
    write(path.join(pub, 'media/a/b.svg'));
    write(path.join(pub, 'x.y'));
    expect(listing()).toEqual({
      files: [
        ['media/a/b.svg', path.join(pub, 'media/a/b.svg')],
        ['robots.txt', path.join(pub, 'robots.txt')],
        ['x.y', path.join(pub, 'x.y')],
      ],
      hidden: [],
    });
  });

  it('an empty public/ lists nothing', () => {
    rmSync(path.join(pub, 'robots.txt'));
    expect(listing()).toEqual({ files: [], hidden: [] });
  });
});

describe('dotfiles', () => {
  it('are left out and listed, at the top and in folders; .well-known/ is published only at the top', () => {
    write(path.join(pub, '.env'));
    write(path.join(pub, 'media/.DS_Store'));
    write(path.join(pub, '.git/HEAD'));
    write(path.join(pub, '.well-known/security.txt'));
    write(path.join(pub, 'media/.well-known/x.txt'));
    write(path.join(pub, '.well-knownx/y.txt'));
    write(path.join(pub, '.well-known/.hidden'));
    expect(listing()).toEqual({
      files: [
        ['.well-known/security.txt', path.join(pub, '.well-known/security.txt')],
        ['robots.txt', path.join(pub, 'robots.txt')],
      ],
      hidden: ['.env', '.git', '.well-known/.hidden', '.well-knownx', 'media/.DS_Store', 'media/.well-known'],
    });
  });
});

describe('symbolic links', () => {
  it('to a file or a folder inside the project are followed to their real paths', () => {
    write(path.join(root, 'brand/logo.svg'));
    write(path.join(root, 'brand/icons/star.svg'));
    symlinkSync('../brand/logo.svg', path.join(pub, 'logo.svg'));
    symlinkSync(path.join(root, 'brand/icons'), path.join(pub, 'icons'));
    expect(listing().files).toEqual([
      ['icons/star.svg', path.join(root, 'brand/icons/star.svg')],
      ['logo.svg', path.join(root, 'brand/logo.svg')],
      ['robots.txt', path.join(pub, 'robots.txt')],
    ]);
  });

  it('two links to one folder are both followed (only a link back up a folder being walked loops)', () => {
    write(path.join(root, 'shared/a.txt'));
    symlinkSync(path.join(root, 'shared'), path.join(pub, 'one'));
    symlinkSync(path.join(root, 'shared'), path.join(pub, 'two'));
    expect(listing().files.map(([rel]) => rel)).toEqual(['one/a.txt', 'robots.txt', 'two/a.txt']);
  });

  it('a public/ that is itself a link into the project is followed', () => {
    rmSync(pub, { recursive: true });
    write(path.join(root, 'site-files/robots.txt'));
    symlinkSync('site-files', pub);
    expect(listing().files).toEqual([['robots.txt', path.join(root, 'site-files/robots.txt')]]);
  });

  it('a public/ that is itself a link: a link inside back up to it loops at once', () => {
    rmSync(pub, { recursive: true });
    write(path.join(root, 'site-files/robots.txt'));
    symlinkSync('.', path.join(root, 'site-files/here'));
    symlinkSync('site-files', pub);
    expect(refusals()).toEqual([
      {
        file: 'site-files/here',
        message: `is a symbolic link to ${root}/site-files, which loops: expected a file inside the project`,
      },
    ]);
  });

  it('a public/ that is a link out of the project is refused', () => {
    rmSync(pub, { recursive: true });
    symlinkSync(outside, pub);
    expect(refusals()).toEqual([
      {
        file: 'public',
        message: `is a symbolic link to ${outside}, outside the project: expected a file inside the project`,
      },
    ]);
  });

  it('each refused, all in one error: out of the project (with the real target when it differs), dangling, looping, hidden', () => {
    symlinkSync(path.join(outside, 'secret.txt'), path.join(pub, 'a-out.txt'));
    // A link inside the project that leads out: the message names the link's target and where it really goes.
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'hop.txt'));
    symlinkSync('../hop.txt', path.join(pub, 'b-hop.txt'));
    symlinkSync('gone.txt', path.join(pub, 'c-dangling.txt'));
    symlinkSync('d-self', path.join(pub, 'd-self'));
    symlinkSync('.', path.join(pub, 'e-here'));
    write(path.join(root, '.env'));
    symlinkSync('../.env', path.join(pub, 'f-env.txt'));
    write(path.join(root, 'config/.npmrc'));
    symlinkSync(path.join(root, 'config/.npmrc'), path.join(pub, 'g-npmrc'));
    symlinkSync(path.join(root, 'hop.txt'), path.join(pub, 'h-hop-abs.txt'));
    expect(refusals()).toEqual([
      {
        file: 'public/a-out.txt',
        message: `is a symbolic link to ${outside}/secret.txt, outside the project: expected a file inside the project`,
      },
      {
        file: 'public/b-hop.txt',
        message: `is a symbolic link to ${root}/hop.txt (${outside}/secret.txt), outside the project: expected a file inside the project`,
      },
      {
        file: 'public/c-dangling.txt',
        message: `is a symbolic link to ${pub}/gone.txt, which does not exist: expected a file inside the project`,
      },
      {
        file: 'public/d-self',
        message: `is a symbolic link to ${pub}/d-self, which loops: expected a file inside the project`,
      },
      {
        file: 'public/e-here',
        message: `is a symbolic link to ${pub}, which loops: expected a file inside the project`,
      },
      {
        file: 'public/f-env.txt',
        message: `is a symbolic link to ${root}/.env, a hidden file inside the project: expected a file inside the project`,
      },
      {
        file: 'public/g-npmrc',
        message: `is a symbolic link to ${root}/config/.npmrc, a hidden file inside the project: expected a file inside the project`,
      },
      {
        file: 'public/h-hop-abs.txt',
        message: `is a symbolic link to ${root}/hop.txt (${outside}/secret.txt), outside the project: expected a file inside the project`,
      },
    ]);
  });

  it('to a hidden file inside the project names the real file when the link goes through another', () => {
    write(path.join(root, '.env'));
    symlinkSync('.env', path.join(root, 'settings'));
    symlinkSync('../settings', path.join(pub, 'settings.txt'));
    expect(refusals()).toEqual([
      {
        file: 'public/settings.txt',
        message: `is a symbolic link to ${root}/settings (${root}/.env), a hidden file inside the project: expected a file inside the project`,
      },
    ]);
  });

  it('a link to the project folder itself is refused: walking it reaches public/ again', () => {
    symlinkSync('..', path.join(pub, 'project'));
    const problems = refusals();
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toBe(`is a symbolic link to ${pub}, which loops: expected a file inside the project`);
  });
});

describe('other kinds of entries', () => {
  it('a named pipe is refused', () => {
    execFileSync('mkfifo', [path.join(pub, 'pipe')]);
    expect(refusals()).toEqual([
      { file: 'public/pipe', message: 'is neither a file nor a folder: expected a file inside the project' },
    ]);
  });
});

describe('the listing a resident process keeps (keptListing: the dev server told it what was edited)', () => {
  const rels = (l: ReturnType<typeof keptListing>) => l.files.map((f) => f.rel).sort();
  const edited = (...files: string[]) => new Set(files);

  it('takes its last listing when nothing under public/ was edited, and lists again after an edit there', () => {
    const first = keptListing(pub, root, true, undefined);
    expect(rels(first)).toEqual(['robots.txt']);
    write(path.join(pub, 'unseen.txt'));
    // Edits elsewhere (content/): the last listing, the same object, the unreported file not in it.
    expect(keptListing(pub, root, true, edited(path.join(root, 'content/site.yaml')))).toBe(first);
    expect(keptListing(pub, root, true, edited())).toBe(first);
    // Told nothing (the watcher not yet watching): listed.
    expect(rels(keptListing(pub, root, true, undefined))).toEqual(['robots.txt', 'unseen.txt']);
    write(path.join(pub, 'media/new.svg'));
    expect(rels(keptListing(pub, root, true, edited(path.join(pub, 'media/new.svg'))))).toEqual([
      'media/new.svg',
      'robots.txt',
      'unseen.txt',
    ]);
    // public/ itself removed, as the watcher reports it.
    rmSync(pub, { recursive: true });
    expect(keptListing(pub, root, true, edited(pub))).toEqual({ files: [], hidden: [] });
  });

  it('lists again every time in a process that is not resident, and after a listing that followed a link', () => {
    const once = keptListing(pub, root, false, edited());
    expect(keptListing(pub, root, false, edited())).not.toBe(once);
    write(path.join(root, 'docs/menu.pdf'));
    symlinkSync('../docs/menu.pdf', path.join(pub, 'menu.pdf'));
    const linked = keptListing(pub, root, true, undefined);
    expect(rels(linked)).toEqual(['menu.pdf', 'robots.txt']);
    // The link's target may change where no watcher looks: its listing is never kept.
    rmSync(path.join(root, 'docs/menu.pdf'));
    expect(() => keptListing(pub, root, true, edited())).toThrow(ContentError);
  });

  it('never keeps a listing that was refused: told of no edit, it refuses again', () => {
    keptListing(pub, root, true, undefined);
    symlinkSync(path.join(outside, 'secret.txt'), path.join(pub, 'secret.txt'));
    expect(() => keptListing(pub, root, true, edited(path.join(pub, 'secret.txt')))).toThrow(ContentError);
    expect(() => keptListing(pub, root, true, edited())).toThrow(ContentError);
  });
});
