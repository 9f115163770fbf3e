// One build at a time per output folder: a lock file beside it holding the
// process id, created exclusively. A build that died leaves its pid, which the
// next build takes over; a lock that could not be written is never left behind.
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { usageProblem } from '../../model/problems.ts';
import type { OutputPaths } from '../context.ts';
import { shownPath as shown } from './output-dir.ts';

/** How often a waiting build looks at the lock again. */
const LOCK_POLL_MS = 100;

/** Whether a process with this id is running (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An empty lock is one being written this instant (wait for it), or one left
 * by a build that died in that instant: after this long, nobody is writing it.
 */
const EMPTY_LOCK_STALE_MS = 5_000;

/** The pid in a lock file; 0 when it holds none yet; undefined when there is no lock. */
function lockOwner(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    // Stryker disable next-line EqualityOperator: equivalent, a pid of 0 reads as 0 either way.
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return undefined;
  }
}

function lockAge(lockFile: string): number {
  try {
    return Date.now() - statSync(lockFile).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Creates the lock file holding this process id: false when one exists. A write that fails (a full
 * disk) removes the file it created, or an empty lock would hold off every build for a while.
 */
function createLock(lockFile: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // Already closed, or closing failed too: the file goes either way.
    }
    rmSync(lockFile, { force: true });
    throw error;
  }
  return true;
}

export interface OutputLock {
  release(): void;
}

/**
 * Takes the lock of an output folder: a file holding this process id, created
 * exclusively. A lock whose process is gone (a build that crashed) is taken
 * over; a live one is waited for up to timeoutMs, then a UsageError says who holds it.
 */
export async function lockOutputDir(paths: OutputPaths, timeoutMs: number): Promise<OutputLock> {
  const { lockFile } = paths;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (createLock(lockFile)) {
      return {
        release() {
          if (lockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    }
    const owner = lockOwner(lockFile);
    // Stryker disable next-line ConditionalExpression: equivalent, a vanished lock has age 0, never stale.
    if (owner !== undefined && (owner > 0 ? !isAlive(owner) : lockAge(lockFile) > EMPTY_LOCK_STALE_MS)) {
      // Read again just before removing, so a lock another build took over meanwhile is kept.
      if (lockOwner(lockFile) === owner) rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw usageProblem('OutputLocked', owner, shown(paths.outDir), Math.round(timeoutMs / 1000), shown(lockFile));
    }
    await delay(LOCK_POLL_MS);
  }
}
