// The JSON Schemas editors use agree with the zod schemas the build uses:
// every shipped file passes both, each broken file fails both, and the
// committed schemas, modelines and VS Code mapping are up to date.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../../generator/model/front-matter.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import {
  caseInsensitivePattern,
  contentFiles,
  contentKinds,
  jsonSchemaOf,
  modeline,
  renderSchemas,
  writeEditorSettings,
  type ContentKind,
} from '../../generator/cli/json-schema.ts';
import { CONTENT, ROOT } from '../fixtures/html.ts';

type Data = Record<string, unknown>;

// strictRequired is off because the project rule "type: video needs video" is an
// if/then whose "required" names a property declared at the top level.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
const validators = new Map(contentKinds.map((k) => [k.kind, ajv.compile(jsonSchemaOf(k))]));

const kind = (name: string): ContentKind => contentKinds.find((k) => k.kind === name)!;
/** A YAML file's data, or a Markdown guide's front matter (the part its JSON Schema describes). */
const read = (rel: string): Data => {
  if (!rel.endsWith('.md')) return readYamlData(path.join(CONTENT, rel)) as Data;
  const split = splitFrontMatter(rel, readFileSync(path.join(CONTENT, rel), 'utf8'));
  if (!('yaml' in split)) throw new Error(split.message);
  return parseYaml(split.yaml) as Data;
};

function verdicts(k: ContentKind, data: unknown): { zod: boolean; ajv: boolean; ajvErrors: string } {
  const validate = validators.get(k.kind)!;
  const ok = validate(data);
  return { zod: k.schema.safeParse(data).success, ajv: ok, ajvErrors: ajv.errorsText(validate.errors) };
}

