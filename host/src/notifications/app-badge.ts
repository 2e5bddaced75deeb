// portal.md §7: the app badge shows the notification count where the browser supports it;
// §8: a failure of the badge API is only logged.

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export async function showAppBadge(
  count: number,
  browser: BadgeNavigator = navigator as BadgeNavigator,
): Promise<void> {
  try {
    if (count > 0) await browser.setAppBadge?.(count);
    else await browser.clearAppBadge?.();
  } catch (error) {
    console.warn('The app badge could not be set', error);
  }
}
