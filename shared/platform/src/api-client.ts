import {
  createClient,
  fillPath,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  newIdempotencyKey,
  type ApiClient,
  type CallInput,
  type CallOptions,
  type ClientOptions,
  type DataFamily,
  type Endpoint,
} from '@portal/contract';
import type { SessionStore } from './session-store';

export interface ApiClientOptions {
  baseUrl: string;
  portal: string;
  session: SessionStore;
  handleError?: ClientOptions['handleError'];
  fetch?: typeof fetch;
  /** The clock the submissions' keys are timed by; tests pass their own. */
  now?: () => number;
  /** After every successful call that changes data: the families it changed (`changes`). */
  onChanged?: (changes: readonly DataFamily[]) => void;
}

/**
 * A second click that lands after the first one's answer is still the same submission: the same
 * body to the same call within this long of its success reuses its key, so the API answers it
 * from the first time instead of storing it twice.
 */
export const REPEAT_SUBMIT_MS = 10_000;
/** The submissions remembered at most; the oldest is forgotten first. */
const MAX_SUBMISSIONS = 100;

interface Submission {
  readonly key: string;
  readonly bornAt: number;
  succeededAt: number | undefined;
}

/**
 * A submission is its call, path, query and body: files by identity, so the same chosen file is
 * the same and a file chosen again is not.
 */
function submissionOf(
  endpoint: Endpoint,
  input: CallInput<Endpoint>,
  fileId: (file: Blob) => number,
) {
  const body = JSON.stringify(input.body ?? null, (_key, value: unknown) => {
    if (value instanceof Blob) return `file:${fileId(value)}`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  });
  const path = fillPath(endpoint.path, input.params ?? {});
  return `${endpoint.method} ${path} ${JSON.stringify(input.query ?? null)} ${body}`;
}

/**
 * The contract's client bound to the page's session: it reads the token from the session and
 * writes rotated tokens back, so every app shares one signed-in identity.
 *
 * It also gives each create or payment (an `idempotent` endpoint) its Idempotency-Key, one per
 * submission the user makes, wherever in the portal it is sent from. The key is born when a body
 * is first sent to the call and reused when the same body is sent to it again: the retry after
 * the login modal, the same form sent again after a lapse, a 499, a failure or no answer at all,
 * and a double click. So a submission that did reach the API is answered from the first time,
 * never stored twice. Changed answers, or the same ones sent again a while after their success,
 * are a new submission with a new key.
 */
export function createApiClient({
  session,
  now = Date.now,
  onChanged,
  ...options
}: ApiClientOptions): ApiClient {
  const client = createClient({
    ...options,
    getToken: () => session.getState().token,
    onToken: (token) => session.getState().setToken(token),
  });
  const submissions = new Map<string, Submission>();
  const files = new WeakMap<Blob, number>();
  let filesSeen = 0;
  const fileId = (file: Blob) => {
    let id = files.get(file);
    if (id === undefined) {
      filesSeen += 1;
      id = filesSeen;
      files.set(file, id);
    }
    return id;
  };

  function keyFor(id: string): Submission {
    const at = now();
    for (const [seen, { bornAt, succeededAt }] of submissions) {
      const over =
        at - bornAt >= IDEMPOTENCY_KEY_LIFETIME_MS ||
        (succeededAt !== undefined && at - succeededAt > REPEAT_SUBMIT_MS);
      if (over) submissions.delete(seen);
    }
    const known = submissions.get(id);
    if (known) return known;
    const submission: Submission = { key: newIdempotencyKey(), bornAt: at, succeededAt: undefined };
    submissions.set(id, submission);
    const oldest = submissions.keys().next().value;
    if (submissions.size > MAX_SUBMISSIONS && oldest !== undefined) submissions.delete(oldest);
    return submission;
  }

  const send: ApiClient['call'] = (endpoint, ...args) => {
    const [input = {}, callOptions = {}] = args as [CallInput<Endpoint>?, CallOptions?];
    if (!endpoint.idempotent || callOptions.idempotencyKey) return client.call(endpoint, ...args);
    const submission = keyFor(submissionOf(endpoint, input, fileId));
    const sent: unknown[] = [input, { ...callOptions, idempotencyKey: submission.key }];
    const answered = client.call(endpoint, ...(sent as typeof args));
    answered.then(
      () => {
        submission.succeededAt = now();
      },
      () => {},
    );
    return answered;
  };

  return {
    call(endpoint, ...args) {
      const answered = send(endpoint, ...args);
      // One System: whatever screen sent it, every screen showing what it changed follows.
      if (onChanged && endpoint.changes.length > 0) {
        answered.then(
          () => onChanged(endpoint.changes),
          () => {},
        );
      }
      return answered;
    },
  };
}
