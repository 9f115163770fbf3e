// SEO helpers (generator/model/seo.ts, spec 9): page titles and the JSON-LD script body.
import { describe, expect, it } from 'vitest';
import { jsonForScript, pageTitle } from '../../generator/model/seo.ts';

describe('pageTitle (spec 9)', () => {
  const brand = 'Capitol Floorworks';

  it('adds the brand suffix', () => {
    expect(pageTitle('Hardwood Flooring Installation in DC, MD & VA', brand)).toBe(
      'Hardwood Flooring Installation in DC, MD & VA | Capitol Floorworks',
    );
  });

  it('leaves titles that already name the brand, in any case', () => {
    expect(pageTitle('About Capitol Floorworks', brand)).toBe('About Capitol Floorworks');
    expect(pageTitle('capitol floorworks reviews', brand)).toBe('capitol floorworks reviews');
    expect(pageTitle('CAPITOL FLOORWORKS | Home', brand)).toBe('CAPITOL FLOORWORKS | Home');
  });

  it('does not treat part of the brand as the brand', () => {
    expect(pageTitle('Capitol Hill Flooring', brand)).toBe('Capitol Hill Flooring | Capitol Floorworks');
  });
});

describe('jsonForScript', () => {
  const nasty = {
    text: '</script><script>alert(2)</script>',
    comment: '<!-- not a comment --> & &amp; <b>',
    separators: 'line\u2028para\u2029end',
    nested: [{ x: '<script>alert(1)</script>' }, 5, true, null],
  };

  it('never emits <, >, & or the JS line separators', () => {
    const out = jsonForScript(nasty);
    for (const ch of ['<', '>', '&', '\u2028', '\u2029']) expect(out).not.toContain(ch);
    expect(out.toLowerCase()).not.toContain('</script');
  });

  it('round-trips through JSON.parse', () => {
    expect(JSON.parse(jsonForScript(nasty))).toEqual(nasty);
    expect(JSON.parse(jsonForScript('plain'))).toBe('plain');
    expect(JSON.parse(jsonForScript({ a: 1 }))).toEqual({ a: 1 });
  });
});