describe('shipped content', () => {
  const files = contentFiles(CONTENT);

  it('covers every content file type', () => {
    expect(new Set(files.map((f) => f.kind.kind))).toEqual(new Set(contentKinds.map((k) => k.kind)));
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((f) => [f.rel, f.kind] as const))('%s validates under zod and the JSON Schema', (rel, k) => {
    const v = verdicts(k, read(rel));
    expect(v.zod).toBe(true);
    expect(v.ajv, v.ajvErrors).toBe(true);
  });
});

/** Deep copy of a shipped file with one change applied. */
function broken(rel: string, change: (d: Data) => void): Data {
  const data = structuredClone(read(rel));
  change(data);
  return data;
}
const at = (d: Data, ...keys: (string | number)[]): Data =>
  keys.reduce<Data>((o, k) => (o as Record<string | number, Data>)[k], d);

const BROKEN: [string, string, string, (d: Data) => void][] = [
  [
    'wrong type',
    'location',
    'locations/georgetown-dc.yaml',
    (d) => {
      at(d, 'rating').value = 'five';
    },
  ],
  [
    'wrong type (boolean)',
    'service',
    'services/luxury-vinyl.yaml',
    (d) => {
      d.order = true;
    },
  ],
  [
    'missing required field',
    'project',
    'projects/bethesda-kitchen-tile.yaml',
    (d) => {
      delete d.name;
    },
  ],
  [
    'missing nested field',
    'site',
    'site.yaml',
    (d) => {
      delete at(d, 'phone').display;
    },
  ],
  [
    'unknown field',
    'service',
    'services/hardwood-flooring.yaml',
    (d) => {
      d.subtitle = 'Extra';
    },
  ],
  [
    'unknown nested field',
    'navigation',
    'navigation.yaml',
    (d) => {
      at(d, 'header', 'main', 0).target = '_blank';
    },
  ],
  [
    'bad enum',
    'location',
    'locations/howard-county-md.yaml',
    (d) => {
      d.state = 'Delaware';
    },
  ],
  [
    'bad enum in a page',
    'page-reviews',
    'pages/reviews.yaml',
    (d) => {
      at(d, 'reviews', 0).service = 'Marble';
    },
  ],
  [
    'bad pattern (price)',
    'location',
    'locations/howard-county-md.yaml',
    (d) => {
      at(d, 'services', 0).startingPrice = '8.50 per sq ft';
    },
  ],
  [
    'bad pattern (slug)',
    'service',
    'services/ceramic-tile.yaml',
    (d) => {
      d.slug = 'Ceramic_Tile';
    },
  ],
  [
    'bad pattern (project id)',
    'project',
    'projects/silver-spring-laminate.yaml',
    (d) => {
      d.id = 'project-x';
    },
  ],
  [
    'bad pattern (media)',
    'project',
    'projects/silver-spring-laminate.yaml',
    (d) => {
      d.image = 'photo.gif';
    },
  ],
  [
    'bad pattern (phone)',
    'site',
    'site.yaml',
    (d) => {
      at(d, 'phone').e164 = '202-555-0142';
    },
  ],
  [
    'bad format (url)',
    'site',
    'site.yaml',
    (d) => {
      d.facebookUrl = 'facebook page';
    },
  ],
  [
    'bad format (email)',
    'site',
    'site.yaml',
    (d) => {
      d.email = 'info at example';
    },
  ],
  [
    'too few items',
    'service',
    'services/hardwood-flooring.yaml',
    (d) => {
      (d.faqs as unknown[]).pop();
    },
  ],
  [
    'too many items',
    'location',
    'locations/georgetown-dc.yaml',
    (d) => {
      const f = d.faqs as unknown[];
      f.push(f[0]);
    },
  ],
  [
    'exact length',
    'navigation',
    'navigation.yaml',
    (d) => {
      (at(d, 'header').serviceAreas as unknown[]).pop();
    },
  ],
  [
    'empty string',
    'page-not-found',
    'pages/not-found.yaml',
    (d) => {
      d.heading = '';
    },
  ],
  [
    'out of range',
    'page-reviews',
    'pages/reviews.yaml',
    (d) => {
      at(d, 'reviews', 3).rating = 6;
    },
  ],
  [
    'image project without image',
    'project',
    'projects/silver-spring-laminate.yaml',
    (d) => {
      d.type = 'image';
      delete d.image;
    },
  ],
  [
    'video project without video',
    'project',
    'projects/silver-spring-laminate.yaml',
    (d) => {
      d.type = 'video';
      delete d.video;
    },
  ],
  [
    'too long',
    'page-home',
    'pages/home.yaml',
    (d) => {
      at(d, 'seo').description = 'Floors. '.repeat(50);
    },
  ],
];

describe('broken content', () => {
  it.each(BROKEN)('%s fails under zod and the JSON Schema', (_label, kindName, rel, change) => {
    const v = verdicts(kind(kindName), broken(rel, change));
    expect(v.zod).toBe(false);
    expect(v.ajv).toBe(false);
  });

  it('media paths are case-insensitive in both, as the zod regex is', () => {
    const v = verdicts(
      kind('project'),
      broken('projects/silver-spring-laminate.yaml', (d) => {
        d.image = 'Photos/Lobby.JPG';
      }),
    );
    expect(v).toMatchObject({ zod: true, ajv: true });
    expect(new RegExp(caseInsensitivePattern('^[a-z]+\\.svg$'), 'u').test('AB.SVG')).toBe(true);
  });
});

/** Every property and array item of a JSON Schema, with its path. */
function* properties(schema: Data, at = ''): Generator<[string, Data]> {
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Data>)) {
    yield [`${at}${name}`, sub];
    yield* properties(sub, `${at}${name}.`);
    if (sub.items) yield* properties(sub.items as Data, `${at}${name}[].`);
  }
}

