// Local stand-ins for the site's third parties, for scripts/lighthouse.ts --third-parties: no request
// leaves the machine, yet the page loads what a visitor's browser would load, of a realistic size.
//
// One HTTPS server on 127.0.0.1 (a throwaway self-signed certificate made with openssl; Chromium runs
// with --ignore-certificate-errors) answers for every host below, chosen by the Host header; Chromium
// resolves those hosts to it (--host-resolver-rules) and nothing else but 127.0.0.1. Responses are
// gzipped when asked, as the real hosts do. The site is served as built, under its shipped _headers
// (CSP included), so the stand-ins run under the policy visitors get.
//
//   settings backend  the PostgREST settings query answered with a container id, so the page loads
//                     the tag manager as it does when the build could not bake the id in;
//   gtm.js            ~115 KB minified, ~40 KB gzip (a container of that size: its tags, triggers and
//                     variables as data plus a runtime). At load it walks its tag table against each
//                     dataLayer event (a fixed amount of work, not a fixed time) and sends one GA4 hit;
//   ns.html           the container's noscript frame, a few bytes;
//   GA4 collect       204;
//   Tally embed.js    ~18 KB: window.Tally.loadEmbeds sets each iframe's data-tally-src, as the real one;
//   Tally form        the iframe page: the estimate form's fields (name, e-mail, phone, address, rooms,
//                     floor, message), ~12 KB of CSS and a ~300 KB app script (~90 KB gzip) that
//                     builds its state at load, then posts its height to the page, as Tally does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Deterministic pseudo-random numbers (mulberry32), so every run serves the same bytes. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minified-looking code of about `bytes` characters: functions over short names, strings and numbers. */
function filler(bytes: number, seed: number, prefix: string): string {
  const r = random(seed);
  const name = () => `${prefix}${Math.floor(r() * 36 ** 4).toString(36)}`;
  // Random literals keep gzip near what real minified bundles reach (about a third of the raw size).
  const literal = () => Math.floor(r() * 36 ** 8).toString(36) + Math.floor(r() * 36 ** 6).toString(36);
  const words = ['event', 'vtp_', 'gtm', 'trigger', 'value', 'cookie', 'page_view', 'consent', 'form', 'click'];
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const f = name();
    const body =
      r() < 0.5
        ? `var ${name()}=a[${Math.floor(r() * 64)}]||"${words[Math.floor(r() * words.length)]}_${literal()}";return ${name()}(a,${Math.floor(r() * 99999)},"${literal()}")`
        : `for(var b=0,c=a.length;b<c;b++)if(a[b]&&a[b].${words[Math.floor(r() * words.length)]}==="${literal()}")return b;return-1`;
    const part = `function ${f}(a){${body}}`;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** The tag manager stand-in: a container's data, a runtime, and its work at load. */
function gtmScript(): string {
  const r = random(20);
  const tags = Array.from({ length: 160 }, (_, i) => ({
    function: `__${['html', 'gaawe', 'googtag', 'cl', 'lcl', 'sdl', 'jsm'][i % 7]}`,
    priority: Math.floor(r() * 10),
    vtp_eventName: `evt_${Math.floor(r() * 1e6).toString(36)}`,
    vtp_selector: `.${Math.floor(r() * 1e9).toString(36)} a[href*="${Math.floor(r() * 1e6).toString(36)}"]`,
    tag_id: i,
  }));
  const container = JSON.stringify({ resource: { version: '42', tags, predicates: tags.map((t) => t.vtp_eventName) } });
  const runtime = filler(100_000, 7, '_');
  // The work at load: each dataLayer event checked against every tag's predicate, with string hashing
  // (the shape of what a container's runtime does per event), repeated as a busy container would.
  const work = `var d=window.dataLayer=window.dataLayer||[],c=__c.resource,h=0;function k(s){for(var i=0,x=0;i<s.length;i++)x=(x*31+s.charCodeAt(i))|0;return x}function run(e){for(var n=0;n<40;n++)for(var i=0;i<c.tags.length;i++){var t=c.tags[i];h^=k(t.vtp_eventName+(e&&e.event||"")+n);if(t.function==="__cl")h^=k(t.vtp_selector)}}for(var j=0;j<d.length;j++)run(d[j]);var p=d.push;d.push=function(){var a=p.apply(d,arguments);run(arguments[0]);return a};window.google_tag_manager={"GTM-BENCH01":{dataLayer:{get:function(){return h}}}};try{navigator.sendBeacon("https://region1.google-analytics.com/g/collect?v=2&tid=G-BENCH01&en=page_view&_p="+(h>>>0))}catch(e){}`;
  return `(function(){var __c=${container};${runtime}${work}})();`;
}

/** The embed script stand-in: what the site calls (window.Tally.loadEmbeds). */
function tallyEmbedScript(): string {
  return `${filler(17_000, 11, '$')};window.Tally=window.Tally||{loadEmbeds:function(){document.querySelectorAll("iframe[data-tally-src]:not([src])").forEach(function(f){f.src=f.dataset.tallySrc})}};`;
}

function tallyFormPage(): string {
  const r = random(5);
  const css = Array.from(
    { length: 220 },
    (_, i) =>
      `.t${i.toString(36)}{margin:${Math.floor(r() * 24)}px;padding:${Math.floor(r() * 16)}px;color:#${Math.floor(r() * 0xffffff).toString(16)}}`,
  ).join('');
  const field = (label: string, input: string) => `<div class="field"><label>${label}</label>${input}</div>`;
  const options = ['Hardwood', 'Luxury vinyl', 'Laminate', 'Tile', 'Carpet', 'Removal only', 'Not sure yet']
    .map((o) => `<option>${o}</option>`)
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Free estimate</title><style>${css}</style><script src="/_next/static/chunks/app.js" defer></script></head><body><form id="form">${field('Name', '<input name="name" required>')}${field('E-mail', '<input type="email" name="email" required>')}${field('Phone', '<input type="tel" name="phone">')}${field('Address of the job', '<input name="address">')}${field('Rooms', '<input name="rooms">')}${field('Floor', `<select name="floor">${options}</select>`)}${field('Anything else', '<textarea name="message" rows="4"></textarea>')}<button type="submit">Send</button></form></body></html>`;
}

/** The form's app script: a framework's weight, state built at load, the height posted to the page. */
function tallyAppScript(): string {
  return `${filler(290_000, 13, 'n')};(function(){var s=[];for(var i=0;i<20000;i++)s.push({k:"f"+i,v:(i*2654435761)>>>0});s.sort(function(a,b){return a.v-b.v});parent.postMessage(JSON.stringify({event:"Tally.FormLoaded",payload:{height:document.body.scrollHeight}}),"*")})();`;
}

export interface StandIns {
  port: number;
  /** Chromium's --host-resolver-rules: the stand-in hosts to this server, no other name resolved. */
  resolverRules: string;
  /** Hosts answered here (never blocked in the run). */
  hosts: string[];
  /** Bytes of each stand-in, raw and gzip. */
  sizes: Record<string, { raw: number; gzip: number }>;
  close: () => Promise<void>;
}

/** Starts the stand-ins; `settingsHost` is site.yaml's analytics backend, `formHost` the estimate form's. */
export async function startStandIns(settingsHost: string, formHost: string): Promise<StandIns> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-stand-ins-'));
  const hosts = [settingsHost, 'www.googletagmanager.com', 'region1.google-analytics.com', formHost];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=build-site stand-ins',
      '-addext',
      `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  const files: Record<string, { type: string; body: string }> = {
    gtm: { type: 'text/javascript', body: gtmScript() },
    embed: { type: 'text/javascript', body: tallyEmbedScript() },
    form: { type: 'text/html; charset=utf-8', body: tallyFormPage() },
    app: { type: 'text/javascript', body: tallyAppScript() },
    ns: { type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html lang="en"><title>ns</title></html>' },
  };
  const sizes = Object.fromEntries(
    Object.entries(files).map(([k, f]) => [
      k,
      { raw: Buffer.byteLength(f.body), gzip: gzipSync(f.body, { level: 9 }).length },
    ]),
  );
  // Headers named, as PostgREST answers: a `*` does not cover Authorization, and Chromium reports that as a deprecation.
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'apikey, authorization, accept, content-type',
  };
  const send = (req: IncomingMessage, res: ServerResponse, file: { type: string; body: string }) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'public, max-age=900',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(file.body, { level: 9 }) : file.body);
  };
  const server = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const url = new URL(req.url ?? '/', `https://${host}`);
      if (host === settingsHost) {
        if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
        res.writeHead(200, { ...cors, 'content-type': 'application/vnd.pgrst.object+json; charset=utf-8' });
        return void res.end(JSON.stringify({ key: 'GTM-BENCH01' }));
      }
      if (host === 'www.googletagmanager.com' && url.pathname === '/gtm.js') return send(req, res, files.gtm);
      // The container's noscript frame, which the loader inserts beside the script.
      if (host === 'www.googletagmanager.com' && url.pathname === '/ns.html') return send(req, res, files.ns);
      if (host === 'region1.google-analytics.com') return void res.writeHead(204, cors).end();
      if (host === formHost && url.pathname === '/widgets/embed.js') return send(req, res, files.embed);
      if (host === formHost && url.pathname.startsWith('/embed/')) return send(req, res, files.form);
      if (host === formHost && url.pathname === '/_next/static/chunks/app.js') return send(req, res, files.app);
      res.writeHead(404).end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    hosts,
    sizes,
    resolverRules: `${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ')}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
