// The site is American (a DMV contractor): its content and templates use American spelling. The
// British forms below are the ones the site used (issue 34: itemised, colour, neighbourhood, centre,
// personalising, and grey, mould, storey, cancelled, vapour, odour, parlour, bevelled found beside
// them) and their common kin; the spec itself writes "neighbourhood", the site does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/paths.ts';

/** A British form (whole word, any case) and the American one to write instead. */
const BRITISH: [RegExp, string][] = [
  [
    /\b(item|personal|organ|recogn|real|special|minim|maxim|priorit|custom|optim|apolog|author|final|util|standard|categor|sanit|modern|emphas|summar|visual)is(e|ed|es|ing|ation|ations)\b/i,
    '-ize',
  ],
  [
    /\b(colour|neighbour|favour|behaviour|labour|honour|flavour|harbour|humour|odour|vapour|parlour|armour|rumour)/i,
    '-or',
  ],
  [/\b(centre|centres|centred|metre|metres|theatre|fibre|litre|calibre|lustre)\b/i, '-er'],
  [/\bgrey(s|ed|ish)?\b/i, 'gray'],
  [/\bmould(s|ed|ing|ings)?\b/i, 'mold'],
  [/\bstoreys?\b/i, 'story'],
  [/\b(cancel|travel|label|model|level|bevel|fuel|total|signal|counsel)l(ed|ing|er|ers)\b/i, 'one l'],
  [/\b(analys|paralys)(e|ed|es|ing)\b/i, '-yze'],
  [
    /\b(catalogue|programme|cheque|jewellery|aluminium|tyres?|kerbs?|whilst|amongst|learnt|spelt|judgement|ageing|enquir\w*|licence|defence|offence|instalment|manoeuvre)\b/i,
    'the American word',
  ],
];

/** Proper names that keep their own spelling: places in Fairfax County, Virginia. */
const NAMES = [/\bBurke Centre\b/g, /\bCentreville\b/g];

/** Every British form in a text, as "line: word (write …)". */
function britishForms(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = NAMES.reduce((l, name) => l.replace(name, ''), raw);
    for (const [pattern, american] of BRITISH) {
      const global = new RegExp(pattern.source, 'gi');
      for (const m of line.matchAll(global)) found.push(`${i + 1}: ${m[0]} (write ${american})`);
    }
  });
  return found;
}

const FILES = fg.sync(['content/**/*', 'content/.schemas/*', 'templates/**/*.tsx'], { cwd: ROOT, dot: true }).sort();

describe('American spelling in content/ and templates/', () => {
  it('finds the content, schema and template files', () => {
    expect(FILES.filter((f) => f.startsWith('content/locations/'))).toHaveLength(16);
    expect(FILES.filter((f) => f.startsWith('content/.schemas/')).length).toBeGreaterThan(10);
    expect(FILES.filter((f) => f.startsWith('templates/')).length).toBeGreaterThan(20);
  });

  it('spots each British form the site used, and leaves place names and American words alone', () => {
    expect(
      britishForms(
        [
          'a written, itemised quote',
          'the full colour goes on',
          'Arlington Neighbourhoods We Serve',
          'the community-centre floors',
          'not to personalise ads, personalising them',
          'light grey plank, shoe moulding, two-storey, cancelled',
          'Burke Centre and Centreville townhomes, a vapour barrier',
        ].join('\n'),
      ),
    ).toEqual([
      '1: itemised (write -ize)',
      '2: colour (write -or)',
      '3: Neighbour (write -or)',
      '4: centre (write -er)',
      '5: personalise (write -ize)',
      '5: personalising (write -ize)',
      '6: grey (write gray)',
      '6: moulding (write mold)',
      '6: storey (write story)',
      '6: cancelled (write one l)',
      '7: vapour (write -or)',
    ]);
    expect(
      britishForms(
        'an itemized quote in color for the neighborhood center, personalizing gray molding; realistic, specialist, analysis, labeled, leveling, canceled, honorable, Kennedy Center, odorless',
      ),
    ).toEqual([]);
  });

  it.each(FILES)('%s is spelled the American way', (file) => {
    expect(britishForms(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
