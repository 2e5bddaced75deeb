import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@portal/contract';
import { trustProxyFromEnv } from './trust-proxy';

// How long a request may take to arrive, and how many connections one address may hold
// (docs/decisions/031-request-limits.md). The figures are sized for a 50 MB upload from a phone
// on a weak signal; a client that sends slower than any phone network is closed instead of
// holding a connection open for as long as it likes.

export interface RequestLimits {
  /** Milliseconds for a request's headers to arrive. */
  readonly headersTimeout: number;
  /** Milliseconds for a whole request, body included, to arrive. */
  readonly requestTimeout: number;
  /** Milliseconds a connection may stay silent both ways (one that connects and never sends). */
  readonly idleTimeout: number;
  /** A body still arriving must bring at least `minBodyBytes` in every `bodyWindow` ms. */
  readonly bodyWindow: number;
  readonly minBodyBytes: number;
  /** Connections one address may hold open at once; 0 for no cap. */
  readonly connectionsPerAddress: number;
}

export const REQUEST_LIMITS: RequestLimits = {
  headersTimeout: 30_000,
  // 50 MB in 15 minutes is 0.47 Mbit/s: a phone on a weak 3G signal still makes it.
  requestTimeout: 15 * 60_000,
  // Above Fastify's 72 s keep-alive, which still closes a connection idle between requests.
  idleTimeout: 90_000,
  // 64 KB a minute is 8.7 kbit/s, below any network a phone uploads on; one byte every 20 s is
  // cut off 80 s after it connected (pnpm probe:requests).
  bodyWindow: 60_000,
  minBodyBytes: 64 * 1024,
  // Ten browsers' worth, at the six connections a browser opens to one host.
  connectionsPerAddress: 60,
};

/** Said to a client cut off mid-body, where nothing has been answered yet. */
const TIMED_OUT = JSON.stringify({ message: MESSAGES.requestTimedOut });
const TIMED_OUT_ANSWER = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TIMED_OUT)}`,
  '',
  TIMED_OUT,
].join('\r\n');

function hasBody(request: IncomingMessage): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Closes the connection when the body's bytes came slower than the minimum rate. */
function watchBody(request: IncomingMessage, response: ServerResponse, limits: RequestLimits) {
  if (request.complete || !hasBody(request)) return;
  const { socket } = request;
  let mark = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    if (socket.bytesRead - mark >= limits.minBodyBytes) {
      mark = socket.bytesRead;
      return;
    }
    clearInterval(timer);
    if (!response.headersSent) socket.write(TIMED_OUT_ANSWER);
    socket.destroy();
  }, limits.bodyWindow);
  timer.unref();
}

/** Refuses a connection past the cap of its address, and counts it out when it closes. */
function capConnections(server: Server, cap: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Sets the limits on the HTTP server, before it listens. */
export function limitRequests(server: Server, limits: RequestLimits): void {
  server.headersTimeout = limits.headersTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.timeout = limits.idleTimeout;
  // How often Node looks for requests past the two timeouts: within 5 s of their figure. Read
  // when the server starts listening; Node's typings leave the property out.
  Object.assign(server, {
    connectionsCheckingInterval: Math.min(5_000, Math.ceil(limits.headersTimeout / 6)),
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    watchBody(request, response, limits),
  );
  if (limits.connectionsPerAddress > 0) capConnections(server, limits.connectionsPerAddress);
}

/**
 * The limits for this environment. Behind a proxy the API trusts (PORTAL_TRUST_PROXY), every
 * connection comes from the proxy's address, so a cap per address would cap the proxy: the cap
 * per client is then the proxy's to keep.
 */
export function requestLimitsFor(env: NodeJS.ProcessEnv = process.env): RequestLimits {
  if (trustProxyFromEnv(env) === false) return REQUEST_LIMITS;
  return { ...REQUEST_LIMITS, connectionsPerAddress: 0 };
}
