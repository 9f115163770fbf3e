// Runs dev builds in a child process: kept warm across content edits (fast), replaced by a fresh one
// when templates, client or generator code change (so edited modules are loaded, never a stale cache).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BuildRequest, BuildResult } from '../../model/dev-protocol.ts';
import { PROBLEMS, problemMessage } from '../../model/problems.ts';

/** How long a child told to stop may take to exit before it is killed outright. */
export const STOP_GRACE_MS = 5_000;

export class Builder {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  /** Every child told to stop has exited once this resolves. */
  private stopped: Promise<void> = Promise.resolve();
  private nextId = 1;

  constructor(
    private readonly options: Omit<BuildRequest, 'id'>,
    private readonly graceMs = STOP_GRACE_MS,
  ) {}

  /** Starts a child now so the next build does not pay for loading the generator. */
  warm(): void {
    if (!this.child) this.spawn();
  }

  /**
   * Drops the current child; the next build starts one that imports the edited code afresh. The new
   * child loads at once, but its first build waits until the old one has exited (build()).
   */
  restart(): void {
    void this.stop();
    this.spawn();
  }

  /**
   * Ends the current child. Resolves once it and every child stopped before it (replaced by restart())
   * have exited, so nothing writes into the project's folders any more (a child mid-build goes on
   * writing its output until it reaches the signal); one still running `graceMs` later is killed outright.
   */
  stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), this.graceMs);
        const done = () => {
          clearTimeout(force);
          resolve();
        };
        child.once('exit', done);
        // Not delivered: the process is gone already (its exit event may not come).
        if (!child.kill()) done();
      });
      this.stopped = Promise.all([this.stopped, exited]).then(() => undefined);
    }
    return this.stopped;
  }

  /** `changes`: what the watcher saw edited since the previous build started (BuildRequest.changes). */
  async build(changes?: string[]): Promise<BuildResult> {
    if (!this.child) this.spawn();
    const child = this.child as ChildProcess;
    // A replaced child may still be writing its last build into the output: this one starts after it.
    await Promise.all([this.ready, this.stopped]);
    // Replaced while it waited (code edited again): the build goes to the child that replaced it.
    if (this.child !== child && this.child !== undefined) return this.build(changes);
    const id = this.nextId++;
    if (!child.connected) {
      if (this.child === child) void this.stop();
      return {
        id,
        ok: false,
        ms: 0,
        problems: [{ file: 'build', message: problemMessage('DevBuildNotStarted') }],
        hint: PROBLEMS.DevBuildNotStarted.hint,
      };
    }
    return new Promise((resolve) => {
      const onMessage = (message: BuildResult) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      // A crash (e.g. a syntax error in generator code at import) is a failed build, not a dead dev server.
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        if (this.child === child) void this.stop();
        resolve({
          id,
          ok: false,
          ms: 0,
          problems: [{ file: 'build', message: problemMessage('DevBuildExited', code) }],
          hint: PROBLEMS.DevBuildExited.hint,
        });
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ ...this.options, id, changes } satisfies BuildRequest);
    });
  }

  private spawn(): void {
    // The root's own CLI, so a project copied elsewhere builds with its own code; the CLI runs the
    // bundle of the sources as they are now (generator/cli/compiled.ts), compiling it first if needed.
    const child = fork(path.join(this.options.root, 'bin/build-site'), ['dev-build-child'], {
      // Not the dev server's own flags (a test runner's loaders and conditions). A young generation as
      // large as the render workers' (render/pool.ts): each rebuild's garbage dies young instead of
      // being promoted into the heap that holds the loaded modules and content.
      execArgv: ['--max-semi-space-size=64'],
      cwd: this.options.root,
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A child that cannot start (its folder removed while the server closes) is a failed build, not a crash.
    child.on('error', () => undefined);
    this.child = child;
    this.ready = new Promise((resolve) => {
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        child.off('message', onReady);
        resolve();
      };
      child.on('message', onReady);
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
  }
}
