import * as v from 'valibot';
import {
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  MetaSchema,
  type CallArgs,
  type CallInput,
  type CallOutput,
  type Endpoint,
} from './endpoint';
import { ApiError, normaliseError } from './errors';
import { MESSAGES } from './messages';

// The one HTTP client of the portal (DESIGN.md, Data): portal header, bearer token, JSON or
// multipart, the `Idempotency-Key` of creates and payments, the `{data, meta}` envelope,
// `meta.token` rotation, cancellation, and every error as an ApiError with `{ message, fields }`.
// An upload that shows its progress goes by XMLHttpRequest, the one browser API that reports the
// bytes of a request body as they leave; everything after the answer is the same code for both.
// What a status means to the user (the login modal, 499, 503) is the platform's business, through
// `handleError`.

export interface CallOptions {
  readonly signal?: AbortSignal;
  /**
   * An `idempotent` endpoint's key for this submission. Without one the call makes its own, kept
   * by its retries (after a fresh sign-in, say) but not by another call of the same submission.
   */
  readonly idempotencyKey?: string;
  /**
   * How much of the request body has gone, in bytes (policy-changes.md §5 'File uploads': a
   * document can be up to 50 MB). A multipart call in a browser reports as the bytes leave; a
   * call through an injected `fetch` (a test's network) reports once, complete, when it is sent.
   */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

export interface ClientOptions {
  /** The API base, '/api' on the portal's own origin in the reference deployment. */
  readonly baseUrl: string;
  /** The brand's portal id, sent as `X-Portal` on every call. */
  readonly portal: string | (() => string);
  /** The session's token, or nothing when signed out or expired. */
  readonly getToken?: () => string | null | undefined;
  /** A rotated token from `meta.token`. */
  readonly onToken?: (token: string) => void;
  /**
   * Every failed call passes through here. Resolve with `retry()` to send the call again (after a
   * fresh sign-in, say), or throw to fail it. The default rethrows.
   */
  readonly handleError?: (error: ApiError, retry: () => Promise<unknown>) => Promise<unknown>;
  /** Sends every call, progress or not: a test's fake network. The page's own by default. */
  readonly fetch?: typeof fetch;
}

type CallRest<E extends Endpoint> =
  CallArgs<E> extends [input: infer I]
    ? [input: I, options?: CallOptions]
    : [input?: CallInput<E>, options?: CallOptions];

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallRest<E>): Promise<CallOutput<E>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function appendField(form: FormData, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(key, value, value instanceof File ? value.name : key);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => appendField(form, `${key}[${index}]`, item));
  } else if (isRecord(value)) {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * A multipart body: files as parts, arrays as `key[0]`, `key[1]`..., objects as JSON strings
 * (the agreed-value `payload`), everything else as text.
 */
export function toFormData(body: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) appendField(form, key, value);
  return form;
}

function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A call on its way out, as the transports take it. */
export interface Outgoing {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  readonly signal: AbortSignal | undefined;
}

const EnvelopeSchema = v.object({ data: v.unknown(), meta: MetaSchema });

/** 128 random bits as hex: `crypto.getRandomValues`, unlike `randomUUID`, works on plain http. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createClient(options: ClientOptions): ApiClient {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  // Only the page's own network has XMLHttpRequest; an injected fetch (a test's fake network)
  // must see every call, so it keeps them all.
  const canReportBytes = !options.fetch && typeof XMLHttpRequest !== 'undefined';

  async function transport(
    url: string,
    request: Outgoing,
    onProgress: CallOptions['onUploadProgress'],
  ): Promise<Response> {
    if (onProgress) {
      // Loaded on use: an upload is rare, and every page's first script carries this client.
      const { sendReportingProgress } = await import('./upload-transport');
      return sendReportingProgress(url, request, onProgress, canReportBytes ? undefined : send);
    }
    const { signal, ...init } = request;
    return send(url, { ...init, signal: signal ?? null });
  }

  const portalOf = () => (typeof options.portal === 'function' ? options.portal() : options.portal);

  async function attempt(endpoint: Endpoint, input: CallInput<Endpoint>, callOptions: CallOptions) {
    const token = endpoint.auth === 'none' ? undefined : (options.getToken?.() ?? undefined);
    // portal.md §7: an expired token cancels the call; it never reaches the server.
    if (endpoint.auth === 'token' && !token) throw new ApiError(MESSAGES.unauthenticated, 401);

    const headers: Record<string, string> = { 'X-Portal': portalOf(), Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (endpoint.idempotent && callOptions.idempotencyKey) {
      headers[IDEMPOTENCY_KEY_HEADER] = callOptions.idempotencyKey;
    }
    let body: BodyInit | undefined;
    if (input.body !== undefined) {
      if (endpoint.multipart && isRecord(input.body)) {
        body = toFormData(input.body);
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
    }
    const url = `${options.baseUrl}${fillPath(endpoint.path, input.params ?? {})}${queryString(input.query)}`;

    const request: Outgoing = {
      method: endpoint.method,
      headers,
      body,
      signal: callOptions.signal,
    };
    let response: Response;
    try {
      response = await transport(url, request, callOptions.onUploadProgress);
    } catch (error) {
      if (callOptions.signal?.aborted) throw new ApiError(MESSAGES.cancelled, 0);
      throw new ApiError(MESSAGES.serverError, 0, {}, undefined, { cause: error });
    }

    const payload = await bodyOf(response).catch(() => {
      if (callOptions.signal?.aborted) throw new ApiError(MESSAGES.cancelled, 0);
      return undefined;
    });
    if (!response.ok) {
      const { message, fields } = normaliseError(payload);
      throw new ApiError(message, response.status, fields, retryAfterOf(response));
    }
    const envelope = v.safeParse(EnvelopeSchema, payload);
    if (!envelope.success) throw new ApiError(MESSAGES.unrecognisedResponse, response.status);
    const rotated = envelope.output.meta.token;
    if (rotated && token && rotated !== token) options.onToken?.(rotated);
    const data = v.safeParse(endpoint.response, envelope.output.data);
    if (!data.success) throw new ApiError(MESSAGES.unrecognisedResponse, response.status);
    return data.output;
  }

  async function run(
    endpoint: Endpoint,
    input: CallInput<Endpoint>,
    callOptions: CallOptions,
  ): Promise<unknown> {
    try {
      return await attempt(endpoint, input, callOptions);
    } catch (error) {
      if (!(error instanceof ApiError) || error.cancelled || !options.handleError) throw error;
      return options.handleError(error, () => run(endpoint, input, callOptions));
    }
  }

  return {
    call<E extends Endpoint>(endpoint: E, ...args: CallRest<E>) {
      const [input = {}, given = {}] = args as [CallInput<Endpoint>?, CallOptions?];
      const callOptions =
        endpoint.idempotent && !given.idempotencyKey
          ? { ...given, idempotencyKey: newIdempotencyKey() }
          : given;
      // Sound: `attempt` parsed the data with `endpoint.response`.
      return run(endpoint, input, callOptions) as Promise<CallOutput<E>>;
    },
  };
}
