import { promotionEndpoints, type MagazineSubscription } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import type { Db } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { requestPortal } from '../meta/brand';
import {
  isSubscribedToMagazine,
  latestMagazineIssue,
  subscribeToMagazine,
  unsubscribeFromMagazine,
} from './store';

// The dashboard's magazine card (portal.md §2, §3 "Magazine issue", §7; decision 007:
// GET /influx-magazine/latest-issue): the brand's latest published issue, and each user's
// subscription to it.

async function subscriptionOf(db: Db, userId: number): Promise<MagazineSubscription> {
  return { subscribed: await isSubscribedToMagazine(db, userId) };
}

export const magazineRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, promotionEndpoints.getLatestMagazineIssue, async ({ request }) => {
    const row = await latestMagazineIssue(db, (await requestPortal(db, request)).id, now());
    return row ? { label: row.label, value: row.value, media: { cover: row.cover } } : null;
  });

  registerEndpoint(app, promotionEndpoints.getMagazineSubscription, ({ user }) =>
    subscriptionOf(db, signedIn(user).id),
  );

  registerEndpoint(app, promotionEndpoints.subscribeMagazine, async ({ user }) => {
    const userId = signedIn(user).id;
    await subscribeToMagazine(db, userId, now());
    return subscriptionOf(db, userId);
  });

  registerEndpoint(app, promotionEndpoints.unsubscribeMagazine, async ({ user }) => {
    const userId = signedIn(user).id;
    await unsubscribeFromMagazine(db, userId);
    return subscriptionOf(db, userId);
  });
};
