// Peak resident memory of a command and every process it starts (worker threads
// are in their process; esbuild's service and the CLI's child processes are
// processes of their own). /proc is sampled every ~25 ms: each sample sums the
// VmRSS of the command's process tree, so the peak is what the machine had to
// hold at once, not the sum of each process's own peak (getrusage's maxRSS).
// Linux only.
//
//   npx tsx scripts/tree-rss.ts [--interval ms] [--trace file.tsv] -- <command> [args…]
//
// --trace writes one line per sample (ms since the start, the tree's MB, each process's MB),
// so the peak can be matched to the build's stages (its log lines with times).
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { pathToFileURL } from 'node:url';

export interface TreeRss {
  /** Exit code of the command (signal: 128 + its number). */
  code: number;
  /** Largest sum of VmRSS over the process tree in one sample, in KB. */
  peakKb: number;
  /** Largest VmRSS of any single process of the tree, in KB. */
  peakProcessKb: number;
  /** Command line of that process. */
  peakProcess: string;
  samples: number;
  wallMs: number;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process exited between the listing and the read.
    return undefined;
  }
};

/** pid -> parent pid of every process, from /proc/<pid>/stat (the comm field may hold spaces and parentheses). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    map.set(Number(name), Number(fields[1]));
  }
  return map;
}

function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

const rssKb = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0);
const commandLine = (pid: number) => (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim().slice(0, 120);

/** Runs `command` with `args` (output inherited unless `stdio` says otherwise) and samples its process tree's memory. */
export function measureTreeRss(
  command: string,
  args: string[],
  options: {
    intervalMs?: number;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    stdio?: 'inherit' | 'ignore';
    /** A file to write every sample to (tab-separated: ms, tree MB, then pid:MB of each process). */
    trace?: string;
  } = {},
): Promise<TreeRss> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: options.stdio ?? 'inherit', env: options.env, cwd: options.cwd });
  const result = { peakKb: 0, peakProcessKb: 0, peakProcess: '', samples: 0 };
  if (options.trace) writeFileSync(options.trace, 'ms\ttree_mb\tprocesses (pid:MB)\n');
  const sample = () => {
    if (child.pid === undefined) return;
    let sum = 0;
    const each: string[] = [];
    for (const pid of tree(child.pid)) {
      const kb = rssKb(pid);
      sum += kb;
      each.push(`${pid}:${Math.round(kb / 1024)}`);
      if (kb > result.peakProcessKb) {
        result.peakProcessKb = kb;
        result.peakProcess = commandLine(pid);
      }
    }
    result.samples++;
    result.peakKb = Math.max(result.peakKb, sum);
    if (options.trace)
      appendFileSync(
        options.trace,
        `${Math.round(performance.now() - started)}\t${Math.round(sum / 1024)}\t${each.join(' ')}\n`,
      );
  };
  const timer = setInterval(sample, options.intervalMs ?? 25);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      resolve({
        code: code ?? 128 + (signal ? constants.signals[signal] : 0),
        ...result,
        wallMs: performance.now() - started,
      });
    });
  });
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  if (dash < 0 || dash === argv.length - 1) {
    console.error('usage: tsx scripts/tree-rss.ts [--interval ms] [--trace file.tsv] -- <command> [args…]');
    process.exit(2);
  }
  const at = argv.indexOf('--interval');
  const intervalMs = at >= 0 && at < dash ? Number(argv[at + 1]) : 25;
  const traceAt = argv.indexOf('--trace');
  const trace = traceAt >= 0 && traceAt < dash ? argv[traceAt + 1] : undefined;
  const [command, ...args] = argv.slice(dash + 1);
  const r = await measureTreeRss(command, args, { intervalMs, trace });
  console.error(
    `tree-rss: peak ${mb(r.peakKb)} (whole tree), largest process ${mb(r.peakProcessKb)} (${r.peakProcess}); ` +
      `${r.samples} samples, ${(r.wallMs / 1000).toFixed(2)} s, exit ${r.code}`,
  );
  process.exit(r.code);
}
