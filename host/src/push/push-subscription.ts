import * as v from 'valibot';
import { ApiError, pushEndpoints, PushSubscriptionSchema, type ApiClient } from '@portal/contract';
import { isOptedOut, PUSH_OPT_OUT_KEY } from '../pwa/opt-out';

// portal.md §4 "Push dialog": shown only when the device supports push, the user has not opted
// out and permission can still be asked. Enable asks permission; if not granted the dialog
// closes quietly, otherwise it subscribes (POST /push/subscribe). Unsubscribing is
// POST /push/unsubscribe.

/** What push needs of the browser; the page's own objects by default, fakes in tests. */
export interface PushBrowser {
  readonly Notification: Pick<typeof Notification, 'permission' | 'requestPermission'> | undefined;
  readonly serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'ready'> | undefined;
  readonly pushSupported: boolean;
}

export function pageBrowser(): PushBrowser {
  if (typeof window === 'undefined') {
    return { Notification: undefined, serviceWorker: undefined, pushSupported: false };
  }
  return {
    Notification: 'Notification' in window ? window.Notification : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    pushSupported: 'PushManager' in window,
  };
}

export type PushPermission = NotificationPermission;

/** The service worker's registration pushes arrive through, if the portal has one here. */
async function pushRegistration(browser: PushBrowser) {
  if (!browser.pushSupported || !browser.Notification || !browser.serviceWorker) return undefined;
  const registration = await browser.serviceWorker.getRegistration('/');
  if (!registration) return undefined;
  // Registered on this load and still installing: pushes work once it is active.
  return registration.active ? registration : browser.serviceWorker.ready;
}

/** Whether the opt-in dialog may be shown. */
export async function mayAskForPush(
  browser: PushBrowser,
  storage: Storage | null,
  now = Date.now(),
): Promise<boolean> {
  if (browser.Notification?.permission !== 'default') return false;
  if (isOptedOut(storage, PUSH_OPT_OUT_KEY, now)) return false;
  return (await pushRegistration(browser)) !== undefined;
}

/** The VAPID public key as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks permission and subscribes this browser for the signed-in user. 'not-granted' when the
 * user said no (or closed the browser's question); throws when subscribing fails.
 */
export async function enablePush(
  api: ApiClient,
  browser: PushBrowser = pageBrowser(),
): Promise<'enabled' | 'not-granted'> {
  const permission = await browser.Notification?.requestPermission();
  if (permission !== 'granted') return 'not-granted';
  const registration = await pushRegistration(browser);
  if (!registration) throw new Error('This browser has no service worker to receive pushes');
  const { publicKey } = await api.call(pushEndpoints.getPushPublicKey);
  const fresh = () =>
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
  const held = await registration.pushManager.getSubscription();
  try {
    await api.call(pushEndpoints.subscribePush, {
      body: v.parse(PushSubscriptionSchema, (held ?? (await fresh())).toJSON()),
    });
  } catch (error) {
    // The browser's subscription is still another user's (a session that lapsed here and was
    // taken over at the login modal): the API never moves it, so this user gets a new one.
    if (!(held && error instanceof ApiError && error.status === 409)) throw error;
    await held.unsubscribe();
    await api.call(pushEndpoints.subscribePush, {
      body: v.parse(PushSubscriptionSchema, (await fresh()).toJSON()),
    });
  }
  return 'enabled';
}

/** Stops pushes to this browser: the server forgets it, then the browser does. */
export async function disablePush(
  api: ApiClient,
  browser: PushBrowser = pageBrowser(),
): Promise<void> {
  const registration = await pushRegistration(browser);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.call(pushEndpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * Ends this browser's subscription, if it has one, without a call to the API: the user has
 * signed out, and the push service refuses the endpoint from now on, which the server takes as
 * its cue to forget it. A browser that is not done installing its service worker is not waited
 * for.
 */
export async function endPushHere(browser: PushBrowser = pageBrowser()): Promise<void> {
  if (!browser.pushSupported || !browser.serviceWorker) return;
  const registration = await browser.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
