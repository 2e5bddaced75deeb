import { HttpError } from '../http/http-error';
import type { RouteModule } from '../http/route-module';
import { BREACH_RANGE_PATH, breachRange, HASH_PREFIX_PATTERN } from './breach-range';

// GET /security/breached-passwords/range/:prefix (docs/decisions/007). Not a contract endpoint:
// the answer is plain text without the envelope, as the public service's, so a deployment can
// point the portal at either. No token: the prefix says nothing about who asks.

const PREFIX_INVALID = 'The hash prefix must be exactly 5 hexadecimal characters.';

export const securityRoutes: RouteModule = (app, { db }) => {
  app.get<{ Params: { prefix: string } }>(BREACH_RANGE_PATH, async (request, reply) => {
    const { prefix } = request.params;
    if (!HASH_PREFIX_PATTERN.test(prefix)) throw new HttpError(400, PREFIX_INVALID);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await breachRange(db, prefix));
  });
};
