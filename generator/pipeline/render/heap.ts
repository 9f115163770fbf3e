// Full garbage collections on the main thread where a large build drops most of what it held.
// V8 lets the old generation grow to about twice what is live before it collects: for 16,000
// pages the main thread's heap stood at 560 MB through the whole render, 240 MB of it live after
// the content was loaded and checked, the rest the load's and the packing's garbage; and the
// content's shared buffer (content-units.ts) was still held while esbuild bundled the page
// scripts in a process of its own. Collected here, a warm build's process tree peaks at about
// 1 GB instead of 1.1-1.4 GB; a cold one still at 1.2 GB, malloc's (docs/benchmarks.md, Memory). Only builds that render in workers call it: a small site's
// heap is small, and a full collection costs the main thread about a millisecond per MB live.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

/**
 * Runs a full garbage collection now. Node exposes `gc` only with --expose-gc, which worker
 * threads refuse in their execArgv (the pool passes on the CLI's flags): the flag is set at run
 * time and `gc` taken from a new context made after it, as Jest's --logHeapUsage does.
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
