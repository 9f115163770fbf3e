// Check: html-validate over every page in dist/, an internal-link check
// (every local href/src must resolve to a file in dist/), and what crawlers
// and share previews read: raster 1200x630 share images, media URLs (no
// doubled folder, one source per video with its real type) and one
// consistent JSON-LD graph across all pages; and that no file leads out of the folder (a symbolic
// link deploys its target).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Report } from 'html-validate';
import sharp from 'sharp';
import { JsonLdGraph, jsonLdOf, type GraphConflict } from '../pipeline/render/jsonld-graph.ts';
import { hasDoubledFolder, videoType } from '../model/media.ts';
import { problemMessage } from '../model/problems.ts';
import { resolveFile } from '../serve/serve.ts';
import { symbolicLinks, type UnsafeFile } from '../pipeline/write/output-links.ts';
import { pageFiles } from './page-files.ts';
import { SHARE_IMAGE } from '../pipeline/images/share-image.ts';

/** One html-validate finding, kept structured for the reporter (report.ts). */
export interface HtmlMessage {
  line: number;
  column: number;
  rule: string;
  message: string;
}

export interface CheckResult {
  pages: number;
  invalidPages: { file: string; messages: HtmlMessage[] }[];
  brokenLinks: { file: string; url: string }[];
  shareImageProblems: { file: string; message: string }[];
  mediaProblems: { file: string; url: string; message: string }[];
  graphConflicts: GraphConflict[];
  /** Symbolic links in the folder: a host would upload what they point to. */
  links: UnsafeFile[];
  /** Files and folders whose name is not UTF-8: no link can name them. */
  names: UnsafeFile[];
  /** What the pages' public key reads from the settings backend beyond the tag-manager id (settings-access.ts). */
  settingsExposures?: { file: string; message: string }[];
}

/** Number of problems of every kind in a check result. */
export function problemCount(r: CheckResult): number {
  return (
    r.invalidPages.length +
    r.brokenLinks.length +
    r.shareImageProblems.length +
    r.mediaProblems.length +
    r.graphConflicts.length +
    r.links.length +
    r.names.length +
    (r.settingsExposures?.length ?? 0)
  );
}

export const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // react-dom serialises void elements as <img/>, boolean attributes as
    // hidden="" and a few attributes in camelCase (charSet); all are valid
    // HTML, so only the serialisation-style rules are relaxed.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // Aspect ratios of thumbnails come from content, as inline style.
    'no-inline-style': 'off',
    'long-title': 'off',
    // Buttons are white-space: nowrap, so their "Call Now" labels cannot break.
    'tel-non-breaking': ['error', { ignoreClasses: ['btn'] }],
  },
});

function htmlMessages(report: Report): HtmlMessage[] {
  return report.results.flatMap((r) =>
    r.messages.map((m) => ({ line: m.line, column: m.column, rule: m.ruleId, message: m.message })),
  );
}

const LINK_ATTR = /\s(?:href|src|poster)="([^"]+)"/g;
/** Responsive photo candidates ("url 480w, url 800w"); react-dom writes the attribute as srcSet. */
const SRCSET_ATTR = /\ssrcset="([^"]+)"/gi;

export function localLinks(html: string): string[] {
  const urls: string[] = [];
  const add = (raw: string) => {
    const url = raw.replace(/&amp;/g, '&');
    if (url.startsWith('/') && !url.startsWith('//')) urls.push(url.split('#')[0]);
  };
  for (const match of html.matchAll(LINK_ATTR)) add(match[1]);
  for (const match of html.matchAll(SRCSET_ATTR))
    for (const candidate of match[1].split(',')) add(candidate.trim().split(/\s+/)[0]);
  return urls;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attrsOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) out[m[1].toLowerCase()] = decode(m[2]);
  return out;
}

export interface MediaReference {
  url: string;
  /** Where it was found: img, video, source, track, or props (an island's data). */
  element: string;
  /** The type the page declares for it (source type, or an island video's type). */
  type?: string;
}

/** Every image, video and captions URL a page asks for, including those in island props. */
export function mediaReferences(html: string): MediaReference[] {
  const refs: MediaReference[] = [];
  for (const m of html.matchAll(/<(img|video|source|track)\s[^>]*>/g)) {
    const a = attrsOf(m[0]);
    if (a.src) refs.push({ url: a.src, element: m[1], ...(m[1] === 'source' ? { type: a.type ?? '' } : {}) });
    if (a.poster) refs.push({ url: a.poster, element: m[1] });
  }
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.src === 'string' && /^(\/|https:\/\/)/.test(o.src))
        refs.push({ url: o.src, element: 'props', ...(typeof o.type === 'string' ? { type: o.type } : {}) });
      if (typeof o.poster === 'string') refs.push({ url: o.poster, element: 'props' });
      for (const [k, v] of Object.entries(o)) if (k !== 'src' && k !== 'poster') walk(v);
    }
  };
  for (const m of html.matchAll(/\sdata-props="([^"]*)"/g)) walk(JSON.parse(decode(m[1])));
  return refs;
}

