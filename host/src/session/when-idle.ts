// Work the first paint does not need waits for the browser to be idle, so it never competes with
// rendering the shell. `timeout` bounds the wait on a page that is never idle.

/** Resolves when the browser is next idle, or after `timeoutMs` at the latest. */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      // Safari has no requestIdleCallback: the next task at least comes after the current one.
      setTimeout(resolve, 1);
    }
  });
}
