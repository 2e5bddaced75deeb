import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { openApi, type ApiContext, type ApiOptions } from './context';
import { MESSAGES } from '@portal/contract';
import { clientErrorMessage, useStrictBodyParsers } from './http/body-parsers';
import { HttpError } from './http/http-error';
import type { RouteModule } from './http/route-module';
import { PERMISSIONS_POLICY } from './http/security-headers';
import { requestPortal } from './meta/brand';
import { devRouteModules, routeModules } from './routes';
import { BREACH_RANGE_PATH } from './security/breach-range';
import { GATEWAY_PREFIX } from './gateway/routes';
import { readMaintenance } from './settings/store';

const UNKNOWN_ROUTE = 'Not found';

export interface ApiPluginOptions extends ApiOptions {
  /** An API opened with `openApi` by the caller, who then closes it; else the plugin opens one. */
  readonly context?: ApiContext;
  /** Routes beyond the API's own, registered inside it (tests use it for probe endpoints). */
  readonly routes?: readonly RouteModule[];
}

/** The status of an error Fastify raised about the request itself (4xx), if it is one. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The reference provider API, meant to be registered with `{ prefix: '/api' }`. Every answer is
 * `{ data, meta }` on success and `{ message }` or `{ message, errors }` otherwise.
 */
export async function apiPlugin(app: FastifyInstance, opts: ApiPluginOptions): Promise<void> {
  const context = opts.context ?? (await openApi(opts));
  if (!opts.context) app.addHook('onClose', async () => context.close());
  app.decorate('apiContext', context);

  // Files are checked against the route's own limits as they stream (http/multipart.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  useStrictBodyParsers(app);

  // Maintenance (ops command `maintenance on`) answers 503 everywhere but the health check and the
  // static feature files, which a static host would go on serving (the portal reads its
  // `maintenance` flag there). Read on every request, so switching it needs no restart.
  const alwaysServed = new Set([`${app.prefix}/health`, `${app.prefix}/features/:portal.json`]);
  app.addHook('onRequest', async (request, reply) => {
    if (alwaysServed.has(request.routeOptions.url ?? '')) return;
    const maintenance = await readMaintenance(context.db);
    if (maintenance.on) {
      return reply
        .code(503)
        .header('retry-after', String(maintenance.retryAfter))
        .send({ message: MESSAGES.maintenance });
    }
    return undefined;
  });

  // portal.md §1, §7: every call names its brand in X-Portal; one check here, so no route can
  // answer for a brand that does not exist. The health check (ops), the breach range (a stand-in
  // for a public service the portal may call instead), the card processor's hosted pages (a
  // browser frame loads them, as it would the processor's own site) and unknown paths are not
  // brand calls.
  const brandless = new Set([
    `${app.prefix}/health`,
    `${app.prefix}${BREACH_RANGE_PATH}`,
    `${app.prefix}/*`,
  ]);
  const gateway = `${app.prefix}${GATEWAY_PREFIX}/`;
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (brandless.has(route) || route.startsWith(gateway)) return;
    await requestPortal(context.db, request);
  });

  // Answers are made per request and most hold a customer's data: never stored by a browser or
  // proxy unless the route says otherwise (the features file, the breach range).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(error.body);
    }
    // A request the server cannot read (bad JSON, too large, unsupported type): its own status,
    // and what was wrong with it; anything else is ours to log.
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      return reply.code(status).send({ message: clientErrorMessage(status, request) });
    }
    request.log.error({ err: error }, 'API error');
    return reply.code(500).send({ message: MESSAGES.serverError });
  });

  app.get('/health', async () => ({ data: { status: 'ok' }, meta: {} }));

  for (const register of routeModules) register(app, context);
  if (context.dev) for (const register of devRouteModules) register(app, context);
  for (const register of opts.routes ?? []) register(app, context);

  // A catch-all route rather than `setNotFoundHandler`: mounted in the portal server beside a
  // wildcard route that serves the host page, an unknown API path must still answer as the API.
  // 'Not found' names a call that does not exist; a record that does not exist (or is not the
  // caller's) is `notFound()`, with the user-facing MESSAGES.notFound.
  app.all('/*', async (_request, reply) => reply.code(404).send({ message: UNKNOWN_ROUTE }));
}

/** The API alone under `/api`, for `inject` tests and the standalone runner. */
export function buildApi(opts: ApiPluginOptions = {}): FastifyInstance {
  const app = Fastify();
  app.register(apiPlugin, { ...opts, prefix: '/api' });
  return app;
}
