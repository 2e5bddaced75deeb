import type { FastifyRequest } from 'fastify';
import { promotionEndpoints, type LightboxStatus } from '@portal/contract';
import { signedIn, type AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { requestPortal } from '../meta/brand';
import { magazineRoutes } from './magazine';
import {
  lightboxPromotions,
  markPromotionRead,
  promotionInSlot,
  promotionsOptIn,
  setPromotionsOptIn,
  type PromotionScope,
} from './store';

// The login carousel and the dashboard's ad slots (portal.md §2, §3 "Promotion", §4 "Promotion
// carousel", §7 /promotions/lightbox, /promotions/ui), each for the requesting brand (X-Portal).

/** The dashboard's two ad slots, in the default layout's order (portal.md §2 "Dashboard"). */
export const AD_SLOTS = ['offer', 'second-offer'] as const;

function statusOf(db: Db, scope: PromotionScope): LightboxStatus {
  return {
    enabled: promotionsOptIn(db, scope.user),
    unread: lightboxPromotions(db, scope).filter((promotion) => !promotion.read).length,
  };
}

function setOptIn(db: Db, scope: PromotionScope, enabled: boolean): LightboxStatus {
  setPromotionsOptIn(db, scope.user, enabled);
  return statusOf(db, scope);
}

export const promotionRoutes: RouteModule = (app, context) => {
  const { db, now } = context;
  const scopeOf = ({ user, request }: { user: AuthUser | null; request: FastifyRequest }) => ({
    user: signedIn(user).id,
    portal: requestPortal(db, request).id,
  });

  // A user who chose 'Don't show me these again.' has no login promotions to show.
  registerEndpoint(app, promotionEndpoints.getLightboxPromotions, (input) => {
    const scope = scopeOf(input);
    return statusOf(db, scope).enabled ? lightboxPromotions(db, scope) : [];
  });

  registerEndpoint(app, promotionEndpoints.readLightboxPromotion, (input) => {
    const scope = scopeOf(input);
    const promotion = lightboxPromotions(db, scope).find(
      ({ id }) => String(id) === input.params.id,
    );
    if (!promotion) throw notFound();
    markPromotionRead(db, scope.user, promotion.id, now());
    return { ...promotion, read: true };
  });

  registerEndpoint(app, promotionEndpoints.getLightboxStatus, (input) =>
    statusOf(db, scopeOf(input)),
  );
  registerEndpoint(app, promotionEndpoints.optInLightbox, (input) =>
    setOptIn(db, scopeOf(input), true),
  );
  registerEndpoint(app, promotionEndpoints.optOutLightbox, (input) =>
    setOptIn(db, scopeOf(input), false),
  );

  registerEndpoint(app, promotionEndpoints.getPromotionSlots, (input) => {
    const scope = scopeOf(input);
    return Object.fromEntries(AD_SLOTS.map((slot) => [slot, promotionInSlot(db, scope, slot)]));
  });

  registerEndpoint(app, promotionEndpoints.getPromotionSlot, (input) => {
    const slot = AD_SLOTS.find((id) => id === input.params.id);
    if (!slot) throw notFound();
    return promotionInSlot(db, scopeOf(input), slot);
  });

  magazineRoutes(app, context);
};
