import { afterEach, expect, test, vi } from 'vitest';
import {
  PULL_TO_REFRESH,
  resistedDistance,
  startPullToRefresh,
  type PullView,
} from './pull-to-refresh';

afterEach(() => vi.useRealTimers());

function touchScreen(scrollTop = 0) {
  const target = new EventTarget();
  const views: PullView[] = [];
  const reload = vi.fn();
  const stop = startPullToRefresh({
    target: target as unknown as Document,
    scrollTop: () => scrollTop,
    onChange: (view) => views.push(view),
    reload,
  });
  const touch = (type: string, clientY?: number) => {
    const event = Object.assign(new Event(type, { cancelable: true }), {
      touches: clientY === undefined ? [] : [{ clientY }],
    });
    target.dispatchEvent(event);
    return event;
  };
  return { views, reload, stop, touch, last: () => views.at(-1) };
}

test('the indicator lags behind the finger and never goes past 96 px', () => {
  expect(resistedDistance(-10)).toBe(0);
  expect(resistedDistance(80)).toBeCloseTo(40, 5);
  expect(resistedDistance(160)).toBe(PULL_TO_REFRESH.max);
  expect(resistedDistance(1000)).toBe(96);
});

test('a pull past 64 px reloads the page 500 ms after release, the indicator resting at 48 px', () => {
  vi.useFakeTimers();
  const screen = touchScreen();

  screen.touch('touchstart', 100);
  const move = screen.touch('touchmove', 100 + 150);
  expect(move.defaultPrevented).toBe(true);
  expect(screen.last()).toEqual({ state: 'release', distance: resistedDistance(150) });
  expect(resistedDistance(150)).toBeGreaterThanOrEqual(PULL_TO_REFRESH.trigger);
  screen.touch('touchend');

  expect(screen.last()).toEqual({ state: 'refreshing', distance: 48 });
  vi.advanceTimersByTime(499);
  expect(screen.reload).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(screen.reload).toHaveBeenCalledTimes(1);
});

test('a pull short of 64 px springs back without a reload', () => {
  vi.useFakeTimers();
  const screen = touchScreen();

  screen.touch('touchstart', 100);
  screen.touch('touchmove', 200);
  expect(screen.last()?.state).toBe('pulling');
  expect(screen.last()?.distance).toBeLessThan(64);
  screen.touch('touchend');
  vi.runAllTimers();

  expect(screen.last()).toEqual({ state: 'idle', distance: 0 });
  expect(screen.reload).not.toHaveBeenCalled();
});

test('a cancelled touch springs back even past 64 px', () => {
  vi.useFakeTimers();
  const screen = touchScreen();

  screen.touch('touchstart', 100);
  screen.touch('touchmove', 400);
  screen.touch('touchcancel');
  vi.runAllTimers();

  expect(screen.last()).toEqual({ state: 'idle', distance: 0 });
  expect(screen.reload).not.toHaveBeenCalled();
});

test('scrolled down the page, a pull scrolls as usual', () => {
  const screen = touchScreen(300);

  screen.touch('touchstart', 100);
  const move = screen.touch('touchmove', 400);
  screen.touch('touchend');

  expect(move.defaultPrevented).toBe(false);
  expect(screen.views).toEqual([]);
});
