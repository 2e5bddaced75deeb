import { INSTALL_OPT_OUT_KEY, isOptedOut, optOut } from './opt-out';

// portal.md §4 "Install: prompt available, installed, opted out". The browser offers the
// install through `beforeinstallprompt`; the portal's banner asks instead of the browser's own
// bar, and 'No thanks' (or dismissing the browser's question) keeps it away for 14 days.

export type InstallState = 'unavailable' | 'available' | 'installed' | 'opted-out';

/** Chromium's event; not in the DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && 'userChoice' in event;
}

export interface InstallPrompt {
  getState(): InstallState;
  subscribe(listener: () => void): () => void;
  /** Opens the browser's own install question. */
  install(): Promise<void>;
  optOut(): void;
}

/** True when the portal runs as an installed app. */
export function isStandalone(win: Window): boolean {
  const iosStandalone: unknown = Reflect.get(win.navigator, 'standalone');
  return win.matchMedia('(display-mode: standalone)').matches || iosStandalone === true;
}

export function createInstallPrompt(
  win: Window,
  storage: Storage | null,
  now: () => number = Date.now,
): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null;
  let state: InstallState = isStandalone(win)
    ? 'installed'
    : isOptedOut(storage, INSTALL_OPT_OUT_KEY, now())
      ? 'opted-out'
      : 'unavailable';
  const listeners = new Set<() => void>();
  const set = (next: InstallState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const decline = () => {
    optOut(storage, INSTALL_OPT_OUT_KEY, now());
    set('opted-out');
  };

  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Also while opted out: the browser's own bar would ask what the user declined.
    event.preventDefault();
    deferred = event;
    if (state === 'unavailable') set('available');
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    set('installed');
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async install() {
      const event = deferred;
      if (!event) return;
      deferred = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') set('installed');
      else decline();
    },
    optOut: decline,
  };
}
