// portal.md §4, §9: in the installed app (no browser reload button) pulling the page down from
// the top reloads it. Trigger 64, max 96, reload 48, 500 ms: the indicator follows the finger
// up to 96 px, a pull past 64 px reloads on release, the indicator rests at 48 px meanwhile and
// the reload comes 500 ms later.

export const PULL_TO_REFRESH = { trigger: 64, max: 96, reload: 48, delayMs: 500 } as const;

export type PullState = 'idle' | 'pulling' | 'release' | 'refreshing';

export interface PullView {
  readonly state: PullState;
  /** How far down the indicator is, in px. */
  readonly distance: number;
}

/**
 * The indicator's distance for a finger `moved` px down: it lags behind at first and keeps up
 * from 2.5 times the trigger, never past the max (the resistance of pulltorefresh.js).
 */
export function resistedDistance(moved: number): number {
  if (moved <= 0) return 0;
  const { trigger, max } = PULL_TO_REFRESH;
  return Math.min(1, moved / trigger / 2.5) * Math.min(max, moved);
}

export interface PullToRefreshOptions {
  readonly target: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** The page's scroll position: a pull counts only from the very top. */
  readonly scrollTop: () => number;
  readonly onChange: (view: PullView) => void;
  readonly reload: () => void;
}

function firstTouchY(event: TouchEvent): number | undefined {
  return event.touches.length === 1 ? event.touches[0]?.clientY : undefined;
}

/** Follows touches on `target`; returns the function that stops. */
export function startPullToRefresh({
  target,
  scrollTop,
  onChange,
  reload,
}: PullToRefreshOptions): () => void {
  let startY: number | undefined;
  let view: PullView = { state: 'idle', distance: 0 };
  const show = (next: PullView) => {
    view = next;
    onChange(next);
  };

  const onStart = (event: TouchEvent) => {
    if (view.state === 'refreshing') return;
    startY = scrollTop() <= 0 ? firstTouchY(event) : undefined;
  };
  const onMove = (event: TouchEvent) => {
    const y = firstTouchY(event);
    if (startY === undefined || y === undefined || view.state === 'refreshing') return;
    const distance = resistedDistance(y - startY);
    if (distance <= 0) {
      if (view.state !== 'idle') show({ state: 'idle', distance: 0 });
      return;
    }
    // The page itself stays put while the indicator moves.
    if (event.cancelable) event.preventDefault();
    show({ state: distance >= PULL_TO_REFRESH.trigger ? 'release' : 'pulling', distance });
  };
  const onEnd = () => {
    startY = undefined;
    if (view.state === 'release') {
      show({ state: 'refreshing', distance: PULL_TO_REFRESH.reload });
      setTimeout(reload, PULL_TO_REFRESH.delayMs);
    } else if (view.state === 'pulling') {
      show({ state: 'idle', distance: 0 });
    }
  };

  const onCancel = () => {
    startY = undefined;
    if (view.state === 'pulling' || view.state === 'release') show({ state: 'idle', distance: 0 });
  };

  const passive = { passive: true } as const;
  target.addEventListener('touchstart', onStart, passive);
  target.addEventListener('touchmove', onMove, { passive: false });
  target.addEventListener('touchend', onEnd, passive);
  target.addEventListener('touchcancel', onCancel, passive);
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchmove', onMove);
    target.removeEventListener('touchend', onEnd);
    target.removeEventListener('touchcancel', onCancel);
  };
}
