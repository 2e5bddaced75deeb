import { useEffect, useState } from 'react';

// The browser capabilities two settings sections depend on (portal.md §2 Settings: app install
// only if the browser can install and the app is not installed; Push Notifications only if
// supported). Small checks of the section's own: a section shows only when it can really work.

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof Reflect.get(event, 'prompt') === 'function';
}

/** Running as the installed app (standalone display), where there is nothing to install. */
export function isInstalled(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return standalone || Reflect.get(navigator, 'standalone') === true;
}

export interface InstallPrompt {
  /** Shows the browser's own install dialog; true when the user accepted. */
  install(): Promise<boolean>;
}

/**
 * The browser's install prompt while it offers one, else null: only a browser that fired
 * `beforeinstallprompt` can install the app, and an installed app gets no such event.
 */
export function useInstallPrompt(): InstallPrompt | null {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    function offered(candidate: Event) {
      if (!isInstallPrompt(candidate) || isInstalled()) return;
      // Kept for the settings button instead of the browser's own mini bar.
      candidate.preventDefault();
      setEvent(candidate);
    }
    function installed() {
      setEvent(null);
    }
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!event) return null;
  return {
    install: async () => {
      await event.prompt();
      const { outcome } = await event.userChoice;
      // A prompt can be shown once; after it the browser offers a new event if still possible.
      setEvent(null);
      return outcome === 'accepted';
    },
  };
}

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
