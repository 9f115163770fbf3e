// A guide's Markdown body as HTML (markdown-it, CommonMark with tables). Raw HTML is escaped (html:
// false), so an article can never add a script or an inline handler. Links and pictures are read from
// markdown-it's tokens, whatever way they are written (inline, nested brackets, reference
// definitions, autolinks): only web, mail, phone, site and anchor links stay links, a picture is
// never drawn. Headings get unique ids. A fenced block whose info string names a directive
// (```prices```) is replaced by what the directive renders from content; any other fenced block is
// plain code, its info string dropped. What the body asks for and cannot have (an <h1>, a picture,
// a refused link) comes back as a problem with its line.
import MarkdownIt from 'markdown-it';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { quote } from './errors.ts';
import { problemMessage } from './problems.ts';

export interface MarkdownProblem {
  /** Line in the body (1 is its first line). */
  line: number;
  message: string;
}

/** A link to a page of this site, for the build to check that the page exists. */
export interface SiteLink {
  path: string;
  line: number;
}

export interface RenderedMarkdown {
  html: string;
  problems: MarkdownProblem[];
  siteLinks: SiteLink[];
  /** The body's headings (level 2 and deeper) with their ids. */
  headings: { id: string; text: string; level: number }[];
}

/**
 * Renders a directive block from content. Its argument is the rest of the info string, the author's
 * own text: a directive compares it with what content holds and never writes it into the HTML.
 */
export type Directive = (argument: string, line: number, problems: MarkdownProblem[]) => string;

/** What a body may link to: web pages, e-mail, phone, a page of this site (not //host) or an anchor. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

interface Env {
  /** Own entries only: a fence named `constructor` or `__proto__` is no directive. */
  directives: Map<string, Directive>;
  problems: MarkdownProblem[];
  siteLinks: SiteLink[];
}

// Stryker disable next-line ObjectLiteral: equivalent, these are the 'default' preset's own values, written out to be read.
const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
// Every destination becomes a token, so the check below sees each one (markdown-it's own check would
// leave a refused link as text and say nothing); the check removes what it refuses.
md.validateLink = () => true;

/** Lowercase words of a heading joined by hyphens: "Costs & timing" -> "costs-timing". */
export function headingId(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : 'section';
}

const inlineText = (inline: Token | undefined) =>
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, a heading_open is always followed by its inline token, with children.
  (inline?.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');

// Ids unique within the body; the article's own ids are not of this form (page-title, guide-*).
// Stryker disable next-line StringLiteral: equivalent, a rule's name only serves to switch it off, which nothing does.
md.core.ruler.push('heading_ids', (state) => {
  const used = new Map<string, number>();
  state.tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const base = headingId(inlineText(state.tokens[i + 1]));
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    token.attrSet('id', n === 1 ? base : `${base}-${n}`);
  });
});

/** Line breaks inside a token's own children (a picture's alt text written over two lines). */
const breaksIn = (token: Token) =>
  // Stryker disable next-line ArrayDeclaration: equivalent, an image token always has children (its alt text).
  (token.children ?? []).filter((t) => t.type === 'softbreak' || t.type === 'hardbreak').length;

/** Line breaks in a link's title (`[a](/x "two\nlines")`), which comes after its text. */
const titleBreaks = (token: Token) => (token.attrGet('title')?.split('\n').length ?? 1) - 1;

/** A destination as the author wrote it (markdown-it percent-encodes it), quoted and cut for a message. */
const shownTarget = (href: string) => quote(md.normalizeLinkText(href));

/**
 * One paragraph's (or heading's, or table cell's) inline tokens with every refused link unwrapped to
 * its text and every picture replaced by its alt text; problems and site links go to `env`.
 */
