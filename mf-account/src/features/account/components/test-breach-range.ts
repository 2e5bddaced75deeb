import { createHash } from 'node:crypto';
import { vi } from 'vitest';

// The breach range (portal.md §4, docs/decisions/007) is no call of the contract - plain text,
// from wherever the deployment points it - so tests answer it at the browser's fetch, as the
// reference API answers it.

/** A password of the reference API's breach corpus. */
export const BREACHED_PASSWORD = 'Password123!';

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex').toUpperCase();
}

/** Answers the range call with `SUFFIX:COUNT` lines for `corpus`; returns the URLs asked. */
export function answerBreachRange(corpus: readonly string[] = [BREACHED_PASSWORD]): string[] {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const prefix = url.split('/').at(-1) ?? '';
    const lines = corpus
      .map(sha1)
      .filter((hash) => hash.startsWith(prefix))
      .map((hash) => `${hash.slice(5)}:46543`);
    return new Response([...lines, `${'0'.repeat(35)}:0`].join('\r\n'));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
