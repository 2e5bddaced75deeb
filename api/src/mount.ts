import type { FastifyInstance } from 'fastify';
import { apiPlugin, type ApiPluginOptions } from './app';
import { openApi, type ApiContext, type ApiOptions } from './context';
import { attachRealtime } from './realtime/realtime';
import { supportConsole } from './support-console/routes';

/**
 * Everything the API needs on a server, in one call: the database opened (created, migrated and
 * seeded on first start), the routes under `/api`, the socket at `/ws/` on the same HTTP server,
 * the support console at `/support`, and all of it closed with the server. Used by the portal
 * server and the standalone runner.
 */
export async function mountApi(
  app: FastifyInstance,
  options: ApiOptions & Pick<ApiPluginOptions, 'routes'> = {},
): Promise<ApiContext> {
  const context = await openApi(options);
  const realtime = attachRealtime(app.server, context.db, { now: context.now });
  context.realtime = realtime;
  // Sockets go first, or their open connections would hold the server's close.
  app.addHook('preClose', async () => realtime.close());
  app.addHook('onClose', async () => context.close());
  await app.register(apiPlugin, { prefix: '/api', context, routes: options.routes ?? [] });
  // The support console beside the API, not under it: it stays open during maintenance.
  await app.register(supportConsole, { prefix: '/support', context });
  return context;
}
