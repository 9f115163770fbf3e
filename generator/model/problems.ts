// Longer than 250 lines because it is the catalogue, one short entry per problem, read as a list.
// The catalogue of problems a user of the CLI can fix: each has a stable name, a message made from its
// details (what happened, then what was expected) and a hint (what to do). Modules raise them with
// usageProblem(name, ...details), or for a content file's problem with problemMessage(name, ...details);
// docs/errors.md says how to write one; the README's troubleshooting table is tested against it
// (tests/unit/problems.test.ts). Not moved here yet: the schema's field messages (schema-issues.ts and
// the schemas' refinements), the guide body checks, and `check`'s page problems.
import { type ContentProblem, UsageError } from './errors.ts';

interface ProblemSpec<Details extends unknown[]> {
  /** What happened and what was expected, in one line, from the details of this occurrence. */
  message: (...details: Details) => string;
  /** What the user does about it, as the README's troubleshooting table says it. */
  hint: string;
  /** Details that make the README table's example of it; none when the table has no row for it yet. */
  readme?: Details;
  /** A content problem's place in the README's example (file, line, field), printed before the message. */
  readmeAt?: Omit<ContentProblem, 'message'>;
}

/** Checks each entry's message, hint and README example against one another without widening its details. */
const define = <Details extends unknown[]>(spec: ProblemSpec<Details>) => spec;

