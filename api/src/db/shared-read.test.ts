import { expect, test } from 'vitest';
import { sharedRead } from './shared-read';

function counted<T>(answers: (() => T)[]) {
  let calls = 0;
  const read = async () => {
    const answer = answers[calls];
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!answer) throw new Error('no answer');
    return answer();
  };
  return { read, calls: () => calls };
}

test('calls made while a read is under way share it; a call after it ends reads again', async () => {
  const owner = {};
  const { read, calls } = counted([() => 'first', () => 'second']);
  const together = await Promise.all([1, 2, 3].map(() => sharedRead(owner, 'key', read)));
  expect(together).toEqual(['first', 'first', 'first']);
  expect(await sharedRead(owner, 'key', read)).toBe('second');
  expect(calls()).toBe(2);
});

test('each owner and key reads on its own; a failed read is not kept', async () => {
  const { read, calls } = counted([
    () => {
      throw new Error('down');
    },
    () => 'a',
    () => 'b',
  ]);
  await expect(sharedRead({}, 'key', read)).rejects.toThrow('down');
  const owner = {};
  expect(
    await Promise.all([sharedRead(owner, 'one', read), sharedRead(owner, 'two', read)]),
  ).toEqual(['a', 'b']);
  expect(calls()).toBe(3);
});
