// Placeholder art and item icons on the built pages: no picture repeated within
// a grid, gallery or carousel, every placeholder a small valid SVG, and every
// benefit icon the one its YAML or keyword rule gives.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import type { Content } from '../../generator/model/content.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { benefitSchema } from '../../generator/model/schema/index.ts';
import { itemIcon, ruleIcon } from '../../generator/model/item-icons.ts';
import {
  ROOT,
  all,
  attr,
  copyContent,
  decodeEntities,
  islandProps,
  parseHtml,
  type HtmlElement,
} from '../fixtures/html.ts';
import { DIST } from '../fixtures/dist.ts';

/** Size budget of one placeholder illustration. */
const SVG_BUDGET = 16 * 1024;
const PLACEHOLDERS = path.join(ROOT, 'public/media/placeholders');

let outDir: string;
let content: Content;
const pages = new Map<string, HtmlElement>();
const sources = new Map<string, string>();

beforeAll(() => {
  outDir = DIST;
  content = loadContent(path.join(ROOT, 'content'));
  for (const file of fg.sync('**/*.html', { cwd: outDir })) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    sources.set(file, html);
    pages.set(file, parseHtml(html));
  }
});

const isPicture = (v: unknown): v is string => typeof v === 'string' && /\.(svg|jpe?g|png|webp|avif)$/i.test(v);

/** The pictures of one grid: img src and video posters inside it. */
function gridPictures(grid: HtmlElement): string[] {
  return [
    ...all(grid, 'img').map((i) => attr(i, 'src')),
    ...all(grid, 'video').map((v) => attr(v, 'poster')),
    ...all(grid, '[data-poster]').map((v) => attr(v, 'data-poster')),
  ].filter(isPicture);
}

/** Every list of pictures in island props: per array, the picture values found at each key path of its items. */
function propLists(value: unknown, where: string, out: Map<string, string[]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const leaves = new Map<string, string>();
      collectLeaves(item, '', leaves);
      for (const [key, src] of leaves) {
        const list = out.get(`${where}[]${key}`) ?? [];
        list.push(src);
        out.set(`${where}[]${key}`, list);
      }
      propLists(item, `${where}[${i}]`, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) propLists(v, `${where}.${k}`, out);
  }
}
function collectLeaves(value: unknown, key: string, out: Map<string, string>): void {
  if (isPicture(value)) out.set(key, value);
  else if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) collectLeaves(v, `${key}.${k}`, out);
}

const repeats = (list: string[]): string[] => [...new Set(list.filter((s, i) => list.indexOf(s) !== i))];

