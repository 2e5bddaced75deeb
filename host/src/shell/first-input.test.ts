// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { firstInput, watchForFirstInput } from './first-input';

test('the first input is a key or a pointer pressed anywhere in the page, not a mere move', async () => {
  const page = new EventTarget();
  watchForFirstInput(page);
  let seen = false;
  void firstInput.then(() => {
    seen = true;
  });

  page.dispatchEvent(new Event('pointermove'));
  page.dispatchEvent(new Event('scroll'));
  await Promise.resolve();
  expect(seen).toBe(false);

  page.dispatchEvent(new Event('keydown'));
  await Promise.resolve();
  expect(seen).toBe(true);
});
