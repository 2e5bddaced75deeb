import { MESSAGES } from '@portal/contract';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The shell around every app (portal.md §2 Shell, §4 Cookie consent and Features, §8 Offline):
// brands by host name, the drawer menu, the notification bell, the cookie banner and the
// offline notice.

/** The portal's address as another host name (Chromium sends *.localhost to this machine). */
function onHost(baseURL: string | undefined, hostname: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = hostname;
  return url.href;
}

test('each brand has its own header, footer, contact number and X-Portal', async ({
  page,
  baseURL,
}) => {
  const portals: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/meta/')) {
      portals.push(request.headers()['x-portal'] ?? '');
    }
  });

  await page.goto(onHost(baseURL, 'ridgeline.localhost', '/privacy-policy'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Ridgeline Bike Insurance' }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Ridgeline Motorcycle Insurance Limited');
  await expect(footer).toContainText('firm reference number 734512');
  await expect(footer.getByRole('link', { name: '0306 999 0456' })).toHaveAttribute(
    'href',
    'tel:03069990456',
  );
  await expect(page).toHaveTitle('Privacy policy | Ridgeline Bike Insurance');
  await expect.poll(() => portals).toContain('ridgeline');

  portals.length = 0;
  await page.goto(onHost(baseURL, 'northway.localhost', '/privacy-policy'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Northway Motor Insurance' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: '0306 999 0123' }),
  ).toBeVisible();
  await expect.poll(() => portals).toContain('northway');
  expect(portals).not.toContain('ridgeline');
});

test('on a phone the menu holds the navigation and the user’s policies; Log Out asks first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'car.driver');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Your calendar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Mazda MX-5/ })).toBeVisible();
  const width = await page.locator('.shell-drawer').evaluate((element) => element.clientWidth);
  expect(width).toBe(258);
  await expectNoSeriousViolations(page);

  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log Out' })).toBeVisible();
});

test('a notification is deleted after confirming, and stays deleted', async ({ page }) => {
  await signIn(page, 'car.driver');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* new$/);
  const before = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);

  await bell.click();
  const popover = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(popover).toBeVisible();
  await expectNoSeriousViolations(page);
  const first = popover.getByRole('button', { name: /^Delete notification: / }).first();
  const label = ((await first.getAttribute('aria-label')) ?? '').replace(
    'Delete notification: ',
    '',
  );
  await first.click();
  const confirm = page.getByRole('dialog', { name: MESSAGES.deleteNotification });
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(
    page.getByRole('button', { name: `Notifications, ${before - 1} new` }),
  ).toBeVisible();
  await expect(popover.getByText(label, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Notifications, ${before - 1} new` }),
  ).toBeVisible();
});

test('the cookie choice is asked once and remembered across reloads', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page);

  await banner.getByRole('button', { name: 'Allow cookies' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(banner).toBeHidden();
  const cookies = await page.context().cookies();
  const consent = cookies.find((cookie) => cookie.name === 'portal_consent');
  expect(consent?.value).toBe('allow');
  // 28 days, give or take the seconds the test took.
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(27.9 * 24 * 3600 * 1000);
});

test('denying cookies removes the non-essential ones and reloads', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/about');
  await context.addCookies([
    { name: 'tracking', value: 'abc', url: page.url() },
    { name: 'portal_optout_telematics', value: '1', url: page.url() },
  ]);
  await page.getByRole('button', { name: 'Deny cookies' }).click();
  await page.waitForLoadState('load');

  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('portal_optout_telematics');
  expect(names).toContain('portal_consent');
  expect(names).not.toContain('tracking');
});

test('the offline notice shows while the connection is down and clears when it is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'car.driver');
  const notice = page.getByText('You are not connected to the internet.');
  await expect(notice).toBeHidden();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(
    page.getByText('Your policy information may be out of date.', { exact: false }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeHidden({ timeout: 15_000 });
});

test.describe('on a 375x667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('with the cookie question unanswered, every control of an open dialog is reachable: the banner waits below it', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await signIn(page, 'car.driver', '/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Request a callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a quote callback' });
    await expect(dialog).toBeVisible();
    // The banner cannot be reached while the dialog asks its question.
    await expect(banner).toHaveAttribute('inert', '');

    // Each control of the dialog, brought into view, is the element at its own centre.
    const covered = await dialog.evaluate((element) => {
      const controls = element.querySelectorAll<HTMLElement>('button, input, [role="combobox"]');
      const hidden: string[] = [];
      for (const control of controls) {
        if (control.getClientRects().length === 0) continue;
        control.scrollIntoView({ block: 'center' });
        const box = control.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const label = control.closest('label');
        const reached = found && (control.contains(found) || label?.contains(found));
        if (!reached) hidden.push(control.getAttribute('aria-label') ?? control.textContent ?? '');
      }
      return hidden;
    });
    expect(covered).toEqual([]);

    await dialog.getByRole('button', { name: 'Request callback' }).click();
    await expect(
      dialog.getByRole('combobox', { name: 'Type of insurance' }),
    ).toHaveAccessibleDescription(/.+/);
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).not.toHaveAttribute('inert');
    await banner.getByRole('button', { name: 'Allow cookies' }).click();
    await expect(banner).toBeHidden();
  });
});
