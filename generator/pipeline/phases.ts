// The build's named phases, in the order build.ts runs them, and the runner that times each: the
// summary's phase times are these measurements, not a second clock.

/** Every phase of a build, in order. */
export const PHASES = ['load', 'check', 'bundle', 'render', 'share images', 'deploy files', 'swap'] as const;
export type PhaseName = (typeof PHASES)[number];

export interface PhaseTime {
  name: PhaseName;
  ms: number;
}

export interface PhaseRunner {
  /** Runs one phase and records how long it took; a phase that throws records nothing. Phases run in PHASES order. */
  run<T>(name: PhaseName, step: () => T | Promise<T>): Promise<T>;
  /** The phases run so far, in the order they ran. */
  readonly times: readonly PhaseTime[];
}

/** A runner timing with `now` (performance.now by default; tests give a clock of their own). */
export function phaseRunner(now: () => number = () => performance.now()): PhaseRunner {
  const times: PhaseTime[] = [];
  return {
    times,
    async run(name, step) {
      const last = times.at(-1)?.name;
      // A phase run twice or out of order would make the summary's list say what did not happen.
      if (last !== undefined && PHASES.indexOf(name) <= PHASES.indexOf(last))
        throw new Error(`build phase "${name}" run after "${last}"`);
      const started = now();
      const result = await step();
      times.push({ name, ms: now() - started });
      return result;
    },
  };
}
