// A read made on every request (maintenance mode, the remote map) is, on a server database, a
// round trip per request. Calls that arrive while such a read is under way share it rather than
// queue their own: a busy node makes one read at a time, and every answer is still what was
// stored when it was asked, give or take the one read under way.

const underway = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `read()`, or the same read already under way for `owner` and `key`. */
export function sharedRead<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  let reads = underway.get(owner);
  if (!reads) {
    reads = new Map();
    underway.set(owner, reads);
  }
  const current = reads.get(key) as Promise<T> | undefined;
  if (current) return current;
  const started = read().finally(() => reads.delete(key));
  reads.set(key, started);
  return started;
}
