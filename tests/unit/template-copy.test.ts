// Templates and islands hold no copy of their own: every word a visitor reads
// or hears (text, alt, title, aria-label, headings passed as props) comes from
// content/; so do the words of the web editor's previews (generator/editor/). Each file is compiled with esbuild (JSX text becomes string
// arguments) and every string literal is checked with acorn.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Node } from 'acorn';
import { fullAncestor } from 'acorn-walk';
import { transformSync } from 'esbuild';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fill, splitBlanks } from '../../generator/model/copy.ts';
import { siteSchema } from '../../generator/model/schema/index.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { CONTENT, ROOT } from '../fixtures/html.ts';

/** Props and attributes whose values are markup, not words (class lists, links, ids, enums). */
const NOT_COPY_KEYS = new Set([
  'className',
  'href',
  'src',
  'id',
  'key',
  'type',
  'rel',
  'name',
  'role',
  'slot',
  'tone',
  'mode',
  'kind',
  'preload',
  'loading',
  'property',
  'content',
  'charSet',
  'lang',
  'target',
  'component',
  'for',
  'htmlFor',
  'value',
  'icon',
  'spec',
  'tabIndex',
  'aria-labelledby',
  'aria-hidden',
  'aria-current',
  'aria-disabled',
  'aria-live',
  'aria-modal',
  'aria-pressed',
  'data-track',
  'data-conversion',
  'data-state',
  'data-mode',
  'data-index',
  'data-playing',
  'data-open',
  'data-hover-video',
  'data-tally-src',
]);

/** Props and attributes that are always words, even a single lowercase one ("slide"). */
const COPY_KEYS = new Set([
  'aria-label',
  'aria-roledescription',
  'alt',
  'title',
  'label',
  'placeholder',
  'heading',
  'intro',
  'eyebrow',
  'text',
  'estimateLabel',
]);

/** Calls whose string arguments are names, not words: widgets, class lists, icons, errors, module and DOM lookups. */
const NOT_COPY_CALLS = new Set([
  'useWidget',
  'cardGrid',
  'Error',
  'querySelector',
  'createElement',
  'addEventListener',
  'removeEventListener',
  'matchMedia',
  'import',
  'require',
  'includes',
  'startsWith',
  'indexOf',
  'split',
  'join',
  'replace',
  'add',
  'remove',
  'setAttribute',
]);

