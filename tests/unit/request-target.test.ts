// The path a request asks for (generator/serve/request-target.ts): origin-form and absolute-form http(s)
// targets name a path; every other scheme, "*", an authority or a target no URL parser reads names none.
import { describe, expect, it } from 'vitest';
import { parseTarget } from '../../generator/serve/request-target.ts';

describe('parseTarget', () => {
  it.each([
    ['/', '/', ''],
    ['/about', '/about', ''],
    ['/about?x=1&y', '/about', '?x=1&y'],
    ['/a%20b/%2e%2e/c', '/c', ''], // the URL parser reads %2e%2e as ..
    ['/a%20b/c%2Fd', '/a%20b/c%2Fd', ''],
    ['/about#top', '/about', ''],
    ['//evil.example/x', '//evil.example/x', ''],
    ['//x:99999', '//x:99999', ''],
    ['/a/../b', '/b', ''],
    ['http://host/about?q', '/about', '?q'],
    ['https://host:8443/a/b', '/a/b', ''],
    ['HTTP://HOST/Up', '/Up', ''],
    ['http://host', '/', ''],
  ])('%j names %j (query %j)', (target, pathname, search) => {
    expect(parseTarget(target)).toEqual({ pathname, search });
  });

  it.each([
    'ftp://host/about',
    'file:///etc/passwd',
    'ws://host/a',
    'javascript:alert(1)',
    'data:text/html,x',
    'mailto:a@b.example',
    'httpx://host/a',
    'http:',
    'http://[',
    '*',
    'host:80',
    'about',
    '',
  ])('%j names no path', (target) => {
    expect(parseTarget(target)).toBeUndefined();
  });
});
