// The build's rules as the web editor's field checks (generator/editor/field-checks.ts over
// entry-problems.ts): each problem at its field, in the office's words, for entries handed over as
// Decap holds them (Immutable.js). The property that the editor refuses exactly what the build refuses, a
// build's check per random edit, is tests/site/field-checks-property.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecks } from '../../generator/editor/field-checks.ts';
import { type Data, entry, loaded, shippedChecks } from '../fixtures/editor-entries.ts';

let checks: FieldChecks;

beforeAll(() => {
  ({ checks } = shippedChecks());
});

const at = (e: ReturnType<typeof entry>, p: (string | number)[], label = 'Field', required = false, empty = false) =>
  checks.at(e, p, { label, required, empty });

describe('a field shows the rule it breaks, in the office words', () => {
  it('a phone number with letters: at the number, with the example as it must be typed', () => {
    const e = entry('site.yaml', (d) => {
      (d.phone as Data).display = '(202) 555-FLOR';
    });
    expect(at(e, ['phone', 'display'])).toEqual([
      'Expected a phone number in digits with its area code, like "(202) 555-0142"',
    ]);
    // Only there: the field beside it and the group have nothing.
    expect(at(e, ['email'])).toEqual([]);
    expect(at(e, ['phone'])).toEqual(['Expected a phone number in digits with its area code, like "(202) 555-0142"']);
  });

  it('a valid number passes, and the international form is derived by the build (no e164 in the file)', () => {
    const e = entry('site.yaml', (d) => {
      (d.phone as Data).display = '(202) 555-0199';
    });
    expect(checks.problems(e)).toEqual([]);
    expect(checks.derived(e)).toEqual([]);
  });

  it("a file that still gives e164 gets it from the number typed, so the two can't disagree", () => {
    const e = entry('site.yaml', (d) => {
      d.phone = { display: '(202) 555-0199', e164: '+12025550142' };
    });
    expect(checks.derived(e)).toEqual([{ path: ['phone', 'e164'], value: '+12025550199' }]);
    expect(checks.problems(e)).toEqual([]);
  });

  it("a price: the pattern's message keeps its example's letters", () => {
    const e = entry('locations/georgetown-dc.yaml', (d) => {
      (d.services as Data[])[1].startingPrice = '$4.75 per square foot';
    });
    expect(at(e, ['services', 1, 'startingPrice'])).toEqual(['Expected a price like "$4.75/sq ft"']);
    expect(at(e, ['services', 0, 'startingPrice'])).toEqual([]);
  });

  it('a rule across fields is shown at the field it names (a video project needs its video)', () => {
    const e = entry('projects/bethesda-kitchen-tile.yaml', (d) => {
      d.type = 'video';
    });
    expect(at(e, ['video'])).toEqual(['A video project needs "video"']);
    expect(at(e, ['type'])).toEqual([]);
  });

  it('a link to a page the site does not build, and a guide body with a second main heading', () => {
    const nav = entry('navigation.yaml', (d) => {
      ((d.header as Data).main as Data[])[0].path = '/servces';
    });
    expect(at(nav, ['header', 'main', 0, 'path'])).toEqual(['Names "/servces", which does not exist']);
    const guide = entry('guides/hardwood-floor-installation-cost-dmv.md', (d) => {
      d.body = `# A second title\n\n${String(d.body)}`;
    });
    expect(at(guide, ['body'], 'Body')).toHaveLength(1);
    expect(at(guide, ['body'], 'Body')[0]).toMatch(/heading/i);
  });

  it('an emptied required field: said by Decap when it requires the field and sees it empty, else here', () => {
    const e = entry('services/hardwood-flooring.yaml', (d) => {
      d.name = '';
    });
    expect(at(e, ['name'], 'Name', true, true)).toEqual([]);
    expect(at(e, ['name'], 'Name', false, false)).toEqual(['Name is required.']);
    // Spaces only: Decap does not see it empty, so the check says it.
    expect(
      at(
        entry('services/hardwood-flooring.yaml', (d) => {
          d.name = '   ';
        }),
        ['name'],
        'Name',
        true,
        false,
      ),
    ).toEqual(['Name is required.']);
  });
});

describe('optional groups', () => {
  const clip = (captions: unknown) =>
    entry('projects/nationals-park-stadium-flooring.yaml', (d) => {
      const videos = d.videos as Data[];
      videos[0] = { ...videos[0], captions };
      delete (videos[0] as Data).captions;
      if (captions !== undefined) (videos[0] as Data).captions = captions;
    });

  it('left out, or opened and left empty: nothing to fix', () => {
    expect(checks.problems(clip(undefined))).toEqual([]);
    expect(checks.problems(clip({ src: '', srclang: '', label: '' }))).toEqual([]);
  });

  it('partly filled: the field it needs says so', () => {
    expect(at(clip({ label: 'English' }), ['videos', 0, 'captions', 'src'], 'File')).toEqual(['File is required.']);
  });
});

describe('a new entry', () => {
  it('an address another page has is refused at the address', () => {
    const e = entry('services/hardwood-flooring.yaml', () => {}, true);
    expect(at(e, ['slug'], 'Page address')).toContain(
      'Expected an address no other page has: /services/hardwood-flooring already exists',
    );
  });

  it('a project number another project has is refused at the number', () => {
    const e = entry(
      'projects/bethesda-kitchen-tile.yaml',
      (d) => {
        d.slug = 'a-new-kitchen';
      },
      true,
    );
    const id = String(loaded('projects/bethesda-kitchen-tile.yaml').id);
    // Its /gallery/<id> redirect is taken too: the build says both.
    expect(at(e, ['id'], 'Project number')).toEqual([
      `Expected a number no other project has: ${id} is taken`,
      `Expected a page address no other page has: /gallery/${id} is taken`,
    ]);
  });

  it("an existing entry's address stays: it names the file", () => {
    const e = entry('services/hardwood-flooring.yaml', (d) => {
      d.slug = 'wood-floors';
    });
    expect(at(e, ['slug'], 'Page address')).toEqual([
      'Expected "hardwood-flooring": the address names the page\'s file, so it stays as it is',
    ]);
  });
});
