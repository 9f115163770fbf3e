// Captions files checked against public/ (generator/pipeline/content/captions.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captionsFileProblem } from '../../generator/pipeline/content/captions.ts';
import { tempDir } from '../fixtures/html.ts';

describe('captionsFileProblem', () => {
  const tmp = tempDir('build-site-captions-');
  afterAll(() => tmp.cleanup());
  mkdirSync(path.join(tmp.dir, 'captions'));
  const write = (name: string, text: string) => writeFileSync(path.join(tmp.dir, 'captions', name), text);

  it('accepts a WebVTT file, with or without a byte-order mark or header text', () => {
    write('a.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n');
    write('b.vtt', '\uFEFFWEBVTT - clip one\n\n');
    expect(captionsFileProblem(tmp.dir, '/captions/a.vtt')).toBeUndefined();
    expect(captionsFileProblem(tmp.dir, '/captions/b.vtt')).toBeUndefined();
  });

  it('names a missing file and a file that is not WebVTT', () => {
    write('srt.vtt', '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    write('close.vtt', 'WEBVTTX\n');
    expect(captionsFileProblem(tmp.dir, '/captions/none.vtt')).toBe(
      'expected a WebVTT file at public/captions/none.vtt',
    );
    expect(captionsFileProblem(tmp.dir, '/captions/srt.vtt')).toBe(
      'expected public/captions/srt.vtt to start with "WEBVTT"',
    );
    expect(captionsFileProblem(tmp.dir, '/captions/close.vtt')).toMatch(/start with "WEBVTT"/);
  });
});
