// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { createInstallPrompt } from './install-prompt';
import { INSTALL_OPT_OUT_KEY } from './opt-out';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T10:00:00Z');

afterEach(() => localStorage.clear());

/** Chromium's `beforeinstallprompt`, answered with `outcome`. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

function standalone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query === '(display-mode: standalone)',
        media: query,
      }) as MediaQueryList,
  );
}

test("the browser's install offer makes the prompt available, in place of the browser's own bar", () => {
  standalone(false);
  const install = createInstallPrompt(window, localStorage, () => NOW);
  expect(install.getState()).toBe('unavailable');

  const offer = installOffer('accepted');

  expect(offer.defaultPrevented).toBe(true);
  expect(install.getState()).toBe('available');
});

test('installing asks the browser, and an accepted install is installed', async () => {
  standalone(false);
  const install = createInstallPrompt(window, localStorage, () => NOW);
  const offer = installOffer('accepted');

  await install.install();

  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(install.getState()).toBe('installed');
});

test("'No thanks', or saying no to the browser, opts out for 14 days", async () => {
  standalone(false);
  let now = NOW;
  const install = createInstallPrompt(window, localStorage, () => now);
  installOffer('dismissed');
  await install.install();
  expect(install.getState()).toBe('opted-out');

  now = NOW + 14 * DAY - 1;
  const later = createInstallPrompt(window, localStorage, () => now);
  installOffer('accepted');
  expect(later.getState()).toBe('opted-out');

  now = NOW + 14 * DAY;
  const afterFourteenDays = createInstallPrompt(window, localStorage, () => now);
  installOffer('accepted');
  expect(afterFourteenDays.getState()).toBe('available');

  afterFourteenDays.optOut();
  expect(afterFourteenDays.getState()).toBe('opted-out');
  expect(Number(localStorage.getItem(INSTALL_OPT_OUT_KEY))).toBe(now + 14 * DAY);
});

test('the installed app, or an install from the browser menu, is installed', () => {
  standalone(true);
  expect(createInstallPrompt(window, localStorage, () => NOW).getState()).toBe('installed');

  standalone(false);
  const install = createInstallPrompt(window, localStorage, () => NOW);
  installOffer('accepted');
  window.dispatchEvent(new Event('appinstalled'));
  expect(install.getState()).toBe('installed');
});
