// Escaping where content meets markup: the JSON-LD script body
// (generator/model/seo.ts), the deploy files' HTML escaping (site-files.ts,
// also in site-files.test.ts) and the header's props in an attribute
// (generator/pipeline/render/chrome.tsx), which must equal what React writes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../generator/model/seo.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { createChrome } from '../../generator/pipeline/render/chrome.tsx';

describe('jsonForScript', () => {
  const payload = 'a</script><script>alert(1)</script><!-- & \u2028\u2029 é "q"';

  it('leaves no <, >, & or line separator in the text, each as a \\u escape', () => {
    expect(jsonForScript({ name: payload })).toBe(
      '{"name":"a\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029 é \\"q\\""}',
    );
  });

  it('parses back to the original value', () => {
    const value = { '@type': 'Thing', name: payload, list: ['<', '>', '&&'], n: 5 };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });
});

describe("the header's current path in its props attribute", () => {
  const chrome = createChrome(loadContent(path.join(import.meta.dirname, '../../content')), {}, '');

  // What React writes for each path, as literals: & < > " ' become entities, nothing else changes.
  it.each([
    ['/services', '&quot;currentPath&quot;:&quot;/services&quot;'],
    ["/it's", '&quot;currentPath&quot;:&quot;/it&#x27;s&quot;'],
    ['/a"b', '&quot;currentPath&quot;:&quot;/a\\&quot;b&quot;'],
    ['/a&b', '&quot;currentPath&quot;:&quot;/a&amp;b&quot;'],
    ['/a<b>c', '&quot;currentPath&quot;:&quot;/a&lt;b&gt;c&quot;'],
  ])('is written as React writes it: %s', (p, written) => {
    const { markup } = chrome.header(p);
    expect(markup).toContain(written);
    if (/[&<>"']/.test(p)) expect(markup).not.toContain(p);
  });
});
