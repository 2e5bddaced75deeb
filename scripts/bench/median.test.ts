import { expect, test } from 'vitest';
import { median, medianOfRuns } from './median.ts';

const run = (lcpMs: number, tbtMs: number, score = 1) => ({
  score,
  fcpMs: lcpMs,
  lcpMs,
  tbtMs,
  cls: 0,
});

test('five runs with one LCP report the middle TBT, not the TBT of whichever run sorted third', () => {
  const runs = [run(910, 22), run(910, 53), run(910, 19), run(910, 77), run(910, 22)];

  expect(medianOfRuns(runs)).toEqual({ score: 1, fcpMs: 910, lcpMs: 910, tbtMs: 22, cls: 0 });
});

test("each figure is its own median: a slow run's LCP and another's TBT", () => {
  const runs = [run(900, 140, 0.99), run(1210, 20, 0.98), run(920, 60, 1)];

  expect(medianOfRuns(runs)).toMatchObject({ score: 0.99, lcpMs: 920, tbtMs: 60 });
});

test('an even number of values is refused: its middle is no measured value', () => {
  expect(median([89, 66, 70])).toBe(70);
  expect(() => median([1, 2])).toThrow('2 values have no middle one');
  expect(() => median([])).toThrow('0 values have no middle one');
});
