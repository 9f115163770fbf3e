// The catalogue of problems a user of the CLI can fix: each has a stable name, a message made from its
// details (what happened, then what was expected) and a hint (what to do). Modules raise them with
// usageProblem(name, ...details); docs/errors.md says how to write one; the README's troubleshooting
// table is tested against it (tests/unit/problems.test.ts). Content problems (file:line field) are
// next to move here; they are ContentError lines today.
import { UsageError } from './errors.ts';

interface ProblemSpec<Details extends unknown[]> {
  /** What happened and what was expected, in one line, from the details of this occurrence. */
  message: (...details: Details) => string;
  /** What the user does about it, as the README's troubleshooting table says it. */
  hint: string;
  /** Details that make the README table's example of it; none when the table has no row for it yet. */
  readme?: Details;
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

/** The message of `name` with these details, for the errors that are not UsageErrors (PortsInUseError). */
export function problemMessage<N extends ProblemName>(name: N, ...details: DetailsOf<N>): string {
  return (PROBLEMS[name] as ProblemSpec<DetailsOf<N>>).message(...details);
}
