import { expect, test } from 'vitest';
import { diffParts, sameAnswer } from './changed-parts';
import { MESSAGES } from './messages';

const OPTIONS = { byField: ['meta'], withEveryChange: ['effective_date'] };

test('answers are the same whatever the order of keys, and every kind of empty is one', () => {
  expect(sameAnswer({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
  for (const empty of [undefined, null, '', '  ', []]) expect(sameAnswer(empty, null)).toBe(true);
  expect(sameAnswer(0, null)).toBe(false);
  expect(sameAnswer(false, null)).toBe(false);
  expect(sameAnswer([1, 2], [2, 1])).toBe(false);
  expect(sameAnswer('1', 1)).toBe(false);
});

test('a group by field sends its changed fields; any other part goes whole', () => {
  const initial = { meta: { a: 1, b: 2 }, address: { town: 'Bath', postcode: 'BA1 1AA' } };
  const current = { meta: { a: 1, b: 3 }, address: { town: 'Bath', postcode: 'BA2 2BB' } };
  expect(diffParts(initial, { ...current, effective_date: '2026-11-22' }, OPTIONS)).toEqual({
    changed: true,
    body: { meta: { b: 3 }, address: current.address, effective_date: '2026-11-22' },
  });
});

test('a change of the effective date alone is no change', () => {
  expect(diffParts({ effective_date: 'a' }, { effective_date: 'b' }, OPTIONS)).toEqual({
    changed: false,
    message: MESSAGES.noChanges,
  });
});
