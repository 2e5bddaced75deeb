import { promotionEndpoints, type MagazineSubscription } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { registerEndpoint, signedIn } from '../http/register-endpoint';
import { requestPortal } from '../meta/brand';
import type { RouteModule } from '../routes';

// The dashboard's magazine card (portal.md §2, §3 "Magazine issue", §7; decision 007:
// GET /influx-magazine/latest-issue): the brand's latest published issue, and each user's
// subscription to it.

function subscriptionOf(db: Db, userId: number): MagazineSubscription {
  const row = prepared<[number]>(db, 'SELECT 1 FROM magazine_subscriptions WHERE user_id = ?').get(
    userId,
  );
  return { subscribed: row !== undefined };
}

export const magazineRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, promotionEndpoints.getLatestMagazineIssue, ({ request }) => {
    const row = prepared<[string, string], { label: string; value: string; cover: string }>(
      db,
      `SELECT label, value, cover FROM magazine_issues
       WHERE (portal IS NULL OR portal = ?) AND published_at <= ?
       ORDER BY published_at DESC, id DESC LIMIT 1`,
    ).get(requestPortal(db, request).id, now().toISOString());
    return row ? { label: row.label, value: row.value, media: { cover: row.cover } } : null;
  });

  registerEndpoint(app, promotionEndpoints.getMagazineSubscription, ({ user }) =>
    subscriptionOf(db, signedIn(user).id),
  );

  registerEndpoint(app, promotionEndpoints.subscribeMagazine, ({ user }) => {
    const userId = signedIn(user).id;
    prepared<[number, string]>(
      db,
      'INSERT OR IGNORE INTO magazine_subscriptions (user_id, subscribed_at) VALUES (?, ?)',
    ).run(userId, now().toISOString());
    return subscriptionOf(db, userId);
  });

  registerEndpoint(app, promotionEndpoints.unsubscribeMagazine, ({ user }) => {
    const userId = signedIn(user).id;
    prepared<[number]>(db, 'DELETE FROM magazine_subscriptions WHERE user_id = ?').run(userId);
    return subscriptionOf(db, userId);
  });
};
