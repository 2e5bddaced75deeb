import { pushEndpoints } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { removePushSubscription, savePushSubscription } from './store';
import { vapidKeys } from './vapid';

// POST /push/subscribe and /push/unsubscribe (portal.md §7): the body is the browser's
// PushSubscription.toJSON(), validated by the contract's schemas.

export const pushRoutes: RouteModule = (app, { db, now }) => {
  // Made now, on the first start, rather than on the first subscription.
  vapidKeys(db);
  registerEndpoint(app, pushEndpoints.getPushPublicKey, () => ({
    publicKey: vapidKeys(db).publicKey,
  }));

  registerEndpoint(app, pushEndpoints.subscribePush, ({ user, body }) => {
    savePushSubscription(db, signedIn(user).id, body, now());
    return null;
  });

  // Unsubscribing what is already gone succeeds: the browser may have dropped the subscription
  // first, and the settings switch must still turn off (portal.md §8 'Notifications disabled').
  registerEndpoint(app, pushEndpoints.unsubscribePush, ({ user, body }) => {
    removePushSubscription(db, signedIn(user).id, body.endpoint);
    return null;
  });
};
