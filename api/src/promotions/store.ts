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
    EXISTS (SELECT 1 FROM promotion_reads r WHERE r.user_id = @user AND r.promotion_id = p.id)
      AS read
  FROM promotions p WHERE (p.portal IS NULL OR p.portal = @portal)`;

function toPromotion({ original, small, read, ...row }: PromotionRow): Promotion {
  return { ...row, media: { original, small }, read: read === 1 };
}

/** The login carousel's promotions, in display order. */
export function lightboxPromotions(db: Db, scope: PromotionScope): Promotion[] {
  return prepared<[PromotionScope], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'lightbox' ORDER BY p.position, p.id`,
  )
    .all(scope)
    .map(toPromotion);
}

/** What is placed in an ad slot: the brand's own promotion before one for every brand. */
export function promotionInSlot(db: Db, scope: PromotionScope, slot: string): Promotion | null {
  const row = prepared<[PromotionScope & { slot: string }], PromotionRow>(
    db,
    `${SELECT_PROMOTIONS} AND p.placement = 'slot' AND p.slot = @slot
     ORDER BY p.portal IS NULL, p.position, p.id LIMIT 1`,
  ).get({ ...scope, slot });
  return row ? toPromotion(row) : null;
}

/** Reading a promotion twice keeps the first reading. */
export function markPromotionRead(db: Db, userId: number, promotionId: number, now: Date): void {
  prepared<[number, number, string]>(
    db,
    `INSERT OR IGNORE INTO promotion_reads (user_id, promotion_id, read_at) VALUES (?, ?, ?)`,
  ).run(userId, promotionId, now.toISOString());
}

/** Whether the user wants the login promotions shown. */
export function promotionsOptIn(db: Db, userId: number): boolean {
  const row = prepared<[number], { enabled: 0 | 1 }>(
    db,
    'SELECT promotions_opt_in AS enabled FROM users WHERE id = ?',
  ).get(userId);
  return row?.enabled === 1;
}

export function setPromotionsOptIn(db: Db, userId: number, enabled: boolean): void {
  prepared<[number, number]>(db, 'UPDATE users SET promotions_opt_in = ? WHERE id = ?').run(
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
export function latestMagazineIssue(
  db: Db,
  portal: string,
  now: Date,
): MagazineIssueRow | undefined {
  return prepared<[string, string], MagazineIssueRow>(
    db,
    `SELECT label, value, cover FROM magazine_issues
     WHERE (portal IS NULL OR portal = ?) AND published_at <= ?
     ORDER BY published_at DESC, id DESC LIMIT 1`,
  ).get(portal, now.toISOString());
}

export function isSubscribedToMagazine(db: Db, userId: number): boolean {
  return (
    prepared<[number]>(db, 'SELECT 1 FROM magazine_subscriptions WHERE user_id = ?').get(userId) !==
    undefined
  );
}

/** Subscribing twice keeps the first subscription. */
export function subscribeToMagazine(db: Db, userId: number, now: Date): void {
  prepared<[number, string]>(
    db,
    'INSERT OR IGNORE INTO magazine_subscriptions (user_id, subscribed_at) VALUES (?, ?)',
  ).run(userId, now.toISOString());
}

export function unsubscribeFromMagazine(db: Db, userId: number): void {
  prepared<[number]>(db, 'DELETE FROM magazine_subscriptions WHERE user_id = ?').run(userId);
}
