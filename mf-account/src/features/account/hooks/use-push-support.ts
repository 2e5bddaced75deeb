import { useEffect, useState } from 'react';

// portal.md §2 Settings: the Push Notifications section only if supported - a section shows
// only when it can really work.

declare const __PUSH_PUBLIC_KEY__: string | undefined;

/** The push service's public (VAPID) key the deployment was built with, if any. */
export function pushPublicKey(): string | undefined {
  return typeof __PUSH_PUBLIC_KEY__ === 'string' && __PUSH_PUBLIC_KEY__
    ? __PUSH_PUBLIC_KEY__
    : undefined;
}

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
  readonly publicKey: string;
}

/**
 * Push can work here: the Push API, a service worker controlling the portal to receive the
 * messages, and a public key to subscribe with. Null while checking or when any is missing.
 */
export function usePushSupport(): PushSupport | null {
  const [support, setSupport] = useState<PushSupport | null>(null);
  useEffect(() => {
    const publicKey = pushPublicKey();
    if (!publicKey || !pushApiAvailable()) return;
    let live = true;
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (live && registration?.pushManager) setSupport({ registration, publicKey });
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
