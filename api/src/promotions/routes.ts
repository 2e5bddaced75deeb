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

async function statusOf(db: Db, scope: PromotionScope): Promise<LightboxStatus> {
  return {
    enabled: await promotionsOptIn(db, scope.user),
    unread: (await lightboxPromotions(db, scope)).filter((promotion) => !promotion.read).length,
  };
}

async function setOptIn(db: Db, scope: PromotionScope, enabled: boolean): Promise<LightboxStatus> {
  await setPromotionsOptIn(db, scope.user, enabled);
  return statusOf(db, scope);
}

export const promotionRoutes: RouteModule = (app, context) => {
  const { db, now } = context;
  const scopeOf = async ({
    user,
    request,
  }: {
    user: AuthUser | null;
    request: FastifyRequest;
  }): Promise<PromotionScope> => ({
    user: signedIn(user).id,
    portal: (await requestPortal(db, request)).id,
  });

  // A user who chose 'Don't show me these again.' has no login promotions to show.
  registerEndpoint(app, promotionEndpoints.getLightboxPromotions, async (input) => {
    const scope = await scopeOf(input);
    return (await promotionsOptIn(db, scope.user)) ? lightboxPromotions(db, scope) : [];
  });

  registerEndpoint(app, promotionEndpoints.readLightboxPromotion, async (input) => {
    const scope = await scopeOf(input);
    const promotion = (await lightboxPromotions(db, scope)).find(
      ({ id }) => String(id) === input.params.id,
    );
    if (!promotion) throw notFound();
    await markPromotionRead(db, scope.user, promotion.id, now());
    return { ...promotion, read: true };
  });

  registerEndpoint(app, promotionEndpoints.getLightboxStatus, async (input) =>
    statusOf(db, await scopeOf(input)),
  );
  registerEndpoint(app, promotionEndpoints.optInLightbox, async (input) =>
    setOptIn(db, await scopeOf(input), true),
  );
  registerEndpoint(app, promotionEndpoints.optOutLightbox, async (input) =>
    setOptIn(db, await scopeOf(input), false),
  );

  registerEndpoint(app, promotionEndpoints.getPromotionSlots, async (input) => {
    const scope = await scopeOf(input);
    const slots: [string, Awaited<ReturnType<typeof promotionInSlot>>][] = [];
    for (const slot of AD_SLOTS) slots.push([slot, await promotionInSlot(db, scope, slot)]);
    return Object.fromEntries(slots);
  });

  registerEndpoint(app, promotionEndpoints.getPromotionSlot, async (input) => {
    const slot = AD_SLOTS.find((id) => id === input.params.id);
    if (!slot) throw notFound();
    return promotionInSlot(db, await scopeOf(input), slot);
  });

  magazineRoutes(app, context);
};
