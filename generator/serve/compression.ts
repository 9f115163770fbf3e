// Compression as the hosts apply it: Netlify and Cloudflare Pages send text
// (HTML, CSS, JS, SVG, JSON, XML, WebVTT) as brotli or gzip when the browser
// accepts it, so previews, browser tests and Lighthouse see production's bytes.
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const TEXT = /^(text\/|application\/(json|xml|atom\+xml|javascript)|image\/svg\+xml)/;

/** The encoding to answer with: brotli first, then gzip; none for binary types or when not accepted. */
export function pickEncoding(
  contentType: string | undefined,
  acceptEncoding: string | undefined,
): Encoding | undefined {
  if (!contentType || !TEXT.test(contentType) || !acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      return params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)) ? '' : name.trim();
    }),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Compressed files kept in memory by path, size and modification time, so repeated requests cost nothing. */
export class CompressionCache {
  private readonly entries = new Map<string, { stamp: string; bytes: Buffer }>();

  /** Brotli at quality 5: close to what CDNs use on the fly, and fast enough to compress every page of a test run. */
  encode(data: Buffer, encoding: Encoding): Buffer {
    return encoding === 'br'
      ? brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        })
      : gzipSync(data, { level: 6 });
  }

  file(file: string, encoding: Encoding): Buffer {
    const info = statSync(file);
    const key = `${encoding}:${file}`;
    const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
    const hit = this.entries.get(key);
    if (hit?.stamp === stamp) return hit.bytes;
    const bytes = this.encode(readFileSync(file), encoding);
    this.entries.set(key, { stamp, bytes });
    return bytes;
  }
}