export const PROBLEMS = {
  /** `-o` names the project, a source folder or a file (pipeline/write/output-dir.ts). */
  OutputFolderRefused: define({
    message: (folder: string, why: string) =>
      `refusing to use ${folder} as the output folder: ${why}; expected a folder of its own such as dist/`,
    hint: 'pass `-o` a folder of its own; the build never replaces the project or a source folder',
    readme: ['.', 'it contains the source folder content'],
  }),
  /** `-o` names a folder with files in it that no build wrote (it lacks the output marker). */
  OutputFolderForeign: define({
    message: (folder: string, marker: string) =>
      `refusing to use ${folder} as the output folder: it is not empty and has no ${marker} file, so a build did not make it; expected a folder of its own such as dist/`,
    hint: 'the folder holds files no build wrote: pick an empty or new folder, or empty it yourself',
    readme: ['site', '.build-site-output'],
  }),
  /** Another build holds the output folder's lock past the wait (pipeline/write/output-lock.ts). */
  OutputLocked: define({
    message: (owner: number | undefined, folder: string, waitedS: number, lockFile: string) =>
      `another build (process ${owner || 'unknown'}) is writing ${folder}; waited ${waitedS} s (lock file ${lockFile})`,
    hint: 'another build of the same folder (a `build`, or `dev` rebuilding) is still running: wait, stop it, or use another `-o`. A lock left by a crashed build is taken over by itself',
    readme: [4242, 'dist', 120, '.dist.lock'],
  }),
  /** SOURCE_DATE_EPOCH holds no date (model/dates.ts). */
  SourceDateEpochInvalid: define({
    message: (quoted: string, last: number) =>
      `SOURCE_DATE_EPOCH=${quoted}: expected whole seconds since 1970-01-01 UTC, from 0 to ${last} (9999-12-31T23:59:59Z)`,
    hint: 'the variable (for reproducible builds) holds no date: unset it, or give seconds such as `1764000000`',
    readme: ['"yesterday"', 253402300799],
  }),
  /** `check` before any build. */
  OutputMissing: define({
    message: (folder: string) => `${folder} does not exist: run "build-site build" first`,
    hint: 'build before `check`',
    readme: ['dist'],
  }),
  /** `check -o` names a file. */
  OutputIsFile: define({
    message: (folder: string) => `${folder} is a file: expected the output folder (build-site build writes it)`,
    hint: 'pass `-o` the folder `build-site build` wrote',
  }),
  /** `check --launch -c` names no folder. */
  ContentMissing: define({
    message: (folder: string) => `${folder} does not exist: pass the content folder with -c`,
    hint: 'pass `-c` the content folder, or run from the project folder',
  }),
  /** `new` with a slug that is no slug (cli/scaffold/scaffold.ts). */
  BadSlug: define({
    message: (slug: string) =>
      `bad slug "${slug}": use lowercase letters, digits and single hyphens, like "heated-floors"`,
    hint: '`new` takes slugs like `heated-floors`',
    readme: ['Bad_Slug'],
  }),
  /** `new` for an entry whose file exists. */
  EntryExists: define({
    message: (file: string) => `${file} already exists: pick another slug or edit that file`,
    hint: 'pick another slug, or edit the file named',
  }),
  /** `new` where the content folder lacks the kind's folder. */
  NoKindFolder: define({
    message: (folder: string, contentDir: string) =>
      `no ${folder}/ folder in ${contentDir}: run from the project folder or pass -c <content folder>`,
    hint: 'run from the project folder, or pass `-c` the content folder',
  }),
  /** Every port tried is taken (serve/listen.ts). */
  PortsInUse: define({
    message: (port: number, last: number) =>
      port === last
        ? `port ${port} is in use: stop the other server or pass another port with -p`
        : `ports ${port} to ${last} are all in use: stop another server or pass another port with -p`,
    hint: 'twenty servers are running: stop some, or pass a port far from them',
    readme: [4173, 4192],
  }),
  /** `--host` names an address this computer does not have. */
  NotAnAddress: define({
    message: (host: string | undefined) =>
      `cannot listen on ${host}: not an address of this computer; pass --host 0.0.0.0 for every network, or leave --host out for this computer only`,
    hint: '`--host` names an address this computer does not have (it changed on another network?): `--host` alone listens on every network',
    readme: ['192.168.1.50'],
  }),
  /** A port below 1024 without the privileges for it. */
  PortNeedsPrivileges: define({
    message: (port: number) => `port ${port} needs privileges: pass a port above 1024 with -p`,
    hint: 'pass a port above 1024 with `-p`',
  }),
  /** A folder a command was given is not there. */
  PathMissing: define({
    message: (file: string) => `${file} does not exist: check the path, or run "build-site build" first`,
    hint: 'check the path; an output folder exists once `build-site build` has run',
  }),

  // Content files: printed as `file:line field: message`, collected, exit 1.

  /** A content file that cannot be read, by the error's code (pipeline/content/read-yaml.ts). */
  FileUnreadable: define({
    message: (code: string | undefined, detail: string) => {
      switch (code) {
        case 'ENOENT':
          return 'file is missing';
        case 'EISDIR':
          return 'is a folder: expected a YAML file';
        case 'ELOOP':
          return 'is a symbolic link that loops: expected a YAML file';
        case 'EACCES':
        case 'EPERM':
          return 'cannot be read (permission denied): expected a readable YAML file';
        default:
          return `cannot be read (${detail}): expected a YAML file`;
      }
    },
    hint: 'restore the file, or make it a readable YAML file',
  }),
  /** A content folder, or a collection's, that cannot be listed (pipeline/content/load.ts). */
  FolderUnusable: define({
    message: (code: string | undefined, detail: string, expected: string) => {
      switch (code) {
        case 'ENOTDIR':
          return `is a file: expected ${expected}`;
        case 'ENOENT':
          return `folder is missing: expected ${expected}`;
        case 'ELOOP':
          return `is a symbolic link that loops: expected ${expected}`;
        default:
          return `cannot be read (${detail}): expected ${expected}`;
      }
    },
    hint: 'pass `-c` the content folder, or restore the folder named',
  }),
  /** A collection with no entry at all. */
  CollectionEmpty: define({
    message: (ext: string) => `expected at least one ${ext} file`,
    hint: 'add an entry (`build-site new`), or restore the folder',
  }),
  /** A YAML file named .yml (or another ending) where .yaml is read. */
  WrongExtension: define({
    message: (name: string) => `is not read: YAML files here must end in .yaml; rename it to ${name}.yaml`,
    hint: 'rename the file to end in `.yaml`',
  }),
  /** Bytes that are not UTF-8 in a content file. */
  NotUtf8: define({
    message: (byteHex: string) => `invalid UTF-8 (byte 0x${byteHex}): expected UTF-8 text; save the file as UTF-8`,
    hint: 're-save the file as UTF-8 in your editor',
    readme: ['E9'],
  }),
  /** A file name that is not UTF-8 (content, public/, the output). */
  FileNameNotUtf8: define({
    message: (byteHex: string) => `file name is not UTF-8 (byte 0x${byteHex}): expected a UTF-8 name; rename the file`,
    hint: 'the file was named on a system using another encoding: rename it (plain ASCII is safest)',
    readme: ['E9'],
  }),
  /** A raw character, a line ending or a directive the two YAML readers disagree on (pipeline/content/one-reading.ts). */
  LoneCarriageReturn: define({
    message: () => 'line break is a lone carriage return (CR): expected LF or CRLF line endings',
    hint: 'save the file with LF (Unix) or CRLF (Windows) line endings',
  }),
  ControlCharacter: define({
    message: (what: 'byte order mark' | 'control character', escaped: string, column: number) =>
      `${what} ${escaped} at column ${column}: expected text without control characters (YAML readers disagree on them)`,
    hint: 'delete the invisible character at that column (it often comes with pasted text)',
  }),
  YamlDirective: define({
    message: (directive: string) =>
      `YAML directive "${directive}": expected none (content is read as YAML 1.2, core schema)`,
    hint: 'delete the line starting with `%`',
  }),
  /** A key that is empty, null, a list or a mapping. */
  NotAFieldName: define({
    message: (what: 'empty or null key' | 'a list or mapping as a key') => `${what}: expected a field name`,
    hint: 'write a field name before the colon',
  }),
  /** An explicit YAML tag (!!str, !x). */
  YamlTag: define({
    message: (tag: string) => `YAML tag ${tag}: expected no tags (quote a value to keep it text)`,
    hint: 'remove the tag; quote the value to keep it text',
  }),
  /** The YAML parser's own complaint, its first line. */
  InvalidYaml: define({
    message: (parser: string) => `invalid YAML: ${parser}`,
    hint: 'fix the YAML at that line: quote a value holding ": ", indent with spaces',
  }),
  /** An alias bomb, or just too many aliases. */
  TooManyAliases: define({
    message: (parser: string, max: number) =>
      `too many YAML aliases (${parser}): expected at most ${max} expanded aliases per file`,
    hint: 'write the repeated values out, or use fewer aliases (*name)',
  }),
  /** More problems in one file than are listed. */
  MoreProblems: define({
    message: (rest: number) => `and ${rest} more problem${rest === 1 ? '' : 's'} in this file, the next on this line`,
    hint: 'fix the ones listed and build again to see the rest',
  }),
  /** A collection entry whose slug is not its file's name (pipeline/content/load-file.ts). */
  SlugMismatch: define({
    message: (slug: string, expected: string) => `slug "${slug}" must match the file name "${expected}"`,
    hint: 'rename the file, or change the slug, so both are the same',
  }),
  /** A ref() field naming no page, project, service or location (pipeline/content/references.ts). */
  UnknownReference: define({
    message: (value: string, expected: string) => `unknown page reference "${value}": expected ${expected}`,
    hint: 'a typo in a link, or a page that does not exist (yet)',
    readme: ['/galery', 'a path of a page the site builds'],
    readmeAt: { file: 'content/pages/gallery.yaml', line: 7, field: 'breadcrumbs.gallery.path' },
  }),
  /** A local image path with no file under public/. */
  BrokenImageLink: define({
    message: (ref: string, expectedFile: string) => `broken internal link "${ref}": expected a file at ${expectedFile}`,
    hint: 'a typo in an image path, or a file to add under `public/media/`',
    readme: ['placeholders/hardwod.svg', 'public/media/placeholders/hardwod.svg'],
    readmeAt: { file: 'content/pages/about.yaml', line: 22, field: 'seo.image' },
  }),
  /** A media URL on a host site.yaml does not name (model/media-hosts.ts: the build's and the editor's rule). */
  MediaHostUnknown: define({
    message: (host: string, allowed: string) =>
      `media URL on host ${host}: expected ${allowed} (site.yaml media.imageBase / videoBase)`,
    hint: 'use the media host of site.yaml, or add the host there',
  }),
  /** A symbolic link in public/ leading nowhere, out of the project or to a hidden file (pipeline/write/public-files.ts). */
  PublicLinkRefused: define({
    message: (why: string) => `${why}: expected a file inside the project`,
    hint: 'replace the link with the file itself, or point it at a file inside the project',
  }),
  /** An owner photo sharp cannot read (pipeline/images/process.ts). */
  ImageUnsupported: define({
    message: (format: string, ref: string, expected: string) =>
      `unsupported image format ${format} in "${ref}": expected ${expected}`,
    hint: 'save the photo as JPEG, PNG, WebP, AVIF or TIFF',
  }),
  ImageUnreadable: define({
    message: (ref: string, expected: string, file: string, detail: string) =>
      `unreadable image "${ref}": expected ${expected}; ${file} could not be decoded (${detail})`,
    hint: 'export the photo again from the camera or editor; the file is damaged',
  }),
  /** A page dated outside the years a sitemap can write (pipeline/content/page-dates.ts). */
  PageDateOutOfRange: define({
    message: (instant: string) =>
      `dated ${instant} by its last commit or modification time: expected a date from 0001-01-01 to 9999-12-31 (sitemaps write four-digit years); correct the commit's date or the file's, or set SOURCE_DATE_EPOCH`,
    hint: "correct the commit's date or the file's, or set `SOURCE_DATE_EPOCH`",
  }),
  /** Two projects with one id. */
  ProjectIdTaken: define({
    message: (id: string, firstPlace: string) =>
      `"${id}" is already used by ${firstPlace}; expected an id no other project uses`,
    hint: 'give one of the projects another id',
  }),
  /** Two entries that would write the same page. */
  DuplicateRoute: define({
    message: (routePath: string, otherPlace: string) =>
      `duplicate route ${routePath}: ${otherPlace} already produces this page; expected a path no other entry uses`,
    hint: 'change the slug or alias of one of the two entries',
  }),
};

export type ProblemName = keyof typeof PROBLEMS;
type DetailsOf<N extends ProblemName> = Parameters<(typeof PROBLEMS)[N]['message']>;

/** A catalogued problem as the error the CLI prints in one line (exit 2), with its name and hint. */
export class UsageProblem extends UsageError {
  constructor(
    readonly problem: ProblemName,
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** The problem `name` with these details, to throw. */
export function usageProblem<N extends ProblemName>(name: N, ...details: DetailsOf<N>): UsageProblem {
  const spec = PROBLEMS[name] as ProblemSpec<DetailsOf<N>>;
  return new UsageProblem(name, spec.message(...details), spec.hint);
}

/** The message of `name` with these details: for a content file's problem (file:line field: message), or an error that is no UsageError (PortsInUseError). */
export function problemMessage<N extends ProblemName>(name: N, ...details: DetailsOf<N>): string {
  return (PROBLEMS[name] as ProblemSpec<DetailsOf<N>>).message(...details);
}
