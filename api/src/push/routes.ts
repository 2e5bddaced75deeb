import { MESSAGES, pushEndpoints } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { HttpError, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { isAllowedPushEndpoint, pushHostsFromEnv } from './endpoint-hosts';
import { removePushSubscription, savePushSubscription } from './store';
import { vapidKeys } from './vapid';

// POST /push/subscribe and /push/unsubscribe (portal.md §7): the body is the browser's
// PushSubscription.toJSON(), validated by the contract's schemas.

export const pushRoutes: RouteModule = (app, { db, now }) => {
  // Made now, on the first start, rather than on the first subscription.
  app.addHook('onReady', async () => {
    await vapidKeys(db);
  });
  // Read once: a wrong PORTAL_PUSH_HOSTS stops the server at start, not at a customer's click.
  const hosts = pushHostsFromEnv();
  registerEndpoint(app, pushEndpoints.getPushPublicKey, async () => ({
    publicKey: (await vapidKeys(db)).publicKey,
  }));

  // Only a browser push service's endpoint is kept (endpoint-hosts.ts): 422 otherwise, and 409
  // for an endpoint another user subscribed, which stays theirs (store.ts).
  registerEndpoint(app, pushEndpoints.subscribePush, async ({ user, body }) => {
    if (!isAllowedPushEndpoint(body.endpoint, hosts)) {
      throw unprocessable({ endpoint: [MESSAGES.pushEndpointNotAllowed] });
    }
    if ((await savePushSubscription(db, signedIn(user).id, body, now())) === 'taken') {
      throw new HttpError(409, MESSAGES.pushEndpointTaken);
    }
    return null;
  });

  // Unsubscribing what is already gone succeeds: the browser may have dropped the subscription
  // first, and the settings switch must still turn off (portal.md §8 'Notifications disabled').
  registerEndpoint(app, pushEndpoints.unsubscribePush, async ({ user, body }) => {
    await removePushSubscription(db, signedIn(user).id, body.endpoint);
    return null;
  });
};
