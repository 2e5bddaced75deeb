/**
 * Resolves in a task of its own. Work that follows an `await nextTask()` runs after the browser
 * has had a chance to paint and to handle input, rather than lengthening the task that asked: a
 * page's start is many short tasks, not one long one (record 006).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
