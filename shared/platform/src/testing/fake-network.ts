import * as v from 'valibot';
import { summarise, type Endpoint } from '@portal/contract';

// The network of a component test, answered by contract endpoint (DESIGN.md, Testing): a
// fixture is parsed with its endpoint's response schema before it is sent, so a fixture that
// breaks the contract fails the test, as does any request no answer expects.

/** The API base the test portal's client sends to. */
export const TEST_API_BASE = '/api';

export interface SentRequest {
  readonly endpoint: Endpoint;
  readonly method: string;
  /** The full address, query string included: '/api/policies/101?page=2'. */
  readonly url: string;
  /** The path parameters, by the endpoint's names: `{ id: '101' }`. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** A JSON body parsed; a multipart body as its FormData. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** An HTTP answer given as is, for errors and for answers the contract does not describe. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export const reply = {
  /** The envelope around data that the endpoint's schema has already checked. */
  ok: (data: unknown, meta: Record<string, unknown> = {}) => new Reply(200, { data, meta }),
  /** A 422 in the spec's shape: messages by field, the summary as the message. */
  invalid: (fields: Record<string, string[]>, message = summarise(fields)) =>
    new Reply(422, { message, errors: fields }),
  /** Any failure: `reply.error(500)`, `reply.error(503, 'Down', { 'Retry-After': '120' })`. */
  error: (status: number, message: unknown = 'Server Error', headers?: Record<string, string>) =>
    new Reply(status, typeof message === 'string' ? { message } : message, headers),
  /** Whatever the body is, unchecked: for the client's handling of answers it cannot read. */
  raw: (status: number, body: unknown) => new Reply(status, body),
};

/** The data an endpoint answers with, as the server would send it. */
export type DataOf<E extends Endpoint> = v.InferInput<E['response']> | v.InferOutput<E['response']>;

type Settled<E extends Endpoint> = DataOf<E> | Reply;
export type Answer<E extends Endpoint> =
  Settled<E> | ((request: SentRequest) => Settled<E> | Promise<Settled<E>>);

interface Route {
  readonly endpoint: Endpoint;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  answer: Answer<Endpoint>;
}

export interface FakeNetwork {
  /** Answers every call of `endpoint` (replacing an earlier answer for it). */
  on<E extends Endpoint>(endpoint: E, answer: Answer<E>): FakeNetwork;
  /** Every request sent, in order. */
  readonly requests: readonly SentRequest[];
  /** The requests that changed something (anything but GET). */
  sent(): SentRequest[];
  /** The requests to one endpoint. */
  callsTo(endpoint: Endpoint): SentRequest[];
  readonly fetch: typeof fetch;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function fail(message: string): never {
  // console.error fails the test (scripts/test/vitest-setup.ts) even where the screen turns the
  // failed call into an error message the test happens to expect.
  console.error(message);
  throw new Error(message);
}

export function createFakeNetwork(): FakeNetwork {
  const routes: Route[] = [];
  const requests: SentRequest[] = [];

  async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const address = new URL(url, 'http://portal.test');
    const path = address.pathname.startsWith(TEST_API_BASE)
      ? address.pathname.slice(TEST_API_BASE.length)
      : address.pathname;
    // '/policies/inbox' before '/policies/:id': the answer with the fewest parameters wins.
    const route = routes
      .filter((candidate) => candidate.endpoint.method === method && candidate.pattern.test(path))
      .sort((a, b) => a.names.length - b.names.length)[0];
    if (!route) fail(`Unexpected request ${method} ${url}: the test gives it no answer`);
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const request: SentRequest = {
      endpoint: route.endpoint,
      method,
      url,
      params: Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
      ),
      query: Object.fromEntries(address.searchParams.entries()),
      body: bodyOf(init.body),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    requests.push(request);
    const settled = typeof route.answer === 'function' ? await route.answer(request) : route.answer;
    if (settled instanceof Reply) {
      return Response.json(settled.body, { status: settled.status, headers: settled.headers });
    }
    const checked = v.safeParse(route.endpoint.response, settled);
    if (!checked.success) {
      const issues = checked.issues
        .map((issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`)
        .join('; ');
      fail(`The fixture for ${method} ${route.endpoint.path} breaks the contract: ${issues}`);
    }
    return Response.json({ data: settled, meta: {} });
  }

  const network: FakeNetwork = {
    on(endpoint, given) {
      const index = routes.findIndex((route) => route.endpoint === endpoint);
      if (index >= 0) routes.splice(index, 1);
      routes.push({ endpoint, ...compile(endpoint.path), answer: given as Answer<Endpoint> });
      return network;
    },
    requests,
    sent: () => requests.filter((request) => request.method !== 'GET'),
    callsTo: (endpoint) => requests.filter((request) => request.endpoint === endpoint),
    fetch: answer as typeof fetch,
  };
  return network;
}
