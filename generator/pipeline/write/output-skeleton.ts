// The dev loop's output folders made ahead. A build writes a whole new output beside the old one and
// swaps it in (output-dir.ts), so every dev reload made some 80 folders while the edit waited: a
// quarter of a reload's time when this VM's disk took 0.4-0.6 ms per mkdir (docs/benchmarks.md).
// After each build, a resident process (the dev server's build child) makes an empty copy of the new
// output's folder tree in the background, and its next build starts from that copy. Folders only:
// a file made ahead could be stale by then (public/ replaced) or written through (a hard link into
// public/). The tree is made under one name and renamed to the other when complete, so a build never
// takes half of one; recoverOutputDir leaves this process's own alone and removes anyone else's.
// A page removed since leaves its folder empty for that one build: nothing is served from an empty
// folder (serve/files.ts answers files only), as from a missing one, and the next tree leaves it out.
import { renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { OutputPaths } from '../context.ts';

/** Suffixes of the tree being made and of the one ready, after the temporary folder's name. */
export const SKELETON_SUFFIXES = ['-part', '-next'] as const;

export interface SkeletonPaths {
  making: string;
  ready: string;
}

export const skeletonPaths = ({ tmpDir }: OutputPaths): SkeletonPaths => ({
  making: `${tmpDir}${SKELETON_SUFFIXES[0]}`,
  ready: `${tmpDir}${SKELETON_SUFFIXES[1]}`,
});

/** The folders of dir that hold a file, relative, parents before children; never dir itself. */
export async function fileFolders(dir: string): Promise<string[]> {
  const folders = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (!entry.isDirectory()) folders.add(path.relative(dir, entry.parentPath));
  folders.delete('');
  return [...folders].sort();
}

let making: Promise<void> | undefined;

/**
 * Makes the empty folder tree of the output now in place, in the background: resolves when it is
 * ready or given up (a failure only costs the next build its head start). One at a time: a build
 * that ends while one is being made leaves it to finish.
 */
export function prepareSkeleton(paths: OutputPaths): Promise<void> {
  making ??= make(paths).finally(() => {
    making = undefined;
  });
  return making;
}

async function make(paths: OutputPaths): Promise<void> {
  const { making, ready } = skeletonPaths(paths);
  try {
    await rm(making, { recursive: true, force: true });
    const folders = await fileFolders(paths.outDir);
    await mkdir(making);
    for (const folder of folders) await mkdir(path.join(making, folder), { recursive: true });
    await rm(ready, { recursive: true, force: true });
    await rename(making, ready);
  } catch {
    await rm(making, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** Moves the ready tree to the build's temporary folder (which must not exist); false when there is none. */
export function takeSkeleton(paths: OutputPaths): boolean {
  try {
    renameSync(skeletonPaths(paths).ready, paths.tmpDir);
    return true;
  } catch {
    return false;
  }
}

/** Removes this process's trees, made or being made: for a build child leaving while it waits for an edit. */
export function discardSkeletons(paths: OutputPaths): void {
  for (const dir of Object.values(skeletonPaths(paths))) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Being made as it is removed: the next build's recovery removes what is left.
    }
  }
}
