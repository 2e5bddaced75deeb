import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import type { ApiContext } from './context';
import { devRoutes } from './dev/routes';
import { supportRoutes } from './realtime/routes';

/**
 * A domain's routes: calls `registerEndpoint(app, endpoint, handler)` once per endpoint of its
 * contract file. Add a domain by writing `<domain>/routes.ts` and one line below.
 */
export type RouteModule = (app: FastifyInstance, context: ApiContext) => void;

export const routeModules: readonly RouteModule[] = [authRoutes, supportRoutes];

/** Registered only when `dev` is on (not in production): the `/dev/*` calls. */
export const devRouteModules: readonly RouteModule[] = [devRoutes];
