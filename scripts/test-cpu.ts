// Sums a TEST_CPU_LOG file (tests/fixtures/cpu-log.ts) per test file, costliest first, and lists the
// costliest tests: `TEST_CPU_LOG=/tmp/cpu.jsonl npx vitest run --maxWorkers=1; npx tsx scripts/test-cpu.ts /tmp/cpu.jsonl [N]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Line {
  kind: 'file' | 'test';
  file: string;
  name?: string;
  cpu: number;
  chromium: number;
  wall: number;
}

// Piped into head: stop quietly when the reader has had enough.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const [logFile, top = '25'] = process.argv.slice(2);
if (!logFile) throw new Error('usage: tsx scripts/test-cpu.ts LOG [N]');
const lines = readFileSync(logFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Line);
const rel = (f: string) => path.relative(process.cwd(), f);
const files = lines.filter((l) => l.kind === 'file').sort((a, b) => b.cpu - a.cpu);
const sum = (ls: Line[], k: 'cpu' | 'chromium' | 'wall') => ls.reduce((t, l) => t + l[k], 0);
console.log('CPU-s  Chromium  wall-s  file');
for (const f of files)
  console.log(
    `${f.cpu.toFixed(1).padStart(6)} ${f.chromium.toFixed(1).padStart(8)} ${f.wall.toFixed(1).padStart(7)}  ${rel(f.file)}`,
  );
console.log(
  `${sum(files, 'cpu').toFixed(1).padStart(6)} ${sum(files, 'chromium').toFixed(1).padStart(8)} ${sum(files, 'wall').toFixed(1).padStart(7)}  all ${files.length} files`,
);
console.log(`\nthe ${top} costliest tests (CPU-s, Chromium, wall-s):`);
for (const t of lines
  .filter((l) => l.kind === 'test')
  .sort((a, b) => b.cpu - a.cpu)
  .slice(0, Number(top)))
  console.log(
    `${t.cpu.toFixed(1).padStart(6)} ${t.chromium.toFixed(1).padStart(8)} ${t.wall.toFixed(1).padStart(7)}  ${path.basename(t.file)} > ${t.name}`,
  );
