import { useEffect, useState } from 'react';

// portal.md §2 Settings: the Push Notifications section only if supported - a section shows
// only when it can really work. What the user answered to the push offer does not count: the
// section is where a 'No thanks' is undone.

/** The Push API is there: a service worker, PushManager and notification permission. */
export function pushApiAvailable(): boolean {
  return (
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    'Notification' in window
  );
}

export interface PushSupport {
  readonly registration: ServiceWorkerRegistration;
}

/**
 * Push can work here: the Push API and the portal's service worker to receive the messages.
 * Null while checking or when either is missing. The key to subscribe with is the API's, asked
 * for as the user enables notifications.
 */
export function usePushSupport(): PushSupport | null {
  const [support, setSupport] = useState<PushSupport | null>(null);
  useEffect(() => {
    if (!pushApiAvailable()) return;
    let live = true;
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (live && registration?.pushManager) setSupport({ registration });
      })
      .catch(() => {
        // No registration to be had: push stays unsupported here.
      });
    return () => {
      live = false;
    };
  }, []);
  return support;
}

/** A VAPID key, URL-safe base64, as `applicationServerKey` wants it. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
