import { expect, test } from 'vitest';
import { describeClient, describePlatform } from './client-info';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const FIREFOX_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:130.0) Gecko/130.0 Firefox/130.0';
const EDGE = `${CHROME_DESKTOP} Edg/156.0.0.0`;

test('the platform names the kind of device and the browser', () => {
  expect(describePlatform({ userAgent: CHROME_DESKTOP })).toBe('desktop Chrome');
  expect(describePlatform({ userAgent: SAFARI_IPHONE })).toBe('mobile Safari');
  expect(describePlatform({ userAgent: FIREFOX_TABLET })).toBe('tablet Firefox');
  expect(describePlatform({ userAgent: EDGE })).toBe('desktop Edge');
  expect(describePlatform({ userAgent: CHROME_DESKTOP, userAgentData: { mobile: true } })).toBe(
    'mobile Chrome',
  );
});

test('the features say whether a screenshot, push and the app badge are possible', () => {
  const capable = describeClient(
    {
      userAgent: CHROME_DESKTOP,
      mediaDevices: { getDisplayMedia: async () => ({}) as MediaStream },
      serviceWorker: {},
      setAppBadge: () => Promise.resolve(),
    },
    { PushManager: {}, Notification: {} },
  );
  const bare = describeClient({ userAgent: SAFARI_IPHONE }, {});

  expect(capable).toEqual({
    features: { screenshot: true, push: true, notifications: true, badge: true },
    platform: 'desktop Chrome',
  });
  expect(bare).toEqual({
    features: { screenshot: false, push: false, notifications: false, badge: false },
    platform: 'mobile Safari',
  });
});
