import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

/**
 * What the API needs from whoever mounts it. Empty while the API is a frame; the database
 * location and the ops switches (maintenance, required agreements) join here.
 */
export type ApiOptions = Record<never, never>;

/** The reference provider API, meant to be registered with `{ prefix: '/api' }`. */
export async function apiPlugin(app: FastifyInstance, _opts: ApiOptions): Promise<void> {
  app.get('/health', async () => ({ data: { status: 'ok' }, meta: {} }));

  // A catch-all route rather than `setNotFoundHandler`: mounted in the portal server beside a
  // wildcard route that serves the host page, an unknown API path must still answer as the API.
  app.all('/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
}

/** The API alone under `/api`, for `inject` tests. */
export function buildApi(opts: ApiOptions = {}): FastifyInstance {
  const app = Fastify();
  app.register(apiPlugin, { ...opts, prefix: '/api' });
  return app;
}
