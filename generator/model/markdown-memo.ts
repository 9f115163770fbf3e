// A guide's body rendered again unchanged: the dev server's build child checks every guide's body
// on each reload (pipeline/content/guide-checks.ts) and renders the guide pages, and markdown-it's
// parse and render were a quarter of the check. A result is kept by body text and directive names,
// with what each directive call gave; it is used again only when the same calls, made now, give
// the same output and problems, so an edit of a price a guide shows still renders anew, and the
// directives still read the content they read (the read tracker notes it, render/read-tracker.ts).
import { type Directive, type MarkdownProblem, type RenderedMarkdown, renderMarkdown } from './markdown.ts';

interface DirectiveCall {
  name: string;
  argument: string;
  line: number;
  output: string;
  problems: MarkdownProblem[];
}

interface Kept {
  calls: DirectiveCall[];
  result: RenderedMarkdown;
}

/** Bodies kept at most: a site's guides, not every body a long-lived process ever saw. */
export const KEPT_BODIES = 32;

const sameProblems = (a: MarkdownProblem[], b: MarkdownProblem[]) =>
  a.length === b.length && a.every((p, i) => p.line === b[i].line && p.message === b[i].message);

/** What the call gives now, with its problems apart. */
function call(directive: Directive, argument: string, line: number): { output: string; problems: MarkdownProblem[] } {
  const problems: MarkdownProblem[] = [];
  return { output: directive(argument, line, problems), problems };
}

function freeze(result: RenderedMarkdown): RenderedMarkdown {
  for (const list of [result.problems, result.siteLinks, result.headings]) {
    for (const item of list) Object.freeze(item);
    Object.freeze(list);
  }
  return Object.freeze(result);
}

/**
 * renderMarkdown with its results kept (at most `limit` bodies, the least recently used dropped).
 * A kept result is frozen: every caller gets the same object.
 */
export function markdownMemo(
  render: typeof renderMarkdown = renderMarkdown,
  limit = KEPT_BODIES,
): (body: string, directives?: Record<string, Directive>) => RenderedMarkdown {
  const kept = new Map<string, Kept>();
  return (body, directives = {}) => {
    // Own names only, as renderMarkdown reads them; sorted, so the order they are given in does not matter.
    const names = Object.keys(directives).sort();
    const key = `${names.join(' ')}\n${body}`;
    const hit = kept.get(key);
    kept.delete(key);
    if (
      hit?.calls.every((c) => {
        const now = call(directives[c.name], c.argument, c.line);
        return now.output === c.output && sameProblems(now.problems, c.problems);
      })
    ) {
      kept.set(key, hit);
      return hit.result;
    }
    const calls: DirectiveCall[] = [];
    const recording = Object.fromEntries(
      names.map((name): [string, Directive] => [
        name,
        (argument, line, problems) => {
          const made = call(directives[name], argument, line);
          calls.push({ name, argument, line, ...made });
          problems.push(...made.problems);
          return made.output;
        },
      ]),
    );
    const result = freeze(render(body, recording));
    kept.set(key, { calls, result });
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return result;
  };
}

/** The build's and the editor's guide bodies. */
export const renderMarkdownKept = markdownMemo();