describe('no picture repeated within one grid', () => {
  it('card grids, thumbnail grids and galleries on every page', () => {
    const problems: string[] = [];
    let grids = 0;
    for (const [file, root] of pages) {
      for (const grid of all(root, '[class]').filter((el) => /grid/.test(attr(el, 'class') ?? ''))) {
        const pics = gridPictures(grid);
        if (pics.length < 2) continue;
        grids++;
        const dup = repeats(pics);
        if (dup.length) problems.push(`${file} .${attr(grid, 'class')}: ${dup.join(', ')}`);
      }
    }
    expect(grids).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('island lists (project gallery, video carousels, home videos, location service cards)', () => {
    const problems: string[] = [];
    let lists = 0;
    for (const [file, root] of pages) {
      for (const el of all(root, '[data-island]')) {
        const name = attr(el, 'data-island')!;
        const found = new Map<string, string[]>();
        propLists(JSON.parse(attr(el, 'data-props') ?? 'null'), name, found);
        for (const [where, list] of found) {
          if (list.length < 2) continue;
          lists++;
          const dup = repeats(list);
          if (dup.length) problems.push(`${file} ${where}: ${dup.join(', ')}`);
        }
      }
    }
    expect(lists).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('one project page shows each picture once across its gallery and video posters', () => {
    for (const p of content.projects) {
      const pics = [...p.images.map((i) => i.src), ...p.videos.map((v) => v.poster)];
      expect(repeats(pics), p.slug).toEqual([]);
    }
  });

  it('every project has its own card picture across the gallery', () => {
    const root = pages.get('gallery/index.html')!;
    const cards = islandProps<{ projects?: { image?: string; poster?: string }[] }>(root, 'project-grid');
    const fromContent = content.projects.map((p) =>
      p.type === 'video' ? (p.poster ?? p.images[0].src) : (p.image ?? p.images[0].src),
    );
    expect(repeats(fromContent)).toEqual([]);
    const shown = gridPictures(root).concat(
      cards.flatMap((c) => (c.projects ?? []).map((x) => x.poster ?? x.image).filter(isPicture)),
    );
    for (const src of fromContent)
      expect(
        shown.some((s) => s.endsWith(src)),
        src,
      ).toBe(true);
  });

  it('the 16 home videos have 16 different posters', () => {
    expect(new Set(content.pages.home.videos.map((v) => v.poster)).size).toBe(16);
  });
});

describe('placeholder files', () => {
  const referenced = (): string[] => {
    const refs = new Set<string>();
    for (const file of fg.sync('**/*.yaml', { cwd: path.join(ROOT, 'content') })) {
      for (const m of readFileSync(path.join(ROOT, 'content', file), 'utf8').matchAll(
        /placeholders\/[a-z0-9\-_/]+\.svg/g,
      ))
        refs.add(m[0]);
    }
    return [...refs];
  };

  it('every referenced placeholder exists, is an SVG picture and fits the size budget', () => {
    const refs = referenced();
    expect(refs.length).toBeGreaterThan(150);
    for (const ref of refs) {
      const file = path.join(ROOT, 'public/media', ref);
      const svg = readFileSync(file, 'utf8');
      expect(svg, ref).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d. -]+"/);
      expect(svg.trimEnd(), ref).toMatch(/<\/svg>$/);
      expect(() => parseHtml(`<!doctype html><html><body>${svg}</body></html>`), ref).not.toThrow();
      expect(statSync(file).size, ref).toBeLessThanOrEqual(SVG_BUDGET);
    }
  });

  it('draws no caption into a picture: the only words are a shop sign in the scene (issue 34)', () => {
    // Pages crop a picture (3:4 thumbnails, 9:16 video posters) and shrink it to a card: a caption inside
    // was cut at the left or a few pixels tall. Captions are text on the page: titles, lightbox, figcaptions.
    const signs = new Set(['M STREET', 'TEAM STORE', 'SHOWROOM']);
    const words = new Set<string>();
    for (const ref of referenced())
      for (const m of readFileSync(path.join(ROOT, 'public/media', ref), 'utf8').matchAll(
        /<text[^>]*>([\s\S]*?)<\/text>/g,
      ))
        words.add(m[1].replace(/<[^>]+>/g, '').trim());
    expect([...words].filter((w) => !signs.has(w))).toEqual([]);
  });

  it('every generated placeholder is referenced somewhere (no orphans)', () => {
    const refs = new Set(referenced());
    const generated = fg
      .sync(['projects/**/*.svg', 'home/*.svg'], { cwd: PLACEHOLDERS })
      .map((f) => `placeholders/${f}`);
    expect(generated.filter((f) => !refs.has(f))).toEqual([]);
  });
});

describe('item icons', () => {
  // The HTML parser drops the children of inline <svg>, so icons are read from the markup.
  /** [item name, icon shown] of every element with this class, in page order. */
  const iconsOf = (html: string, cls: RegExp, label: RegExp): [string, string | undefined][] =>
    html
      .split(cls)
      .slice(1)
      .map((chunk) => {
        const item = chunk.slice(0, chunk.indexOf('</li>'));
        const name = decodeEntities((label.exec(item)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
        return [name, /<use href="[^"#]*#([A-Za-z]+)"/.exec(item)?.[1]];
      });

  it('every benefit card shows the icon its YAML or keyword rule gives', () => {
    let checked = 0;
    for (const [file, html] of sources) {
      for (const [name, shown] of iconsOf(html, /class="card benefit"/, /<h3[^>]*>([\s\S]*?)<\/h3>/)) {
        const expected = findBenefit(name)?.icon ?? ruleIcon(name);
        expect(expected, `${file}: "${name}" has no icon from YAML or a keyword rule`).toBeDefined();
        expect(shown, `${file}: "${name}"`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('trust strip badges get their keyword icons', () => {
    const html = sources.get('services/hardwood-flooring/index.html')!;
    const strip = html.slice(html.indexOf('class="trust-strip"'));
    const badges = iconsOf(strip.slice(0, strip.indexOf('</ul>')), /<li[ >]/, /<span>([^<]*)<\/span>/);
    expect(badges.map(([name]) => name)).toEqual(content.site.trustBadges);
    for (const [name, shown] of badges) expect(shown, name).toBe(itemIcon({ name }));
  });

  it('a name no rule matches needs an icon in YAML, and the icon must exist', () => {
    const bare = benefitSchema.safeParse({ name: 'Zebra Crossing', description: 'Striped.' });
    expect(bare.success).toBe(false);
    expect(JSON.stringify(bare.error?.issues)).toContain('expected an icon for \\"Zebra Crossing\\"');
    expect(benefitSchema.safeParse({ name: 'Zebra Crossing', description: 'Striped.', icon: 'map' }).success).toBe(
      true,
    );
    expect(benefitSchema.safeParse({ name: 'Zebra Crossing', description: 'Striped.', icon: 'zebra' }).success).toBe(
      false,
    );
  });

  it('content without a fitting icon is a file:line field error; an icon in YAML fixes it', () => {
    const tmp = copyContent('build-site-art-icons-');
    try {
      const file = path.join(tmp.content, 'services/hardwood-flooring.yaml');
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, original.replace(/^( {6}- name: )Hickory$/m, '$1Zebrano'));
      let error: unknown;
      try {
        loadContent(tmp.content);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ContentError);
      const [problem] = (error as ContentError).problems;
      expect(problem.file).toBe(path.join('content', 'services', 'hardwood-flooring.yaml'));
      expect(problem.line).toBeGreaterThan(1);
      expect(problem.field).toBe('lists[0].items[3].icon');
      expect(problem.message).toContain('expected an icon for "Zebrano"');
      writeFileSync(file, original.replace(/^( {6}- name: )Hickory$/m, '$1Zebrano\n        icon: tree'));
      const fixed = loadContent(tmp.content);
      const item = fixed.services.flatMap((x) => x.lists.flatMap((l) => l.items)).find((b) => b.name === 'Zebrano');
      expect(item && itemIcon(item)).toBe('tree');
    } finally {
      tmp.cleanup();
    }
  });

  it('the rules give the reported items fitting icons', () => {
    expect(ruleIcon('Hickory')).toBe('tree');
    expect(ruleIcon('Healthier Indoor Air')).toBe('wind');
    expect(ruleIcon('Waterproof Where It Counts')).toBe('droplet');
    expect(ruleIcon('Stair Runners')).toBe('stairs');
    expect(ruleIcon('Carpet & Carpet Tile')).toBe('layers');
  });
});

/** The benefit item with this name anywhere in the content. */
function findBenefit(name: string): { name: string; icon?: string } | undefined {
  let hit: { name: string; icon?: string } | undefined;
  const walk = (v: unknown): void => {
    if (hit || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    const o = v as Record<string, unknown>;
    if (o.name === name && typeof o.description === 'string') {
      hit = o as { name: string; icon?: string };
      return;
    }
    Object.values(o).forEach(walk);
  };
  walk(content);
  return hit;
}
