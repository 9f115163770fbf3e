// Answering one file of the served folder as the hosts do (conditional.ts): with its validators, 304
// to a conditional request that still matches, 206 to a Range (one range, or multipart/byteranges),
// 416 when no range can be satisfied, the headers alone to HEAD. Text is compressed when the browser
// accepts it (compression.ts), and then sent whole. A file that cannot be read is a 500, or a cut
// connection once the headers are out (answer-failures.ts).
import { closeSync, createReadStream, fstatSync, openSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { failResponse, type Log } from './answer-failures.ts';
import type { CompressionCache, Encoding } from './compression.ts';
import { type ByteRange, notModified, rangeAnswer, validators } from './conditional.ts';

export interface FileAnswer {
  status: number;
  file: string;
  /** Every header but the body's own (Cache-Control, Content-Type, the _headers values, Vary…). */
  headers: Record<string, string>;
  encoding?: Encoding;
  /** `dev`: the page is sent with its reload script, read whole. */
  transformHtml?: (html: string) => string;
  compressed: CompressionCache;
  log: Log;
}

/** The boundary of a multipart/byteranges body: from the ETag, so one answer is the same bytes every time. */
const boundaryOf = (etag: string) => `build-site-${etag.replace(/\W/g, '')}`;

/** The parts of a multipart/byteranges body around each range's bytes. */
function multipartParts(ranges: ByteRange[], size: number, type: string, boundary: string) {
  const heads = ranges.map(
    ([start, end], i) =>
      `${i === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length =
    heads.reduce((sum, h) => sum + Buffer.byteLength(h), 0) +
    ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0) +
    Buffer.byteLength(tail);
  return { heads, tail, length };
}

export function answerFile(req: IncomingMessage, res: ServerResponse, answer: FileAnswer): void {
  const { status, file, encoding, compressed, log } = answer;
  const out = { ...answer.headers };
  const failed = (error: unknown) => failResponse(req, res, error, log);
  // Opened first: the validators, the length and the bytes sent are those of one file, even when a
  // rebuild replaces it meanwhile.
  const fd = openSync(file, 'r');
  let keep = false;
  try {
    const stat = fstatSync(fd);
    const html = answer.transformHtml && file.endsWith('.html') ? answer.transformHtml : undefined;
    const v = validators(stat, [html ? 'dev' : '', encoding ?? ''].filter(Boolean).join('-'));
    const conditional = status === 200 && (req.method === 'GET' || req.method === 'HEAD');
    if (status === 200) Object.assign(out, { ETag: v.etag, 'Last-Modified': v.lastModified });
    if (conditional && notModified(req.headers, v)) {
      for (const name of ['Content-Type', 'Content-Encoding']) delete out[name];
      res.writeHead(304, out).end();
      return;
    }
    // Bodies read whole are read before the headers go out, so a file that cannot be read is still a 500.
    let body: Buffer | undefined;
    if (html) {
      const page = Buffer.from(html(readFileSync(fd, 'utf8')));
      body = encoding ? compressed.encode(page, encoding) : page;
    } else if (encoding) body = compressed.file(file, encoding);
    const size = body ? body.length : stat.size;
    if (!encoding) out['Accept-Ranges'] = 'bytes';
    const range =
      conditional && !encoding ? rangeAnswer(req.headers.range, size, v, header(req, 'if-range')) : undefined;
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, Node sends no body in answer to HEAD, whatever is written.
    const head = req.method === 'HEAD';
    if (range?.kind === 'unsatisfiable') {
      // Ranges are only read for an answer sent as stored, so there is no Content-Encoding to drop.
      delete out['Content-Type'];
      res.writeHead(416, { ...out, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }).end();
      return;
    }
    if (range?.kind === 'partial' && range.ranges.length === 1) {
      const [[start, end]] = range.ranges;
      res.writeHead(206, {
        ...out,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(end - start + 1),
      });
      // Stryker disable next-line ConditionalExpression: equivalent, Node sends no body in answer to HEAD, whatever is written.
      if (head) res.end();
      else if (body) res.end(body.subarray(start, end + 1));
      else {
        keep = true;
        // Stryker disable next-line StringLiteral: equivalent, a stream given an fd never opens its path.
        send(res, createReadStream('', { fd, start, end }), failed);
      }
      return;
    }
    if (range?.kind === 'partial') {
      // Stryker disable next-line StringLiteral: equivalent, serve.ts gives every file a Content-Type.
      const type = out['Content-Type'] ?? 'application/octet-stream';
      const boundary = boundaryOf(v.etag);
      const parts = multipartParts(range.ranges, size, type, boundary);
      res.writeHead(206, {
        ...out,
        'Content-Type': `multipart/byteranges; boundary=${boundary}`,
        'Content-Length': String(parts.length),
      });
      // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, Node sends no body in answer to HEAD, whatever is written.
      if (head) {
        // Stryker disable next-line CallExpression: equivalent, Node sends no body in answer to HEAD, whatever is written.
        res.end();
        return;
      }
      const source = body;
      // Stryker disable next-line ConditionalExpression: equivalent, a kept fd goes to send(), which closes it when the answer ends.
      keep = source === undefined;
      const chunks = async function* () {
        for (const [i, [start, end]] of range.ranges.entries()) {
          yield Buffer.from(parts.heads[i]);
          if (source) yield source.subarray(start, end + 1);
          else {
            // Stryker disable next-line StringLiteral: equivalent, a stream given an fd never opens its path.
            yield* createReadStream('', { fd, start, end, autoClose: false });
          }
        }
        yield Buffer.from(parts.tail);
      };
      send(res, chunks(), failed, keep ? fd : undefined);
      return;
    }
    res.writeHead(status, { ...out, 'Content-Length': String(size) });
    // Stryker disable next-line ConditionalExpression: equivalent, Node sends no body in answer to HEAD, whatever is written.
    if (head) res.end();
    else if (body) res.end(body);
    else {
      keep = true;
      // Stryker disable next-line StringLiteral: equivalent, a stream given an fd never opens its path.
      send(res, createReadStream('', { fd }), failed);
    }
  } finally {
    if (!keep) closeQuietly(fd);
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  // Stryker disable next-line StringLiteral: equivalent, Node gives If-Range as one string (it joins a repeated one itself).
  return Array.isArray(value) ? value.join(', ') : value;
};

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed by its stream.
  }
}

/**
 * Streams a body once the headers are out. A visitor leaving mid-download is normal; a file failing
 * while it is read is worth a line, and the connection is cut (`fd`: a file to close at the end).
 */
function send(
  res: ServerResponse,
  source: NodeJS.ReadableStream | AsyncIterable<Buffer>,
  failed: (error: unknown) => void,
  fd?: number,
): void {
  pipeline(source, res, (error) => {
    if (fd !== undefined) closeQuietly(fd);
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') failed(error);
  });
}
