import { afterEach, expect, test, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('where the browser has requestIdleCallback, it waits for that, bounded by the timeout', async () => {
  let idle: (() => void) | undefined;
  const requestIdleCallback = vi.fn((callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  let resolved = false;

  const waiting = whenIdle(2_000).then(() => (resolved = true));
  await Promise.resolve();
  expect(resolved).toBe(false);
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
  idle?.();
  await waiting;

  expect(resolved).toBe(true);
});

test('without requestIdleCallback it waits for the next task', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  let resolved = false;

  const waiting = whenIdle(2_000).then(() => (resolved = true));
  await Promise.resolve();
  expect(resolved).toBe(false);
  await vi.runAllTimersAsync();
  await waiting;

  expect(resolved).toBe(true);
});
