import type { Promotion } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The brands' promotions (portal.md §3 "Promotion", "Magazine issue"): the login carousel, the
// dashboard's ad slots and the magazine, with what each user read, chose and subscribed to.

/** Whose promotions: the user (for what they read) at the asking brand. */
export interface PromotionScope {
  readonly user: number;
  readonly portal: string;
}

interface PromotionRow {
  readonly id: number;
  readonly label: string;
  readonly value: string;
  readonly location: string | null;
  readonly original: string;
  readonly small: string;
  readonly read: 0 | 1;
}

const SELECT_PROMOTIONS = `
  SELECT p.id, p.label, p.value, p.location, p.media_original AS original, p.media_small AS small,
    CASE WHEN EXISTS (SELECT 1 FROM promotion_reads r
                      WHERE r.user_id = @user AND r.promotion_id = p.id)
      THEN 1 ELSE 0 END AS read
  FROM promotions p WHERE (p.portal IS NULL OR p.portal = @portal)`;

function toPromotion({ original, small, read, ...row }: PromotionRow): Promotion {
  return { ...row, media: { original, small }, read: read === 1 };
}

/** The login carousel's promotions, in display order. */
export async function lightboxPromotions(db: Db, scope: PromotionScope): Promise<Promotion[]> {
  const rows = await prepared<[PromotionScope], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'lightbox' ORDER BY p.position, p.id`,
  ).all(scope);
  return rows.map(toPromotion);
}

/** What is placed in an ad slot: the brand's own promotion before one for every brand. */
export async function promotionInSlot(
  db: Db,
  scope: PromotionScope,
  slot: string,
): Promise<Promotion | null> {
  const row = await prepared<[PromotionScope & { slot: string }], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'slot' AND p.slot = @slot
     ORDER BY CASE WHEN p.portal IS NULL THEN 1 ELSE 0 END, p.position, p.id LIMIT 1`,
  ).get({ ...scope, slot });
  return row ? toPromotion(row) : null;
}

/** Reading a promotion twice keeps the first reading. */
export async function markPromotionRead(
  db: Db,
  userId: number,
  promotionId: number,
  now: Date,
): Promise<void> {
  await prepared<[number, number, string]>(
    db,
    `INSERT INTO promotion_reads (user_id, promotion_id, read_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, promotion_id) DO NOTHING`,
  ).run(userId, promotionId, now.toISOString());
}

/** Whether the user wants the login promotions shown. */
export async function promotionsOptIn(db: Db, userId: number): Promise<boolean> {
  const row = await prepared<[number], { enabled: 0 | 1 }>(
    db,
    'SELECT promotions_opt_in AS enabled FROM users WHERE id = ?',
  ).get(userId);
  return row?.enabled === 1;
}

export async function setPromotionsOptIn(db: Db, userId: number, enabled: boolean): Promise<void> {
  await prepared<[number, number]>(db, 'UPDATE users SET promotions_opt_in = ? WHERE id = ?').run(
    enabled ? 1 : 0,
    userId,
  );
}

export interface MagazineIssueRow {
  readonly label: string;
  readonly value: string;
  readonly cover: string;
}

/** The brand's newest issue published by `now` (an issue for every brand counts too). */
export async function latestMagazineIssue(
  db: Db,
  portal: string,
  now: Date,
): Promise<MagazineIssueRow | undefined> {
  return prepared<[string, string], MagazineIssueRow>(
    db,
    `SELECT label, value, cover FROM magazine_issues
     WHERE (portal IS NULL OR portal = ?) AND published_at <= ?
     ORDER BY published_at DESC, id DESC LIMIT 1`,
  ).get(portal, now.toISOString());
}

export async function isSubscribedToMagazine(db: Db, userId: number): Promise<boolean> {
  const row = await prepared<[number]>(
    db,
    'SELECT 1 FROM magazine_subscriptions WHERE user_id = ?',
  ).get(userId);
  return row !== undefined;
}

/** Subscribing twice keeps the first subscription. */
export async function subscribeToMagazine(db: Db, userId: number, now: Date): Promise<void> {
  await prepared<[number, string]>(
    db,
    `INSERT INTO magazine_subscriptions (user_id, subscribed_at) VALUES (?, ?)
     ON CONFLICT (user_id) DO NOTHING`,
  ).run(userId, now.toISOString());
}

export async function unsubscribeFromMagazine(db: Db, userId: number): Promise<void> {
  await prepared<[number]>(db, 'DELETE FROM magazine_subscriptions WHERE user_id = ?').run(userId);
}
