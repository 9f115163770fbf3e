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
  // Parsed inside each test, not when the file is collected, so that a mutation run sees the mutant.
  const rules = () =>
    parseHeaders(
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
    expect(rules().map((r) => r.pattern)).toEqual(['/*', '/assets/*', '/embed/:id']);
    expect(rules()[1].headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['Link', '</b.js>; rel=preload'],
    ]);
    expect(rules()[2].detach).toEqual(['x-frame-options']);
  });

  it('merges every matching block; a repeated header joins with ", "', () => {
    expect(headersFor(rules(), '/about')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a.css>; rel=preload' });
    expect(headersFor(rules(), '/assets/app.js')).toEqual({
      'X-Frame-Options': 'DENY',
      Link: '</a.css>; rel=preload, </b.js>; rel=preload',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('on Netlify a later block replaces a header of the same name; `! Name` is not read', () => {
    const netlify = parseHeaders(
      ['/*', '  CSP: site', '  Link: a', '/admin/*', '  ! CSP', '  CSP: admin', '  Link: b', '  Link: c'].join('\n'),
    );
    expect(headersFor(netlify, '/admin/', 'netlify')).toEqual({ CSP: 'admin', Link: 'b, c' });
    expect(headersFor(netlify, '/about', 'netlify')).toEqual({ CSP: 'site', Link: 'a' });
    expect(headersFor(netlify, '/admin/', 'cloudflare')).toEqual({ CSP: 'admin', Link: 'a, b, c' });
    // Without the detach line Cloudflare serves both policies, and a browser enforces both.
    const undetached = parseHeaders(['/*', '  CSP: site', '/admin/*', '  CSP: admin'].join('\n'));
    expect(headersFor(undetached, '/admin/', 'cloudflare')).toEqual({ CSP: 'site, admin' });
    expect(headersFor(rules(), '/embed/42', 'netlify')).toMatchObject({ 'X-Frame-Options': 'DENY' });
  });

  it('a `! Name` line drops a header attached by an earlier block', () => {
    expect(headersFor(rules(), '/embed/42')).toEqual({
      Link: '</a.css>; rel=preload',
      'Content-Security-Policy': 'frame-ancestors https://partner.example',
    });
  });
});

// Lines the hosts read loosely: whitespace, comments and broken entries.
describe('_headers: what a host skips or tidies', () => {
  it('takes the path line without surrounding spaces and counts lines from 1', () => {
    const rules = parseHeaders(['# top', '/a b  ', '  X-Name : spaced  ', '', '/c', '  Y: 1'].join('\n'));
    expect(rules.map((r) => [r.pattern, r.line])).toEqual([
      ['/a b', 2],
      ['/c', 5],
    ]);
    expect(rules[0].headers).toEqual([['X-Name', 'spaced']]);
  });

  it('skips indented comments, lines without a name, and header lines before any path', () => {
    const rules = parseHeaders(
      [
        '  Orphan: before any path',
        '/x',
        '  # Cache-Control: commented out',
        '  : no name',
        '  no colon',
        '   ',
        '  Z: ok',
      ].join('\n'),
    );
    expect(rules).toEqual([{ pattern: '/x', headers: [['Z', 'ok']], detach: [], line: 2 }]);
  });

  it('a header that matches a later block keeps the first spelling of its name', () => {
    const rules = parseHeaders('/*\n  x-test: a\n/b\n  X-Test: b\n');
    expect(headersFor(rules, '/b')).toEqual({ 'x-test': 'a, b' });
    expect(headersFor(rules, '/c')).toEqual({ 'x-test': 'a' });
  });
});

describe('_redirects: what a host skips', () => {
  it('ignores blank and comment lines, lines with one or four tokens, and sources not starting with "/"', () => {
    const text = ['  ', '  # /x /y', '/one', '/a /b 301 extra', 'a /b', '/ok  /there   302  '].join('\n');
    for (const dialect of ['netlify', 'cloudflare'] as HostDialect[])
      expect(parseRedirects(text, dialect)).toEqual([
        { from: '/ok', to: '/there', status: 302, force: false, line: 6 },
      ]);
  });

  it('accepts every redirect status of both hosts and no other number', () => {
    const statuses = [200, 301, 302, 303, 307, 308, 404, 300, 304, 410, 500];
    const text = statuses.map((s) => `/s${s} /t ${s}`).join('\n');
    expect(parseRedirects(text, 'netlify').map((r) => r.status)).toEqual([200, 301, 302, 303, 307, 308, 404]);
    expect(parseRedirects(text, 'cloudflare').map((r) => r.status)).toEqual([200, 301, 302, 303, 307, 308]);
  });

  it('Netlify keeps a second rule for the same source; only forced lines carry force', () => {
    expect(parseRedirects('/a /b 302!\n/a /c\n', 'netlify').map((r) => [r.to, r.status, r.force])).toEqual([
      ['/b', 302, true],
      ['/c', 301, false],
    ]);
  });

  it('answers every redirect status as a redirect and 200 as a rewrite without the query string', () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const rules = parseRedirects(`/a /b ${status}\n`, 'netlify');
      expect(applyRedirects(rules, '/a', '?q=1', 'netlify', noFiles)).toEqual({
        kind: 'redirect',
        status,
        location: '/b?q=1',
        rule: rules[0],
      });
    }
    const rewrite = parseRedirects('/app/* /index.html?from=app 200\n', 'netlify');
    expect(applyRedirects(rewrite, '/app/x', '?q=1', 'netlify', noFiles)).toEqual({
      kind: 'rewrite',
      status: 200,
      path: '/index.html',
      rule: rewrite[0],
    });
  });

  it('asks whether a file exists for the requested path, and only on Netlify', () => {
    const asked: string[] = [];
    const exists = (p: string) => {
      asked.push(p);
      return p === '/stub';
    };
    const text = '/stub /target 301\n/other /target 301\n';
    expect(applyRedirects(parseRedirects(text, 'netlify'), '/other', '', 'netlify', exists)).toMatchObject({
      location: '/target',
    });
    expect(asked).toEqual(['/other']);
    expect(applyRedirects(parseRedirects(text, 'cloudflare'), '/stub', '', 'cloudflare', exists)).toMatchObject({
      location: '/target',
    });
    expect(asked).toEqual(['/other']);
  });

  it('fills placeholders and the splat into the destination, leaving unknown ones as written', () => {
    const rules = parseRedirects('/old/:year/* /new/:year/:splat/:other 301\n', 'netlify');
    expect(applyRedirects(rules, '/old/2024/a/b', '', 'netlify', noFiles)).toMatchObject({
      location: '/new/2024/a/b/:other',
    });
  });
});

describe('matchPattern: edge cases', () => {
  it('a lone ":" after a splat is a literal character, and "/" alone matches only the root', () => {
    expect(matchPattern('/files/*:', '/files/x:')).toEqual({ splat: 'x' });
    expect(matchPattern('/files/*:', '/files/x')).toBeUndefined();
    expect(matchPattern('/', '/a')).toBeUndefined();
    expect(matchPattern('/a/', '/a')).toEqual({});
  });

  it('is anchored at both ends and treats every regular-expression character literally', () => {
    expect(matchPattern('/a', '/x/a')).toBeUndefined();
    expect(matchPattern('/a', '/ab')).toBeUndefined();
    for (const special of ['+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\'])
      expect(matchPattern(`/a${special}b`, `/a${special}b`)).toEqual({});
    expect(matchPattern('/a+b', '/aab')).toBeUndefined();
    expect(matchPattern('/a?b', '/b')).toBeUndefined();
  });

  it('names placeholders with letters, digits and underscores, one segment each', () => {
    expect(matchPattern('/u/:user_id2/x', '/u/7/x')).toEqual({ user_id2: '7' });
    expect(matchPattern('/u/:id', '/u/')).toBeUndefined();
  });
});
