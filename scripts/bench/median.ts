import type { LighthouseRun } from './lighthouse.ts';

/** The middle value of an odd number of values: one of them, not an average of two. */
export function median(values: readonly number[]): number {
  if (values.length % 2 === 0) {
    throw new Error(`${values.length} values have no middle one: the bench takes an odd number`);
  }
  const value = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (value === undefined) throw new Error('No value to take the median of');
  return value;
}

/**
 * Each figure's median over the runs, on its own. Not the figures of one run picked by its LCP:
 * the LCPs of a page are mostly equal to the millisecond, and the run a tie picked carried any of
 * its TBTs.
 */
export function medianOfRuns(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  };
}