describe('committed schemas', () => {
  it('are what npm run schemas generates now (run it after changing generator/model/schema/)', () => {
    for (const [rel, text] of renderSchemas()) expect(readFileSync(path.join(CONTENT, rel), 'utf8'), rel).toBe(text);
  });

  it('describe every field an editor writes a value in (sections that only group fields may go without)', () => {
    const missing = contentKinds.flatMap((k) =>
      [...properties(jsonSchemaOf(k))]
        .filter(([, s]) => s.type !== 'object' && !s.description)
        .map(([p]) => `${k.kind}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('are named by the modeline on the first line of every content file', () => {
    // A Markdown guide starts with its front matter's "---"; .vscode/settings.json maps its schema.
    for (const { rel, kind: k } of contentFiles(CONTENT).filter((f) => !f.rel.endsWith('.md'))) {
      expect(readFileSync(path.join(CONTENT, rel), 'utf8').split('\n')[0], rel).toBe(modeline(k));
    }
  });

  it('are mapped to their files in the VS Code workspace settings', () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string>;
    };
    const expected = Object.fromEntries(
      contentKinds.map((k) => [`./content/.schemas/${k.kind}.schema.json`, `content/${k.glob}`]),
    );
    expect(settings['yaml.schemas']).toEqual(expected);
    const extensions = JSON.parse(readFileSync(path.join(ROOT, '.vscode/extensions.json'), 'utf8')) as {
      recommendations: string[];
    };
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });
});

describe('build-site schemas writes the VS Code mapping from the kind table (.vscode/settings.json)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const workspace = (settings?: string) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-vscode-'));
    mkdirSync(path.join(dir, 'site-content'));
    if (settings !== undefined) {
      mkdirSync(path.join(dir, '.vscode'));
      writeFileSync(path.join(dir, '.vscode/settings.json'), settings);
    }
    return path.join(dir, 'site-content');
  };
  const written = () => readFileSync(path.join(dir, '.vscode/settings.json'), 'utf8');

  it('creates it, naming the content folder as it is called, every kind once', () => {
    expect(writeEditorSettings(workspace())).toEqual({ changed: ['.vscode/settings.json'] });
    const schemas = (JSON.parse(written()) as { 'yaml.schemas': Record<string, string> })['yaml.schemas'];
    expect(Object.keys(schemas)).toHaveLength(contentKinds.length);
    expect(schemas['./site-content/.schemas/page-financing.schema.json']).toBe('site-content/pages/financing.yaml');
    expect(schemas['./site-content/.schemas/guide.schema.json']).toBe('site-content/guides/*.md');
    expect(schemas['./site-content/.schemas/location.schema.json']).toBe('site-content/locations/*.yaml');
  });

  it('replaces only "yaml.schemas": a stale mapping goes, every other setting stays', () => {
    const content = workspace(
      `${JSON.stringify({ 'editor.tabSize': 2, 'yaml.schemas': { './old.json': 'content/old.yaml' }, 'yaml.hover': true }, null, 2)}\n`,
    );
    expect(writeEditorSettings(content).changed).toEqual(['.vscode/settings.json']);
    const settings = JSON.parse(written()) as Record<string, unknown>;
    expect(Object.keys(settings)).toEqual(['editor.tabSize', 'yaml.schemas', 'yaml.hover']);
    expect(settings['editor.tabSize']).toBe(2);
    expect(JSON.stringify(settings['yaml.schemas'])).not.toContain('old.json');
    expect(writeEditorSettings(content)).toEqual({ changed: [] });
  });

  it('leaves a file with comments (JSONC) as it is and says what to put in it', () => {
    const jsonc = '{\n  // my own note\n  "editor.tabSize": 4\n}\n';
    const result = writeEditorSettings(workspace(jsonc));
    expect(result.changed).toEqual([]);
    expect(result.note).toMatch(
      /^left \.vscode\/settings\.json as it is \(not plain JSON\); its "yaml\.schemas" should be \{"\.\/site-content\/\.schemas\/site\.schema\.json":"site-content\/site\.yaml",/,
    );
    expect(written()).toBe(jsonc);
  });

  it('leaves a file that is JSON but not an object alone too', () => {
    const result = writeEditorSettings(workspace('[]\n'));
    expect(result.changed).toEqual([]);
    expect(written()).toBe('[]\n');
  });

  it("this project's own file is what the command writes", () => {
    const committed = readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8');
    const content = workspace(committed);
    expect(writeEditorSettings(content).changed).toEqual(['.vscode/settings.json']); // content folder named differently
    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-vscode-'));
    mkdirSync(path.join(dir, '.vscode'));
    mkdirSync(path.join(dir, 'content'));
    writeFileSync(path.join(dir, '.vscode/settings.json'), committed);
    expect(writeEditorSettings(path.join(dir, 'content'))).toEqual({ changed: [] });
  });
});