function checkInline(children: Token[], first: number, env: Env, state: StateCore): Token[] {
  const kept: Token[] = [];
  // For each open link: whether it was kept, and the line breaks of its title.
  // Stryker disable next-line ArrayDeclaration: equivalent, links open and close in pairs, so an entry below the first is never popped.
  const open: { kept: boolean; breaks: number }[] = [];
  let line = first;
  for (const child of children) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
    if (child.type === 'link_open') {
      // Stryker disable next-line StringLiteral: equivalent, markdown-it gives every link_open an href.
      const href = child.attrGet('href') ?? '';
      const allowed = ALLOWED_LINK.test(href);
      if (!allowed)
        env.problems.push({
          line,
          message: problemMessage('GuideLinkRefused', shownTarget(href)),
        });
      else if (href.startsWith('/')) env.siteLinks.push({ path: href, line });
      open.push({ kept: allowed, breaks: titleBreaks(child) });
      if (allowed) kept.push(child);
      continue;
    }
    if (child.type === 'link_close') {
      const link = open.pop();
      // Stryker disable next-line OptionalChaining: equivalent, every link_close has its link_open.
      line += link?.breaks ?? 0;
      // Stryker disable next-line OptionalChaining: equivalent, every link_close has its link_open.
      if (link?.kept !== false) kept.push(child);
      continue;
    }
    if (child.type === 'image') {
      env.problems.push({
        line,
        // Stryker disable next-line StringLiteral: equivalent, markdown-it gives every image a src.
        message: problemMessage('GuidePicture', shownTarget(child.attrGet('src') ?? '')),
      });
      // Stryker disable next-line StringLiteral: equivalent, a text token's tag is never rendered.
      const text = new state.Token('text', '', 0);
      // Stryker disable next-line ArrayDeclaration: equivalent, an image token always has children (its alt text).
      text.content = md.renderer.renderInlineAsText(child.children ?? [], md.options, env);
      kept.push(text);
      line += breaksIn(child) + titleBreaks(child);
      continue;
    }
    kept.push(child);
  }
  return kept;
}

// Stryker disable next-line StringLiteral: equivalent, a rule's name only serves to switch it off, which nothing does.
md.core.ruler.push('guide_links', (state) => {
  const env = state.env as Env;
  for (const token of state.tokens) {
    // At the top level only inline tokens have children (a block token's are null).
    if (token.children)
      // Stryker disable next-line OptionalChaining: equivalent, markdown-it maps every inline token to its lines.
      token.children = checkInline(token.children, (token.map?.[0] ?? 0) + 1, env, state);
  }
});

md.renderer.rules.fence = (tokens, idx, _options, env: Env) => {
  const token = tokens[idx];
  // Stryker disable next-line StringLiteral: equivalent, split always gives a first element ('' for no info string).
  const [name = '', ...rest] = token.info.trim().split(/\s+/);
  const directive = env.directives.get(name);
  // Stryker disable next-line OptionalChaining: equivalent, markdown-it maps every fence to its lines.
  if (directive) return directive(rest.join(' '), (token.map?.[0] ?? 0) + 1, env.problems);
  // A language name (```js) or a mistyped directive: plain code, nothing of the info string kept.
  return `<pre><code>${md.utils.escapeHtml(token.content)}</code></pre>\n`;
};

/** Headings and the "# " headings the body may not have. */
function inspect(tokens: Token[], problems: MarkdownProblem[]): RenderedMarkdown['headings'] {
  const headings: RenderedMarkdown['headings'] = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    if (level === 1)
      problems.push({
        // Stryker disable next-line OptionalChaining: equivalent, markdown-it maps every heading to its lines.
        line: (token.map?.[0] ?? 0) + 1,
        message: problemMessage('GuideHeadingOne'),
      });
    else {
      // Stryker disable next-line StringLiteral: equivalent, heading_ids gave every heading an id.
      headings.push({ id: token.attrGet('id') ?? '', text: inlineText(tokens[i + 1]), level });
    }
  });
  return headings;
}

/** The body as HTML, with what it holds that a guide may not. */
export function renderMarkdown(body: string, directives: Record<string, Directive> = {}): RenderedMarkdown {
  const env: Env = { directives: new Map(Object.entries(directives)), problems: [], siteLinks: [] };
  const tokens = md.parse(body, env);
  const headings = inspect(tokens, env.problems);
  const html = md.renderer.render(tokens, md.options, env);
  env.problems.sort((a, b) => a.line - b.line);
  return { html, problems: env.problems, siteLinks: env.siteLinks, headings };
}
