import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { devRoutes } from './dev/routes';
import type { RouteModule } from './http/route-module';
import { pushRoutes } from './push/routes';
import { supportRoutes } from './realtime/routes';
import { securityRoutes } from './security/routes';
import { userRoutes } from './user/routes';
import { agreedValueRoutes } from './agreed-value/routes';
import { changeRoutes } from './changes/routes';
import { documentRoutes } from './documents/routes';
import { policyRoutes } from './policies/routes';
import { referenceRoutes } from './reference/routes';
import { vehicleRoutes } from './vehicles/routes';
import { agreementRoutes } from './agreements/routes';
import { cashbackRoutes } from './cashback/routes';
import { contactRoutes } from './contact/routes';
import { eventRoutes } from './events/routes';
import { gatewayRoutes } from './gateway/routes';
import { inboxRoutes } from './inbox/routes';
import { metaRoutes } from './meta/routes';
import { paymentRoutes } from './payments/routes';
import { promotionRoutes } from './promotions/routes';
import { quickQuoteRoutes } from './quick-quote/routes';

/** Every domain's routes. Add a domain by writing `<domain>/routes.ts` and one line below. */
export const routeModules: readonly RouteModule[] = [
  authRoutes,
  supportRoutes,
  accountRoutes,
  userRoutes,
  pushRoutes,
  securityRoutes,
  policyRoutes,
  changeRoutes,
  vehicleRoutes,
  documentRoutes,
  agreedValueRoutes,
  referenceRoutes,
  inboxRoutes,
  agreementRoutes,
  eventRoutes,
  contactRoutes,
  metaRoutes,
  promotionRoutes,
  cashbackRoutes,
  quickQuoteRoutes,
  paymentRoutes,
  // The reference card processor's hosted page, served beside the API (not a contract endpoint).
  gatewayRoutes,
];

/** Registered only when `dev` is on (not in production): the `/dev/*` calls. */
export const devRouteModules: readonly RouteModule[] = [devRoutes];
