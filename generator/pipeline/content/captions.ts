// Captions files named in content must exist under public/ and be WebVTT
// (start with "WEBVTT"), or browsers silently show no captions.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { fieldName } from '../../model/schema-issues.ts';
import type { Content } from '../../model/content.ts';
import type { ContentSources } from './sources.ts';
import type { Video } from '../../model/schema/index.ts';

/** "WEBVTT" then a space, tab or line end, optionally after a byte-order mark (WebVTT spec, file structure). */
const VTT_SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/;

/** Why a captions file cannot be used, or undefined when it is a WebVTT file. */
export function captionsFileProblem(publicDir: string, src: string): string | undefined {
  const file = path.join(publicDir, src);
  if (!existsSync(file)) return problemMessage('CaptionsMissing', src);
  if (!VTT_SIGNATURE.test(readFileSync(file, 'utf8').slice(0, 16))) return problemMessage('CaptionsNotVtt', src);
  return undefined;
}

export function checkCaptions(content: Content, sources: ContentSources, publicDir: string): ContentProblem[] {
  const lists: { file: string; field: (string | number)[]; videos: Video[] }[] = [
    { file: sources.pageFile('home'), field: ['videos'], videos: content.pages.home.videos },
    ...content.projects.map((p) => ({
      file: sources.entryFile('projects', p.slug),
      field: ['videos'],
      videos: p.videos,
    })),
  ];
  const problems: ContentProblem[] = [];
  for (const { file, field, videos } of lists) {
    videos.forEach((v, i) => {
      if (!v.captions) return;
      const problem = captionsFileProblem(publicDir, v.captions.src);
      if (!problem) return;
      const at = [...field, i, 'captions', 'src'];
      problems.push({ file, line: sources.lineOf(file, at), field: fieldName(at), message: problem });
    });
  }
  return problems;
}