/** Media problems of one page: doubled folders, a video listed twice, a wrong or unknown video type. */
export function mediaProblems(html: string): { url: string; message: string }[] {
  const problems: { url: string; message: string }[] = [];
  for (const ref of mediaReferences(html)) {
    if (hasDoubledFolder(ref.url)) problems.push({ url: ref.url, message: problemMessage('MediaFolderDoubled') });
    if (ref.type === undefined) continue;
    const expected = videoType(ref.url);
    if (!expected) problems.push({ url: ref.url, message: problemMessage('VideoTypeUnknown') });
    else if (ref.type !== expected)
      problems.push({ url: ref.url, message: problemMessage('VideoTypeWrong', ref.type, expected) });
  }
  for (const video of html.matchAll(/<video\s[\s\S]*?<\/video>/g)) {
    const sources = [...video[0].matchAll(/<source\s[^>]*>/g)].map((s) => attrsOf(s[0]).src);
    for (const src of new Set(sources.filter((s, i) => sources.indexOf(s) !== i)))
      problems.push({ url: src, message: problemMessage('VideoSourceRepeated') });
  }
  return problems;
}

const metaContent = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]) : undefined;
};

/** Share-image problems of one page: its og:image must be a raster file in dist/ of the declared size. */
async function shareImageProblems(
  distDir: string,
  html: string,
  images: Map<string, Promise<string | undefined>>,
): Promise<string[]> {
  const url = metaContent(html, 'og:image');
  if (!url) return [problemMessage('ShareImageMissing')];
  const problems: string[] = [];
  if (!/^https?:\/\//.test(url)) problems.push(problemMessage('ShareImageNotAbsolute', url));
  const width = Number(metaContent(html, 'og:image:width'));
  const height = Number(metaContent(html, 'og:image:height'));
  if (width !== SHARE_IMAGE.width || height !== SHARE_IMAGE.height)
    problems.push(problemMessage('ShareImageSizeDeclared', width, height, SHARE_IMAGE.width, SHARE_IMAGE.height));
  if (!metaContent(html, 'og:image:alt')) problems.push(problemMessage('ShareImageAltMissing'));
  const urlPath = url.replace(/^https?:\/\/[^/]+/, '');
  let pending = images.get(urlPath);
  if (!pending) {
    pending = (async () => {
      const file = resolveFile(distDir, urlPath);
      if (!file) return problemMessage('ShareImageNotInOutput', urlPath);
      const meta = await sharp(file)
        .metadata()
        .catch(() => undefined);
      if (!meta || !['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
        return problemMessage('ShareImageFormat', urlPath, meta?.format ?? 'unreadable');
      if (meta.width !== SHARE_IMAGE.width || meta.height !== SHARE_IMAGE.height)
        return problemMessage(
          'ShareImageSize',
          urlPath,
          meta.width,
          meta.height,
          SHARE_IMAGE.width,
          SHARE_IMAGE.height,
        );
      return undefined;
    })();
    images.set(urlPath, pending);
  }
  const fileProblem = await pending;
  if (fileProblem) problems.push(fileProblem);
  return problems;
}

/** Redirect stubs only point elsewhere: they carry no share tags or structured data. */
const isRedirectStub = (html: string) => /<meta http-equiv="refresh"/.test(html);

export async function checkSite(distDir: string): Promise<CheckResult> {
  const links = symbolicLinks(distDir);
  const { pages: files, names } = pageFiles(distDir);
  const result: CheckResult = {
    pages: files.length,
    invalidPages: [],
    brokenLinks: [],
    shareImageProblems: [],
    mediaProblems: [],
    graphConflicts: [],
    links,
    names,
  };
  const graph = new JsonLdGraph();
  const images = new Map<string, Promise<string | undefined>>();
  for (const file of files) {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    const report = await validator.validateString(html, file);
    if (!report.valid) result.invalidPages.push({ file, messages: htmlMessages(report) });
    for (const url of new Set(localLinks(html))) {
      if (url !== '' && !resolveFile(distDir, url)) result.brokenLinks.push({ file, url });
    }
    for (const p of mediaProblems(html)) result.mediaProblems.push({ file, ...p });
    if (isRedirectStub(html)) continue;
    for (const message of await shareImageProblems(distDir, html, images))
      result.shareImageProblems.push({ file, message });
    graph.add(file, jsonLdOf(html));
  }
  result.graphConflicts = graph.conflicts();
  return result;
}