/** A class list, path, id, event or icon name: lowercase, no spaces between words. */
const TOKEN = /^[a-z0-9\-_/.:#@+=?&%()*[\]]*$|^[a-z]+[A-Za-z0-9]*$/;

const FILES = fg
  .sync(['templates/**/*.tsx', 'client/islands/**/*.tsx', 'client/components/**/*.tsx', 'generator/editor/**/*.tsx'], {
    cwd: ROOT,
  })
  .sort();

interface Literal {
  text: string;
  line: number;
}

/** The string literals of one TSX source that read as words to a visitor. */
function copyIn(source: string): Literal[] {
  // jsx: transform turns <p>Call Now</p> into h("p", null, "Call Now"), keeping each literal a plain string.
  const { code } = transformSync(source, {
    loader: 'tsx',
    jsx: 'transform',
    jsxFactory: 'h',
    jsxFragment: 'Fragment',
    format: 'esm',
  });
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const found: Literal[] = [];
  const check = (text: string, node: Node, ancestors: Node[]) => {
    if (!/[A-Za-z]{2,}/.test(text)) return;
    // Markup written as a string (the build's splice slots) holds tag and attribute names, not words.
    if (/<\/?[a-z][a-z0-9-]*[\s>]/.test(text) || /^"><\/[a-z][a-z0-9-]*>$/.test(text)) return;
    const parent = ancestors[ancestors.length - 2] as Node & {
      key?: { name?: string; value?: string };
      value?: unknown;
    };
    const isCopyProp =
      parent?.type === 'Property' &&
      parent.value === node &&
      COPY_KEYS.has(parent.key?.name ?? parent.key?.value ?? '');
    if (!isCopyProp && TOKEN.test(text)) return;
    for (let i = ancestors.length - 2; i >= 0; i--) {
      const a = ancestors[i] as Node & Record<string, unknown>;
      const child = ancestors[i + 1];
      if (
        a.type === 'ImportDeclaration' ||
        a.type === 'ExportNamedDeclaration' ||
        a.type === 'ExportAllDeclaration' ||
        a.type === 'ImportExpression'
      )
        return;
      if (a.type === 'Property' && a.value === child) {
        const key = a.key as { name?: string; value?: string };
        if (NOT_COPY_KEYS.has(key.name ?? key.value ?? '')) return;
      }
      if (a.type === 'CallExpression' || a.type === 'NewExpression') {
        const callee = a.callee as { type: string; name?: string; property?: { name?: string } };
        const name = callee.type === 'MemberExpression' ? callee.property?.name : callee.name;
        // h(type, props, ...children): the element's tag name is markup.
        if (name === 'h' && (a.arguments as Node[])[0] === child) return;
        if (name && NOT_COPY_CALLS.has(name)) return;
      }
      if (a.type === 'BinaryExpression' || a.type === 'SwitchCase') return;
    }
    found.push({ text, line: node.loc?.start.line ?? 0 });
  };
  fullAncestor(ast, (node, _state, ancestors) => {
    const n = node as Node & { value?: unknown; cooked?: string };
    if (node.type === 'Literal' && typeof n.value === 'string') check(n.value, node, ancestors);
    if (node.type === 'TemplateElement')
      check((n as unknown as { value: { cooked: string } }).value.cooked, node, ancestors);
  });
  return found;
}

describe('copy lives in content, not in templates', () => {
  it('finds the template and island files', () => {
    expect(FILES.length).toBeGreaterThan(25);
  });

  it('flags literal words and lets markup through (the check itself works)', () => {
    const sample = `import { Icon } from './icons.tsx';
      export const X = ({ n }: { n: number }) => (
        <section className="section section-muted" aria-label="Our work" aria-labelledby="work-title">
          <h2 id="work-title">Recent Projects</h2>
          <Card heading="Why Us" className="card card-wide" href="/gallery" icon="arrowRight" />
          <p title={\`\${n} photos\`}>{n > 1 ? 'Video' : 'photo-badge'}<Icon name="phone" /></p>
          <div aria-roledescription="slide" />
        </section>
      );`;
    expect(copyIn(sample).map((l) => l.text)).toEqual([
      'Our work',
      'Recent Projects',
      'Why Us',
      ' photos',
      'Video',
      'slide',
    ]);
  });

  it.each(FILES)('%s has no literal copy', (file) => {
    expect(
      copyIn(readFileSync(path.join(ROOT, file), 'utf8')).map(
        (l) => `${file} (compiled line ${l.line}): ${JSON.stringify(l.text)}`,
      ),
    ).toEqual([]);
  });
});

describe('blanks in copy', () => {
  it('fills every {name} it has a value for and leaves the others', () => {
    expect(fill('Call {phone} or e-mail {email}.', { phone: '(202) 555-0142' })).toBe(
      'Call (202) 555-0142 or e-mail {email}.',
    );
    expect(fill('{count} of {count}', { count: 3 })).toBe('3 of 3');
    expect(splitBlanks('Call {phone}.')).toEqual([{ text: 'Call ' }, { blank: 'phone' }, { text: '.' }]);
  });

  it('rejects a blank the field does not offer, naming the ones it does', () => {
    const site = readYamlData(path.join(CONTENT, 'site.yaml')) as { copy: { callPhone: string } };
    expect(siteSchema.safeParse(site).success).toBe(true);
    site.copy.callPhone = 'Call {phnoe}';
    const result = siteSchema.safeParse(site);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['copy.callPhone', 'expected only the blanks {phone} in braces'],
    ]);
  });
});
