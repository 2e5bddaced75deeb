import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { HttpError } from '../http/http-error';
import type { RouteModule } from '../http/route-module';
import { challengeRoutes } from './challenge-routes';
import { cardRoutes } from './card-routes';
import { UNREADABLE, type Gateway } from './pages';
import { EMPTY_CARD, renderCardPage } from './render';

// The reference payment gateway's hosted card page under /api/gateway/ (payments-common
// protocol). It stands in for a card processor's page: it is not a contract endpoint, it answers
// HTML, it takes the browser's urlencoded forms, and the portal frames it, so it carries its own
// headers, error pages and limits. Card details are never logged or kept (gateway/store.ts).

export const GATEWAY_PREFIX = '/gateway';

/** A few short fields: anything larger is not this form. */
const FORM_BODY_LIMIT = 4 * 1024;

// The portal frames this page (same origin) and nothing else may. The server's helmet says
// `frame-ancestors 'none'` for every answer; these are written with the reply, after helmet's,
// so they are the ones the browser gets (gateway.test.ts proves it).
export const GATEWAY_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

const ASSETS = {
  'gateway.js': 'text/javascript; charset=utf-8',
  'gateway.css': 'text/css; charset=utf-8',
} as const;

async function gatewayPlugin(app: FastifyInstance, context: ApiContext): Promise<void> {
  const assetsDir = path.dirname(new URL(import.meta.url).pathname);
  const base = app.prefix;

  // A browser posts the form urlencoded; the API itself takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', GATEWAY_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    // Card pages are never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  const gateway: Gateway = {
    context,
    page: (amountPence) => ({ base, amountPence }),
    html: (reply, body, status = 200) =>
      reply.code(status).type('text/html; charset=utf-8').send(body),
  };

  // A request the page cannot read (too large, not a form) or our own failure: the card form
  // again, never a JSON answer inside the portal's frame. The request's body is not logged.
  app.setErrorHandler(async (error, request, reply) => {
    const status =
      error instanceof HttpError ? error.status : (error as { statusCode?: unknown }).statusCode;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) request.log.error({ err: error }, 'Payment gateway error');
    const page = renderCardPage(gateway.page(null), { ...EMPTY_CARD, problem: UNREADABLE });
    return gateway.html(reply, page, clientError ? status : 500);
  });

  for (const [name, type] of Object.entries(ASSETS)) {
    const file = path.join(assetsDir, name);
    app.get(`/${name}`, async (_request, reply) =>
      reply.type(type).send(await readFile(file, 'utf8')),
    );
  }

  cardRoutes(app, gateway);
  challengeRoutes(app, gateway);
}

/** The gateway beside the API's own routes (routes.ts). */
export const gatewayRoutes: RouteModule = (app, context) => {
  void app.register(async (gateway) => gatewayPlugin(gateway, context), {
    prefix: GATEWAY_PREFIX,
  });
};
