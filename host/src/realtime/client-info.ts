import type { ClientInfo } from '@portal/contract';

// portal.md §7: once connected, the page tells the server what it can do (`client_info`), so the
// support console knows whether a screenshot can be asked for, and on what kind of device.

interface NavigatorLike {
  readonly userAgent: string;
  readonly mediaDevices?: Partial<MediaDevices>;
  readonly serviceWorker?: unknown;
  readonly setAppBadge?: unknown;
  readonly userAgentData?: { readonly mobile?: boolean };
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** 'desktop Chrome', 'mobile Safari', 'tablet Firefox' ... */
export function describePlatform(navigator: NavigatorLike): string {
  const agent = navigator.userAgent;
  const device = /iPad|Tablet/i.test(agent)
    ? 'tablet'
    : navigator.userAgentData?.mobile || /Mobi|Android|iPhone/i.test(agent)
      ? 'mobile'
      : 'desktop';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'browser';
  return `${device} ${browser}`;
}

export function describeClient(
  navigator: NavigatorLike = globalThis.navigator,
  scope: object = globalThis,
): ClientInfo {
  return {
    features: {
      screenshot: typeof navigator.mediaDevices?.getDisplayMedia === 'function',
      push: 'PushManager' in scope && navigator.serviceWorker !== undefined,
      notifications: 'Notification' in scope,
      badge: typeof navigator.setAppBadge === 'function',
    },
    platform: describePlatform(navigator),
  };
}
