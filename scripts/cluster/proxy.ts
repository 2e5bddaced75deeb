// The round-robin proxy in front of the portal's nodes (`pnpm start:cluster`): each request and
// each socket goes to the next node that is up, with X-Forwarded-For for the nodes' per-address
// limits (they trust it from the loopback address only). A node that refuses a connection is left
// out for a second; a GET or HEAD it could not take is sent to another node, while a request with
// a body is answered 502 (its body is gone) for the client to send again with its Idempotency-Key.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';

export interface ProxyNode {
  readonly name: string;
  readonly origin: string;
}

const RESTING_MS = 1_000;

export interface RoundRobinProxy {
  readonly server: http.Server;
  close(): Promise<void>;
}

export function createRoundRobinProxy(nodes: readonly ProxyNode[]): RoundRobinProxy {
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true, proxyTimeout: 120_000 });
  const restingUntil = new Map<string, number>();
  let turn = 0;

  /** The next node that is up, else the next in turn (one may have come back). */
  function nextNode(except?: ProxyNode): ProxyNode | undefined {
    const now = Date.now();
    for (let tried = 0; tried < nodes.length; tried += 1) {
      const node = nodes[(turn + tried) % nodes.length];
      if (!node || node === except) continue;
      if ((restingUntil.get(node.name) ?? 0) <= now) {
        turn = (turn + tried + 1) % nodes.length;
        return node;
      }
    }
    turn = (turn + 1) % nodes.length;
    return nodes.find((node) => node !== except);
  }

  const unreachable = (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE';
  };

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    node: ProxyNode,
    retried: boolean,
  ) {
    proxy.web(request, response, { target: node.origin }, (error) => {
      if (unreachable(error)) restingUntil.set(node.name, Date.now() + RESTING_MS);
      const safe = request.method === 'GET' || request.method === 'HEAD';
      const other = nextNode(node);
      if (safe && !retried && !response.headersSent && other && unreachable(error)) {
        forward(request, response, other, true);
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Bad gateway' }));
      } else {
        response.destroy();
      }
    });
  }

  const server = http.createServer((request, response) => {
    const node = nextNode();
    if (!node) {
      response.writeHead(502).end();
      return;
    }
    forward(request, response, node, false);
  });
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const node = nextNode();
    if (!node) {
      socket.destroy();
      return;
    }
    proxy.ws(request, socket, head, { target: node.origin }, (error) => {
      if (unreachable(error)) restingUntil.set(node.name, Date.now() + RESTING_MS);
      socket.destroy();
    });
  });

  return {
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        proxy.close();
      }),
  };
}
