import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';

/**
 * A domain's routes: calls `registerEndpoint(app, endpoint, handler)` once per endpoint of its
 * contract file. Its own module, so that the list in `routes.ts` imports the domains and no
 * domain imports the list back.
 */
export type RouteModule = (app: FastifyInstance, context: ApiContext) => void;
