// A guide's Markdown body as HTML (markdown-it, CommonMark with tables). Raw HTML is escaped (html:
// false), so an article can never add a script or an inline handler, and only web, mail, phone and
// site links survive. Headings get unique ids. Fenced blocks whose info string names a directive
// (```prices```) are replaced by what the directive renders from content. What the body asks for
// and cannot have (an <h1>, a picture, a refused link) comes back as a problem with its line.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

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

/** Renders a directive block from content; its argument is the rest of the info string. */
export type Directive = (argument: string, line: number, problems: MarkdownProblem[]) => string;

/** What a body may link to: web pages, e-mail, phone, a page of this site (not //host) or an anchor. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

interface Env {
  directives: Record<string, Directive>;
  problems: MarkdownProblem[];
}

const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
md.validateLink = (url) => ALLOWED_LINK.test(url.trim());

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
  (inline?.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');

// Ids unique within the body; the article's own ids are not of this form (page-title, guide-*).
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

const defaultFence = md.renderer.rules.fence;
md.renderer.rules.fence = (tokens, idx, options, env: Env, self) => {
  const token = tokens[idx];
  const [name = '', ...rest] = token.info.trim().split(/\s+/);
  const directive = env.directives[name];
  if (directive) return directive(rest.join(' '), (token.map?.[0] ?? 0) + 1, env.problems);
  return defaultFence ? defaultFence(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** Walks the parsed body for what it may not hold and for its links, with lines. */
function inspect(tokens: Token[], problems: MarkdownProblem[], siteLinks: SiteLink[]): RenderedMarkdown['headings'] {
  const headings: RenderedMarkdown['headings'] = [];
  tokens.forEach((token, i) => {
    const first = (token.map?.[0] ?? 0) + 1;
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      if (level === 1)
        problems.push({
          line: first,
          message: 'a "# " heading in the body: expected "## " or deeper (the title is the page\'s heading)',
        });
      else headings.push({ id: token.attrGet('id') ?? '', text: inlineText(tokens[i + 1]), level });
    }
    if (token.type !== 'inline') return;
    let line = first;
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
      if (child.type === 'link_open') {
        const href = child.attrGet('href') ?? '';
        if (href.startsWith('/')) siteLinks.push({ path: href, line });
      }
    }
    // Read from the source: a link markdown-it refused (javascript:, data:, //host) is left as text.
    for (const m of token.content.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^\s>]*)/g)) {
      const at = first + (token.content.slice(0, m.index).match(/\n/g)?.length ?? 0);
      const target = m[2].replace(/\)$/, '');
      if (m[1])
        problems.push({
          line: at,
          message: `picture "${target}" in the body: expected no pictures in a guide's text (its picture is the front matter's hero)`,
        });
      else if (!ALLOWED_LINK.test(target))
        problems.push({
          line: at,
          message: `link to "${target}": expected https://, mailto:, tel:, a site path like /services or an #anchor`,
        });
    }
  });
  return headings;
}

/** The body as HTML, with what it holds that a guide may not. */
export function renderMarkdown(body: string, directives: Record<string, Directive> = {}): RenderedMarkdown {
  const env: Env = { directives, problems: [] };
  const tokens = md.parse(body, env);
  const siteLinks: SiteLink[] = [];
  const headings = inspect(tokens, env.problems, siteLinks);
  const html = md.renderer.render(tokens, md.options, env);
  env.problems.sort((a, b) => a.line - b.line);
  return { html, problems: env.problems, siteLinks, headings };
}
