// The host rule engine (generator/serve/host-rules.ts): _redirects and _headers with
// Netlify and Cloudflare Pages semantics.
import { describe, expect, it } from 'vitest';
import {
  applyRedirects,
  headersFor,
  matchPattern,
  parseHeaders,
  parseRedirects,
  type HostDialect,
} from '../../generator/serve/host-rules.ts';

const noFiles = () => false;
const allFiles = () => true;

describe('matchPattern', () => {
  it('matches literal paths with an optional trailing slash', () => {
    expect(matchPattern('/about', '/about')).toEqual({});
    expect(matchPattern('/about', '/about/')).toEqual({});
    expect(matchPattern('/about', '/about-us')).toBeUndefined();
    expect(matchPattern('/', '/')).toEqual({});
  });

  it('captures a splat (anything, slashes included) and placeholders (one segment)', () => {
    expect(matchPattern('/news/*', '/news/2024/05/post')).toEqual({ splat: '2024/05/post' });
    expect(matchPattern('/gallery/project-*', '/gallery/project-42')).toEqual({ splat: '42' });
    expect(matchPattern('/gallery/project-*', '/gallery')).toBeUndefined();
    expect(matchPattern('/blog/:year/:slug', '/blog/2024/hello')).toEqual({ year: '2024', slug: 'hello' });
    expect(matchPattern('/blog/:year/:slug', '/blog/2024/hello/more')).toBeUndefined();
    expect(matchPattern('/*', '/')).toEqual({ splat: '' });
  });

  it('treats regular-expression characters in paths literally', () => {
    expect(matchPattern('/a.b', '/a.b')).toEqual({});
    expect(matchPattern('/a.b', '/axb')).toBeUndefined();
  });
});

describe('parseRedirects', () => {
  const text = [
    '# comment',
    '',
    '/old /new',
    '/forced /target 301!',
    '/forced /target 301',
    '/temp /elsewhere 302',
    '/rewrite /index.html 200',
    '/gone /404.html 404',
    '/bad /x 299',
    '/too many tokens here',
  ].join('\n');

  it('Netlify: default 301, `!` forces, 200 and 404 allowed, first rule kept per path', () => {
    const rules = parseRedirects(text, 'netlify');
    expect(rules.map((r) => [r.from, r.status, r.force, r.line])).toEqual([
      ['/old', 301, false, 3],
      ['/forced', 301, true, 4],
      ['/forced', 301, false, 5],
      ['/temp', 302, false, 6],
      ['/rewrite', 200, false, 7],
      ['/gone', 404, false, 8],
    ]);
  });

  it('Cloudflare: default 302, a forced line is ignored, 404 is not a rule, duplicates are ignored', () => {
    const rules = parseRedirects(text, 'cloudflare');
    expect(rules.map((r) => [r.from, r.status, r.force])).toEqual([
      ['/old', 302, false],
      ['/forced', 301, false],
      ['/temp', 302, false],
      ['/rewrite', 200, false],
    ]);
    expect(parseRedirects('/a /b 301\n/a /c 302\n', 'cloudflare').map((r) => r.to)).toEqual(['/b']);
  });
});

describe('applyRedirects', () => {
  const text =
    '/p/1 /projects/one 301!\n/p/1 /projects/one 301\n/p/* /gallery 301\n/blog/:slug /posts/:slug 302\n/spa/* /index.html 200\n/gone /404.html 404\n';

  for (const dialect of ['netlify', 'cloudflare'] as HostDialect[]) {
    it(`${dialect}: the first matching rule wins and answers a redirect with Location; the query string is kept`, () => {
      const rules = parseRedirects(text, dialect);
      expect(applyRedirects(rules, '/p/1', '?utm=x', dialect, allFiles)).toMatchObject({
        kind: 'redirect',
        status: 301,
        location: '/projects/one?utm=x',
      });
      expect(applyRedirects(rules, '/p/1/', '', dialect, allFiles)).toMatchObject({
        kind: 'redirect',
        location: '/projects/one',
      });
      expect(applyRedirects(rules, '/p/99', '', dialect, noFiles)).toMatchObject({
        kind: 'redirect',
        status: 301,
        location: '/gallery',
      });
      expect(applyRedirects(rules, '/blog/hello', '', dialect, noFiles)).toMatchObject({
        kind: 'redirect',
        status: 302,
        location: '/posts/hello',
      });
      expect(applyRedirects(rules, '/spa/a/b', '', dialect, noFiles)).toMatchObject({
        kind: 'rewrite',
        status: 200,
        path: '/index.html',
      });
      expect(applyRedirects(rules, '/elsewhere', '', dialect, noFiles)).toBeUndefined();
    });
  }

  it('a destination with its own query string is used as written', () => {
    const rules = parseRedirects('/a /b?x=1 301\n', 'netlify');
    expect(applyRedirects(rules, '/a', '?y=2', 'netlify', noFiles)).toMatchObject({ location: '/b?x=1' });
  });

  it('Netlify: an existing file shadows a rule unless the rule is forced', () => {
    const rules = parseRedirects('/stub /target 301\n/forced-stub /target 301!\n', 'netlify');
    expect(applyRedirects(rules, '/stub', '', 'netlify', allFiles)).toBeUndefined();
    expect(applyRedirects(rules, '/stub', '', 'netlify', noFiles)).toMatchObject({ status: 301 });
    expect(applyRedirects(rules, '/forced-stub', '', 'netlify', allFiles)).toMatchObject({
      status: 301,
      location: '/target',
    });
  });

  it('Cloudflare: rules always win over files', () => {
    const rules = parseRedirects('/stub /target 301\n', 'cloudflare');
    expect(applyRedirects(rules, '/stub', '', 'cloudflare', allFiles)).toMatchObject({
      status: 301,
      location: '/target',
    });
  });

  it('Netlify: 404 rules serve a custom not-found page', () => {
    const rules = parseRedirects(text, 'netlify');
    expect(applyRedirects(rules, '/gone', '', 'netlify', noFiles)).toMatchObject({
      kind: 'rewrite',
      status: 404,
      path: '/404.html',
    });
  });
});

describe('_headers', () => {
  const rules = parseHeaders(
    [
      '# site-wide',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>; rel=preload',
      '',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '  Link: </b.js>; rel=preload',
      '/embed/:id',
      '  ! X-Frame-Options',
      '  Content-Security-Policy: frame-ancestors https://partner.example',
    ].join('\n'),
  );

  it('parses blocks of indented Name: value lines (values may contain colons)', () => {
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/assets/*', '/embed/:id']);
    expect(rules[1].headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['Link', '</b.js>; rel=preload'],
    ]);
    expect(rules[2].detach).toEqual(['x-frame-options']);
  });

  it('merges every matching block; a repeated header joins with ", "', () => {
    expect(headersFor(rules, '/about')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a.css>; rel=preload' });
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'X-Frame-Options': 'DENY',
      Link: '</a.css>; rel=preload, </b.js>; rel=preload',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('a `! Name` line drops a header attached by an earlier block', () => {
    expect(headersFor(rules, '/embed/42')).toEqual({
      Link: '</a.css>; rel=preload',
      'Content-Security-Policy': 'frame-ancestors https://partner.example',
    });
  });
});
