import type { SessionStore } from './session-store';

export const UNRECOGNISED_RESPONSE = 'Unrecognised response from server';

export interface Envelope<T> {
  data: T;
  meta: Record<string, unknown>;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ApiClient {
  request(method: string, path: string, body?: unknown): Promise<Envelope<unknown>>;
}

export interface ApiClientOptions {
  baseUrl: string;
  portal: string;
  session: SessionStore;
  fetch?: typeof fetch;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'data' in body && 'meta' in body;
}

/**
 * The transport every app shares: portal header, bearer token, the `{data, meta}` envelope and
 * token rotation. The typed endpoint layer of the contract builds on this.
 */
export function createApiClient({
  baseUrl,
  portal,
  session,
  fetch: send = (...args) => globalThis.fetch(...args),
}: ApiClientOptions): ApiClient {
  return {
    async request(method, path, body) {
      const token = session.getState().token;
      const response = await send(`${baseUrl}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Portal': portal,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const payload: unknown = await response.json().catch(() => undefined);
      if (!isEnvelope(payload)) throw new ApiError(UNRECOGNISED_RESPONSE, response.status);
      const rotated = payload.meta.token;
      if (typeof rotated === 'string' && token) session.setState({ token: rotated });
      return payload;
    },
  };
}
