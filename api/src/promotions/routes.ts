import type { FastifyRequest } from 'fastify';
import { promotionEndpoints, type LightboxStatus, type Promotion } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { notFound } from '../http/http-error';
import { registerEndpoint, signedIn, type AuthUser } from '../http/register-endpoint';
import { requestPortal } from '../meta/brand';
import type { RouteModule } from '../routes';
import { magazineRoutes } from './magazine';

// The login carousel and the dashboard's ad slots (portal.md §2, §3 "Promotion", §4 "Promotion
// carousel", §7 /promotions/lightbox, /promotions/ui), each for the requesting brand (X-Portal).

/** The dashboard's two ad slots, in the default layout's order (portal.md §2 "Dashboard"). */
export const AD_SLOTS = ['offer', 'second-offer'] as const;

interface PromotionRow {
  readonly id: number;
  readonly label: string;
  readonly value: string;
  readonly location: string | null;
  readonly original: string;
  readonly small: string;
  readonly read: 0 | 1;
}

interface Scope {
  readonly user: number;
  readonly portal: string;
}

const SELECT_PROMOTIONS = `
  SELECT p.id, p.label, p.value, p.location, p.media_original AS original, p.media_small AS small,
    EXISTS (SELECT 1 FROM promotion_reads r WHERE r.user_id = @user AND r.promotion_id = p.id)
      AS read
  FROM promotions p WHERE (p.portal IS NULL OR p.portal = @portal)`;

function toPromotion({ original, small, read, ...row }: PromotionRow): Promotion {
  return { ...row, media: { original, small }, read: read === 1 };
}

function lightbox(db: Db, scope: Scope): Promotion[] {
  return prepared<[Scope], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'lightbox' ORDER BY p.position, p.id`,
  )
    .all(scope)
    .map(toPromotion);
}

/** What is placed in an ad slot: the brand's own promotion before one for every brand. */
function inSlot(db: Db, scope: Scope, slot: string): Promotion | null {
  const row = prepared<[Scope & { slot: string }], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'slot' AND p.slot = @slot
     ORDER BY p.portal IS NULL, p.position, p.id LIMIT 1`,
  ).get({ ...scope, slot });
  return row ? toPromotion(row) : null;
}

function statusOf(db: Db, scope: Scope): LightboxStatus {
  const row = prepared<[number], { enabled: 0 | 1 }>(
    db,
    'SELECT promotions_opt_in AS enabled FROM users WHERE id = ?',
  ).get(scope.user);
  return {
    enabled: row?.enabled === 1,
    unread: lightbox(db, scope).filter((promotion) => !promotion.read).length,
  };
}

function setOptIn(db: Db, scope: Scope, enabled: boolean): LightboxStatus {
  prepared<[number, number]>(db, 'UPDATE users SET promotions_opt_in = ? WHERE id = ?').run(
    enabled ? 1 : 0,
    scope.user,
  );
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
    return statusOf(db, scope).enabled ? lightbox(db, scope) : [];
  });

  registerEndpoint(app, promotionEndpoints.readLightboxPromotion, (input) => {
    const scope = scopeOf(input);
    const promotion = lightbox(db, scope).find(({ id }) => String(id) === input.params.id);
    if (!promotion) throw notFound();
    prepared<[number, number, string]>(
      db,
      `INSERT OR IGNORE INTO promotion_reads (user_id, promotion_id, read_at) VALUES (?, ?, ?)`,
    ).run(scope.user, promotion.id, now().toISOString());
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
    return Object.fromEntries(AD_SLOTS.map((slot) => [slot, inSlot(db, scope, slot)]));
  });

  registerEndpoint(app, promotionEndpoints.getPromotionSlot, (input) => {
    const slot = AD_SLOTS.find((id) => id === input.params.id);
    if (!slot) throw notFound();
    return inSlot(db, scopeOf(input), slot);
  });

  magazineRoutes(app, context);
};
