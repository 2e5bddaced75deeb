import type { FastifyInstance } from 'fastify';
import { apiPlugin, type ApiPluginOptions } from './app';
import { openApi, type ApiContext, type ApiOptions } from './context';
import { secureCookiesOverHttps } from './http/secure-cookies';
import { limitRequests, requestLimitsFor, type RequestLimits } from './http/server-limits';
import { attachRealtime } from './realtime/realtime';
import { supportConsole } from './support-console/routes';
import { sweepUploadsPeriodically } from './uploads/files';

/**
 * Everything the API needs on a server, in one call: the database opened (created, migrated and
 * seeded on first start), the routes under `/api`, the socket at `/ws/` on the same HTTP server
 * (reaching the other servers' sockets through Redis when REDIS_URL is set),
 * the support console at `/support`, files no row names swept every hour, cookies Secure over
 * HTTPS, requests that arrive too slowly closed (http/server-limits.ts), and all of it closed
 * with the server. Used by the portal server and the standalone runner.
 */
export async function mountApi(
  app: FastifyInstance,
  options: ApiOptions &
    Pick<ApiPluginOptions, 'routes'> & {
      /** Other figures than REQUEST_LIMITS' (tests use seconds, not minutes). */
      readonly requestLimits?: Partial<RequestLimits>;
    } = {},
): Promise<ApiContext> {
  const context = await openApi(options);
  limitRequests(app.server, { ...requestLimitsFor(), ...options.requestLimits });
  const realtime = await attachRealtime(app.server, context.db, {
    now: context.now,
    log: app.log,
    redisUrl: process.env['REDIS_URL'],
    redisStream: process.env['PORTAL_REDIS_STREAM'],
  });
  context.realtime = realtime;
  // Sockets go first, or their open connections would hold the server's close.
  app.addHook('preClose', async () => realtime.close());
  const stopSweeps = sweepUploadsPeriodically(context.db, context.uploadsDir, app.log);
  app.addHook('onClose', async () => {
    stopSweeps();
    await context.close();
  });
  // On the server itself, so the console's cookies and the API's get Secure alike.
  secureCookiesOverHttps(app);
  await app.register(apiPlugin, { prefix: '/api', context, routes: options.routes ?? [] });
  // The support console beside the API, not under it: it stays open during maintenance.
  await app.register(supportConsole, { prefix: '/support', context });
  return context;
}
