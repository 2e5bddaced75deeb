import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { createRoundRobinProxy, type RoundRobinProxy } from './proxy.ts';

// The cluster's proxy (proxy.ts): turns between the nodes that are up, sends a GET a dead node
// could not take to the other, and answers 502 to a request with a body it could not deliver.

const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
});

async function node(name: string) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('x-node', name);
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          body,
          from: request.headers['x-forwarded-for'],
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  opened.push({ close: () => (server.listening ? stop() : Promise.resolve()) });
  return { name, origin: `http://127.0.0.1:${port}`, stop };
}

async function proxyOver(nodes: { name: string; origin: string }[]): Promise<string> {
  const proxy: RoundRobinProxy = createRoundRobinProxy(nodes);
  proxy.server.listen(0, '127.0.0.1');
  await once(proxy.server, 'listening');
  opened.push(proxy);
  return `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
}

test('requests take turns between the nodes, with the client address forwarded', async () => {
  const url = await proxyOver([await node('a'), await node('b')]);
  const answers = [];
  for (let index = 0; index < 4; index += 1) {
    answers.push((await (await fetch(`${url}/x`)).json()) as { name: string; from: string });
  }
  expect(answers.map((answer) => answer.name)).toEqual(['a', 'b', 'a', 'b']);
  expect(answers[0]?.from).toBe('127.0.0.1');
});

test('with one node down, a GET goes to the other and a POST is a 502 to send again', async () => {
  const a = await node('a');
  const b = await node('b');
  const url = await proxyOver([a, b]);
  await a.stop();

  const gets = [];
  for (let index = 0; index < 3; index += 1) {
    gets.push(((await (await fetch(`${url}/x`)).json()) as { name: string }).name);
  }
  expect(gets).toEqual(['b', 'b', 'b']);

  // Node a is left out for a second after refusing; the next turn that is its own is b's.
  const statuses = new Set<number>();
  for (let index = 0; index < 4; index += 1) {
    const response = await fetch(`${url}/x`, { method: 'POST', body: 'kept' });
    statuses.add(response.status);
    if (response.ok) expect(await response.json()).toMatchObject({ name: 'b', body: 'kept' });
  }
  expect(statuses).toEqual(new Set([200]));
});

test('a POST that reaches a node that died is a 502, not a lost answer', async () => {
  const a = await node('a');
  const url = await proxyOver([a]);
  await a.stop();
  const response = await fetch(`${url}/x`, { method: 'POST', body: 'once' });
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ message: 'Bad gateway' });
});
