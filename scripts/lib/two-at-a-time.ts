/**
 * Runs build jobs two at a time, one per core of the machines this runs on (each webpack build
 * is mostly single-threaded), printing what each reports as it finishes.
 */
export async function runTwoAtATime(jobs: readonly (() => Promise<string>)[]): Promise<void> {
  const queue = [...jobs];
  async function lane() {
    for (let job = queue.shift(); job; job = queue.shift()) console.log(await job());
  }
  await Promise.all([lane(), lane()]);
}
