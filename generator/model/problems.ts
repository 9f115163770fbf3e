// Longer than 250 lines because it is the catalogue, one short entry per problem, read as a list.
// The catalogue of problems a user of the CLI can fix: each has a stable name, a message made from its
// details (what happened, then what was expected) and a hint (what to do). Modules raise them with
// usageProblem(name, ...details), or for a content file's problem with problemMessage(name, ...details);
// docs/errors.md says how to write one; the README's troubleshooting table is tested against it
// (tests/unit/problems.test.ts). Not here: the messages zod writes, and the short format each schema
// pattern expects (docs/errors.md says why).
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
  /** `check`: the settings backend's public key reads more than the tag-manager id (cli/settings-access.ts). */
  SettingsExposed: define({
    message: (which: string, fields: string) =>
      `the site's public anonymous key reads ${which} of the settings table beyond the tag-manager id: ${fields}. Every visitor can: apply supabase/migrations/*_settings.sql (docs/editing.md, Tag manager)`,
    hint: 'every visitor can read what the public key reads: apply the settings migration, which lets it read only the active tag-manager id',
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
  /** `-p` is not a port number (cli.ts: commander prints it after the option it belongs to). */
  PortInvalid: define({
    message: () => 'expected a port number from 1 to 65535.',
    hint: 'pass `-p` a whole number such as 4173, or leave it out to take the first free port from 4173',
  }),
  /** `build-site new` names a kind of entry it cannot write (cli.ts: commander prints it after the argument). */
  ScaffoldKindUnknown: define({
    message: (kinds: string) => `expected one of ${kinds}.`,
    hint: '`new` writes a service, a location, a project or a guide: name one of them, then the address',
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
  /** An owner photo that is a link out of the project, missing, or narrower than its slot needs (pipeline/images/process.ts). */
  ImageLinkedOutside: define({
    message: (ref: string, real: string) =>
      `image "${ref}" is a symbolic link to ${real}, outside the project: expected a photo inside it`,
    hint: 'copy the photo into content/media/ instead of linking to it',
  }),
  ImageMissing: define({
    message: (ref: string, file: string) => `missing image "${ref}": expected a photo at ${file}`,
    hint: 'a typo in the photo path, or a photo to add under content/media/',
  }),
  ImageTooSmall: define({
    message: (ref: string, minWidth: number, slot: string, file: string, width: number, height: number) =>
      `image too small "${ref}": expected a photo at least ${minWidth} px wide for a ${slot} image; ${file} is ${width} x ${height} px`,
    hint: 'use the original photo from the camera, not a thumbnail or a screenshot',
  }),
  /** A video's captions file (pipeline/content/captions.ts). */
  CaptionsMissing: define({
    message: (src: string) => `expected a WebVTT file at public${src}`,
    hint: 'add the captions file under public/, or correct its path',
  }),
  CaptionsNotVtt: define({
    message: (src: string) => `expected public${src} to start with "WEBVTT"`,
    hint: 'save the captions as WebVTT (.vtt), not SRT',
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

  // A guide's body (model/markdown.ts, guide-body.ts, guide-prices.ts) and front matter (model/front-matter.ts),
  // at its line in the .md file; the web editor's preview lists the same.

  FrontMatterMissing: define({
    message: () => 'expected front matter: a first line "---", the YAML fields, then "---"',
    hint: 'start the guide with a line `---`, its fields, then another `---`',
  }),
  FrontMatterUnclosed: define({
    message: () => 'front matter is not closed: expected a line "---" after its fields',
    hint: 'add a line `---` after the last field',
  }),
  GuideLinkRefused: define({
    message: (target: string) =>
      `link to ${target}: expected https://, mailto:, tel:, a site path like /services or an #anchor`,
    hint: 'link to a web address, an email, a phone number or a page of the site',
  }),
  GuidePicture: define({
    message: (target: string) =>
      `picture ${target} in the body: expected no pictures in a guide's text (its picture is the front matter's hero)`,
    hint: "remove the picture from the text; set the guide's photo as its hero",
  }),
  GuideHeadingOne: define({
    message: () => 'a "# " heading in the body: expected "## " or deeper (the title is the page\'s heading)',
    hint: 'write `## ` for the heading: the title is the page heading',
  }),
  GuideLinkUnknown: define({
    message: (linkPath: string) => `link to "${linkPath}": expected a path of a page the site builds`,
    hint: 'a typo in a link, or a page that does not exist (yet)',
  }),
  PricesUnknownServices: define({
    message: (wrong: string[], services: string[]) =>
      `prices block names "${wrong.join('", "')}": expected services of the guide's front matter (${services.join(', ') || 'none listed'})`,
    hint: 'name only services the guide lists in its front matter, or add them there',
  }),
  PricesNoLocations: define({
    message: () => "a prices block quotes the front matter's locations: expected at least one",
    hint: 'list the locations whose prices the guide quotes in its front matter',
  }),
  PricesNoServices: define({
    message: () => "a prices block quotes the front matter's services: expected at least one",
    hint: 'list the services the guide is about in its front matter, or name them after `prices`',
  }),
  PricesNotQuoted: define({
    message: (service: string, servicePath: string) =>
      `no location of the guide quotes ${service}: expected a location whose service cards link to ${servicePath}`,
    hint: "add the service to a location's service cards, or add a location that has it",
  }),

  // A content field (model/schema-issues.ts and the schemas' refinements, model/schema/*). The messages zod
  // writes itself are not here: docs/errors.md says why.

  FieldMissing: define({
    message: (expected: string) => `required field is missing (expected ${expected})`,
    hint: 'add the field named',
  }),
  FieldWrongType: define({
    message: (expected: string, got: string) => `expected ${expected}, got ${got}`,
    hint: 'give the field a value of the kind expected (quote text, write numbers without quotes)',
  }),
  FieldUnknown: define({
    message: (keys: string) => `unknown field(s) ${keys}`,
    hint: 'a typo in a field name, or a field this page does not have: check the spelling',
  }),
  TextHidden: define({
    message: (what: string, escaped: string, position: number) =>
      `contains ${what} ${escaped} at position ${position}: expected visible text`,
    hint: 'delete the invisible character at that position (it often comes with pasted text)',
  }),
  TextInvisibleOnly: define({
    message: (quoted: string) => `has only invisible characters ${quoted}: expected a non-empty string`,
    hint: 'write the text, or remove the field if it is optional',
  }),
  DateYearZero: define({
    message: (quoted: string) => `expected a date like 2026-11-24, from year 0001 (there is no year 0); got ${quoted}`,
    hint: 'write the date as YYYY-MM-DD with a year from 0001',
  }),
  GuideUpdatedBeforePublished: define({
    message: (published: string) => `expected a date on or after published (${published})`,
    hint: 'set updated to the day of the last change, on or after published',
  }),
  PhoneNotDigits: define({
    message: (example: string) => `expected a phone number in digits with its area code, like "${example}"`,
    hint: 'write the number in digits with its area code',
  }),
  PhoneNotInPlan: define({
    message: (e164: string) => `expected a valid phone number; ${e164} is not one in the numbering plan`,
    hint: 'check the digits of e164: +1, then the area code and the number',
  }),
  PhoneMismatch: define({
    message: (e164: string, national: string) =>
      `expected the same number as e164 (${e164}), written like "${national}"`,
    hint: 'make the shown number and e164 the same number',
  }),
  ItemIconMissing: define({
    message: (name: string, icons: string) =>
      `expected an icon for "${name}" (no keyword rule in generator/model/item-icons.ts matches): one of ${icons}`,
    hint: 'give the item an icon from the list',
  }),
  ProjectNeedsVideo: define({
    message: () => 'a video project needs "video"',
    hint: 'add the video, or make the project an image project',
  }),
  ProjectNeedsImage: define({
    message: () => 'an image project needs "image"',
    hint: 'add the image, or make the project a video project',
  }),
  StateNeedsPoster: define({
    message: () => 'a video state needs "poster"',
    hint: 'add a poster picture shown before the video plays',
  }),
  /** What the web editor says at a field before saving (editor/entry-problems.ts): the build's rules, said early. */
  EntrySlugFixed: define({
    message: (slug: string) => `expected "${slug}": the address names the page's file, so it stays as it is`,
    hint: 'make a new entry for a new address, and delete the old one',
  }),
  EntryAddressTaken: define({
    message: (collection: string, slug: string) =>
      `expected an address no other page has: /${collection}/${slug} already exists`,
    hint: 'give the entry another address (slug)',
  }),
  EntryProjectIdTaken: define({
    message: (id: string) => `expected a number no other project has: ${id} is taken`,
    hint: 'give the project a number no other project has',
  }),
  EntryPathTaken: define({
    message: (routePath: string) => `expected a page address no other page has: ${routePath} is taken`,
    hint: 'change the address or the old address (alias) of this entry',
  }),
  EditorRepoMissing: define({
    message: (backend: string) => `expected owner/name: the ${backend} backend needs the repository`,
    hint: 'set editor.repo to the repository the editor saves to',
  }),
  EditorApiMissing: define({
    message: (backend: string) => `expected the ${backend} server's API address (https://…/api/v1)`,
    hint: "set editor.apiRoot to the server's API address",
  }),

  RepoFormat: define({
    message: () => 'expected owner/name (GitLab: group/subgroup/name)',
    hint: 'write the repository as owner/name, as in its web address',
  }),
  BranchFormat: define({
    message: () => 'expected a branch name (letters, digits, ".", "_", "-", "/")',
    hint: 'write the branch name as git shows it, such as `main`',
  }),
  AuthPathFormat: define({
    message: () => 'expected a path on the sign-in service, without a leading /',
    hint: 'write the path without its leading `/`',
  }),
  PhoneE164Format: define({
    message: () => 'expected a US number like +12025550142',
    hint: 'write e164 as +1 and ten digits, or leave it out',
  }),
  HoursDaysFormat: define({
    message: () => 'expected a day or a range like "Monday - Friday"',
    hint: 'write a day, or two days joined by " - "',
  }),
  HoursTimesFormat: define({
    message: () => 'expected times like "8AM - 6PM" or "Closed"',
    hint: 'write the hours like `8AM - 6PM`, or `Closed`',
  }),
  TrailingSlash: define({
    message: () => 'expected no trailing slash',
    hint: 'remove the `/` at the end',
  }),
  CountryCodeFormat: define({
    message: () => 'expected a two-letter country code like "US"',
    hint: 'write the country as two capital letters, such as `US`',
  }),
  LogoOutsideMedia: define({
    message: () => 'expected the logo under the media base (like "brand/logo.svg") or an https URL',
    hint: 'name the logo by its path under the media base, such as `brand/logo.svg`',
  }),
  FormIdFormat: define({
    message: () => 'expected the form service id, letters and digits',
    hint: "copy the form's id from the form service: letters and digits only",
  }),
  SecretSupabaseKey: define({
    message: () =>
      'expected the publishable key (sb_publishable_…) or the anon key: this is a secret key, and every page would publish it',
    hint: 'use the publishable (anon) key, and rotate the secret key that was pasted',
  }),
  TagManagerIdFormat: define({
    message: () => 'expected a container id like GTM-ABC1234, GTM-PLACEHOLDER or empty',
    hint: 'copy the container id from the tag manager (GTM-…), or leave it empty',
  }),
  HttpsOriginFormat: define({
    message: () => 'expected an https origin like https://cdn.calltracking.example',
    hint: 'write the https:// address of the host alone, with no path',
  }),
  BadgeNoIcon: define({
    message: () => 'expected a badge an icon keyword rule in generator/model/item-icons.ts matches',
    hint: 'word the badge like the others (licensed, insured, warranty, reviews)',
  }),
  TextEmpty: define({
    message: () => 'expected a non-empty string',
    hint: 'write the text, or remove the field if it is optional',
  }),
  PriceFormat: define({
    message: () => 'expected a price like "$4.75/sq ft"',
    hint: 'write the price like `$4.75/sq ft`',
  }),
  TimeframeFormat: define({
    message: () => 'expected a range like "1-3 days"',
    hint: 'write the time like `1-3 days`',
  }),
  ProjectIdFormat: define({
    message: () => 'expected an id like "project-4"',
    hint: 'write the id as `project-` and a number no other project has',
  }),
  DateFormat: define({
    message: () => 'expected a date like 2026-11-24',
    hint: 'write the date as YYYY-MM-DD',
  }),
  MonthYearFormat: define({
    message: () => 'expected "Month YYYY"',
    hint: 'write the month in English and the year, like `March 2025`',
  }),
  ProjectRefFormat: define({
    message: () => 'expected a project id like "project-4"',
    hint: "copy the project's id from its file",
  }),
  AnchorFormat: define({
    message: () => 'expected lowercase letters, digits and hyphens',
    hint: 'write the id in lowercase letters, digits and hyphens',
  }),
  SitePathFormat: define({
    message: () => 'expected a site path starting with a single "/"',
    hint: 'write the path as it appears after the site address, such as `/services`',
  }),
  UrlNotPrintable: define({
    message: () => 'expected an address of printable ASCII characters (no spaces, controls or invisible characters)',
    hint: 'copy the address again from the browser bar; it holds a space or an invisible character',
  }),
  HttpUrlFormat: define({
    message: () => 'expected an http:// or https:// address',
    hint: 'write the whole address, starting with https://',
  }),
  HttpsUrlFormat: define({
    message: () => 'expected an https:// address',
    hint: 'write the whole address, starting with https://',
  }),
  BackendUrlFormat: define({
    message: () => 'expected an https:// address (http:// only for localhost)',
    hint: 'write the whole https:// address of the backend',
  }),
  MediaRefFormat: define({
    message: () =>
      'expected a media path like "placeholders/hardwood.svg", a photo like "media/projects/georgetown-01.jpg" or an https URL',
    hint: 'choose the picture in the editor, or write its path under media/',
  }),
  MediaRefOutside: define({
    message: () => 'expected a media path inside the media folder (no "..") or a valid https URL',
    hint: 'name a file inside the media folder, without `..`',
  }),
  MediaRefNotPhoto: define({
    message: () =>
      'expected a photo in content/media/ like "media/projects/georgetown-01.jpg" (.jpg, .jpeg, .png, .webp, .avif or .tif)',
    hint: 'save the photo as JPEG, PNG, WebP, AVIF or TIFF under content/media/',
  }),
  MediaBaseFormat: define({
    message: () => 'expected a site path like "/media" or an https:// address, without a trailing slash',
    hint: 'write the media base like `/media`, with no `/` at the end',
  }),
  SlugFormat: define({
    message: () => 'expected a lowercase slug like "hardwood-flooring"',
    hint: 'use lowercase letters, digits and single hyphens, like `hardwood-flooring`',
  }),
  CaptionsPathFormat: define({
    message: () => 'expected a site path to a .vtt file like "/captions/stadium-01.vtt"',
    hint: 'name the captions file by its path, such as `/captions/stadium-01.vtt`',
  }),
  LanguageCodeFormat: define({
    message: () => 'expected a language code like "en"',
    hint: 'write the language as two letters, such as `en`',
  }),
  TooLong: define({
    message: (what: string, max: number) => `keep ${what} under ${max} characters`,
    hint: 'shorten the text: search results cut what is longer',
  }),
  BlanksUnknown: define({
    message: (allowed: string) =>
      allowed ? `expected only the blanks ${allowed} in braces` : 'expected no {blanks} in this text',
    hint: 'a typo in a {blank}: use only the blanks the field lists',
  }),

  // `check`'s page problems: printed as `dist/file:line rule: message` (cli/report.ts), collected, exit 1.

  /** A local href, src, srcset or poster that names no file of the output (rule local-link). */
  BrokenLocalLink: define({
    message: (url: string) => `broken local link ${url}`,
    hint: 'a link to a page or file the site does not build: fix the path in the content, or add the page',
  }),
  /** A media URL whose base and path both name a folder (rule media-url, cli/check.ts). */
  MediaFolderDoubled: define({
    message: () => 'folder doubled in the URL (base and path both name it)',
    hint: 'drop the folder from the path, or from site.yaml media.imageBase / videoBase',
  }),
  VideoTypeUnknown: define({
    message: () => 'unknown video type (expected .mov, .mp4, .m4v, .webm or .ogv)',
    hint: 'export the video as MP4 (or WebM), and name the file with its ending',
  }),
  VideoTypeWrong: define({
    message: (declared: string, expected: string) => `declared type "${declared}", expected "${expected}"`,
    hint: "the page declares another type than the file's ending: build again, or correct the file's ending",
  }),
  VideoSourceRepeated: define({
    message: () => 'video source listed more than once',
    hint: 'list each video file once',
  }),
  /** What crawlers and share previews read (rule share-image). */
  ShareImageMissing: define({
    message: () => 'no og:image: expected a share image in every page but redirect stubs',
    hint: 'every page the build writes has one: build again, or add it to a page written by hand',
  }),
  ShareImageNotAbsolute: define({
    message: (url: string) => `og:image ${url} is not absolute: expected a URL starting https:// (site.yaml baseUrl)`,
    hint: 'set site.yaml baseUrl to the address the site is served at',
  }),
  ShareImageSizeDeclared: define({
    message: (width: number, height: number, expectedWidth: number, expectedHeight: number) =>
      `og:image:width/height ${width}x${height}, expected ${expectedWidth}x${expectedHeight}`,
    hint: 'build again: the build writes share images at that size',
  }),
  ShareImageAltMissing: define({
    message: () => 'no og:image:alt: expected a description of the share image',
    hint: 'every page the build writes has one: build again, or add it to a page written by hand',
  }),
  ShareImageNotInOutput: define({
    message: (urlPath: string) => `share image ${urlPath} is not in the output: expected the file the page names`,
    hint: 'build again; a share image removed by hand is written by the next build',
  }),
  ShareImageFormat: define({
    message: (urlPath: string, format: string) => `share image ${urlPath} is ${format}, expected JPEG, PNG or WebP`,
    hint: 'use a photo (JPEG, PNG or WebP) as the SEO image, not an SVG drawing',
  }),
  ShareImageSize: define({
    message: (urlPath: string, width: number | undefined, height: number | undefined, w: number, h: number) =>
      `share image ${urlPath} is ${width}x${height}, expected ${w}x${h}`,
    hint: 'build again: the build writes share images at that size',
  }),
  /** Pages giving one JSON-LD node different values (rule json-ld-conflict). */
  JsonLdConflict: define({
    message: (id: string, count: number, property: string, values: string) =>
      `JSON-LD ${id} has ${count} values for ${property}: ${values}`,
    hint: 'the pages say two things about one thing: make the content agree (site.yaml holds the business)',
  }),
  /** A symbolic link in an output folder (rule symbolic-link, pipeline/write/output-links.ts). */
  OutputLink: define({
    message: (
      target: string,
      where: 'inside the output folder' | 'outside the output folder' | 'dangling or looping',
    ) => `symbolic link to ${target} (${where}): expected a regular file, since hosts upload what a link points to`,
    hint: 'replace the link with the file itself; a build never writes one',
  }),
  /** A finished build whose output holds a symbolic link (a cache entry replaced by one): it is not swapped in. */
  OutputHoldsLink: define({
    message: (links: string) => `the output would hold a symbolic link: ${links}`,
    hint: 'a build cache holds a symbolic link: build with `--no-cache`, or delete node_modules/.cache/build-site',
  }),

  // `check --launch`: what in the content is still a placeholder (cli/launch-check.ts), one rule each.

  LaunchAdminLink: define({
    message: (value: string) =>
      `the Admin link in the header and footer goes to ${value}, an example domain: set adminUrl to the real dashboard's address`,
    hint: "set site.yaml adminUrl to the dashboard's real address",
  }),
  LaunchExampleDomain: define({
    message: (key: string | undefined, value: string, host: string) =>
      `${key ? `${key}: ` : ''}${value} is on an example domain (${host}), not a real address: replace it with the business's own`,
    hint: "replace the example address with the business's own",
  }),
  LaunchFictionalPhone: define({
    message: (key: string | undefined, phone: string) =>
      `${key ? `${key}: ` : ''}${phone} is a fictional 555 number: replace it with the business's phone number`,
    hint: "replace the 555 number with the business's phone number",
  }),
  LaunchUnsetValue: define({
    message: (key: string | undefined, value: string) => `${key ? `${key}: ` : ''}"${value}" is still to be set`,
    hint: 'set the value (a key or address the site needs) in place of the `set-me` text',
  }),
  LaunchPlaceholderPicture: define({
    message: (key: string | undefined, picture: string) =>
      `${key ? `${key}: ` : ''}${picture} is placeholder art: replace it with a photo (media/…, README "Your own photos")`,
    hint: 'replace the drawing with a photo of your own work',
  }),
  LaunchSampleTestimonial: define({
    message: (name: string, place: string) =>
      `"${name}"${place ? ` (${place})` : ''} is a sample review, not a customer's words: replace it with a real review and remove its "sample: true"`,
    hint: 'replace the sample with a real review, and remove its `sample: true`',
  }),
  LaunchRepeatedReviewer: define({
    message: (name: string, place: string, others: string) =>
      `"${name}" (${place || 'no town'}) is also quoted from ${others}: one customer in several towns reads as an invented review`,
    hint: "give each review its customer's own town, or remove the invented ones",
  }),

  // `dev`: what the browser overlay and the terminal show when a rebuild could not run (serve/dev/builder.ts).

  DevBuildNotStarted: define({
    message: () => 'the build process failed to start; see the terminal',
    hint: 'read the lines above in the terminal: code that fails to load is named there; fix it and save again',
  }),
  DevBuildExited: define({
    message: (code: number | null) => `the build process exited (code ${code}); see the terminal`,
    hint: 'read the lines above in the terminal; save again to retry, or restart `dev`',
  }),

  // The web editor's local backend (serve/editor/backend*.ts): answered with a status and `{ error: message }`.

  EditorPathRefused: define({
    message: (given: unknown, why: string) => `refused: ${JSON.stringify(String(given))}: ${why}`,
    hint: 'the editor only reads and writes files inside the content folder',
  }),
  EditorPhotoName: define({
    message: (name: string, extensions: string) =>
      `refused: ${JSON.stringify(name)}: expected a photo named with a-z, 0-9, ".", "-" or "_" and ending in .${extensions}`,
    hint: 'rename the photo with plain letters, digits and hyphens, ending in .jpg, .png, .webp, .avif or .tif',
  }),
  EditorNotBase64: define({
    message: () => 'expected base64 content',
    hint: 'upload the photo again from the editor',
  }),
  EditorNotText: define({
    message: () => 'expected each data file as text (raw)',
    hint: 'save again from the editor',
  }),
  EditorEntryExists: define({
    message: (file: string) => `refused: ${file} already exists: expected a new address for this entry`,
    hint: 'give the entry another address (slug)',
  }),
  EditorDeveloperSettings: define({
    message: () =>
      "refused: site.yaml's developer settings (editor, media, baseUrl, locale, the analytics backend and security policy) are not changed from the web editor: edit the file itself",
    hint: 'a developer changes those settings in content/site.yaml itself',
  }),
  EditorSaveWouldBreak: define({
    message: (problems: string) => `the site would not build with this: ${problems}. Nothing was saved.`,
    hint: 'correct the fields named, then publish again',
  }),
  EditorDeleteWouldBreak: define({
    message: (removed: string, problems: string) =>
      `the site would not build without ${removed}: ${problems}. Nothing was deleted.`,
    hint: 'first remove what still names it (a guide naming a service, a hero showing the photo), then delete it',
  }),
  EditorNoSuchFile: define({
    message: (given: unknown) => `${JSON.stringify(given)}: no such file in the content folder`,
    hint: 'reload the editor: the file was renamed or deleted',
  }),
  /** A request the dev server's editor routes refuse before the backend reads it (serve/editor/admin-routes.ts, access.ts). */
  EditorNotThisComputer: define({
    message: (address: string | undefined) => `the editor's backend answers only this computer, not ${address}`,
    hint: 'open the editor on the computer running `dev`',
  }),
  EditorForeignHost: define({
    message: (host: string, own: string) => `Host ${JSON.stringify(host)} is not this dev server (${own})`,
    hint: 'open the editor at the address `dev` printed (127.0.0.1 or localhost)',
  }),
  EditorForeignOrigin: define({
    message: (origin: string, host: string) =>
      `Origin ${JSON.stringify(origin)} is not this dev server (http://${host})`,
    hint: 'only the editor page of this dev server may save: open it at the address `dev` printed',
  }),
  EditorAccessRefused: define({
    message: (reason: string) => `refused: ${reason}`,
    hint: 'open the editor at the address `dev` printed, on this computer',
  }),
  EditorNotPost: define({
    message: () => 'expected POST',
    hint: 'the backend answers the editor page only',
  }),
  EditorNotJson: define({
    message: () => 'expected Content-Type: application/json',
    hint: 'the backend answers the editor page only',
  }),
  EditorRequestTooLarge: define({
    message: (maxMb: number) => `expected a request under ${maxMb} MB`,
    hint: 'upload a smaller photo: export it again at a lower size or quality',
  }),
  EditorBodyNotJson: define({
    message: () => 'expected a JSON body',
    hint: 'the backend answers the editor page only',
  }),
  EditorBackendFailed: define({
    message: () => 'the dev server failed: see its terminal',
    hint: 'read the line the terminal printed for it, then save again',
  }),
  EditorUnknownAction: define({
    message: (action: unknown) =>
      `unknown action ${JSON.stringify(action)} (the local backend has no editorial workflow)`,
    hint: 'reload the editor; the local backend publishes at once, with no drafts to review',
  }),
};

export type ProblemName = keyof typeof PROBLEMS;
export type DetailsOf<N extends ProblemName> = Parameters<(typeof PROBLEMS)[N]['message']>;

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
