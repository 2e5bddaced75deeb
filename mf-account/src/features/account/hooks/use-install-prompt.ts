import { useEffect, useState } from 'react';

// portal.md §2 Settings: the app install section only if the browser can install and the app is
// not installed - a section shows only when it can really work.

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
