import type { Browser, Locator, Page } from '@playwright/test';
import { signIn, SUPPORT_PASSWORD } from '../support/session.ts';
import { expect, SCREEN_SHARING, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The support team's screenshot channel (portal.md §4 "Screenshot flow", §7 realtime, §8): a
// request from the support console reaches the customer's page over the socket, and the image
// the customer sends arrives back in the console. Chromium shares its fake screen without asking:
// the fake media device stands in for a real screen, which headless Chromium has none of.

test.use({ launchOptions: SCREEN_SHARING });

/** Waits for the transitions inside `locator` (the 400 ms slide between steps) to finish. */
async function settled(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** The support console in the staff member's own browser, signed in. */
async function openConsole(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/support');
  await staff.getByLabel('Support password').fill(SUPPORT_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
  return staff;
}

/** The newest screenshot request to `username` in the console (the list is newest first). */
function latestRequest(staff: Page, username: string) {
  return staff
    .getByRole('region', { name: 'Screenshots' })
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: username, exact: true }) })
    .first();
}

async function requestScreenshot(staff: Page, username: string) {
  await staff
    .getByRole('region', { name: 'Connected now' })
    .getByRole('button', { name: `Request a screenshot from ${username}` })
    .click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Screenshot requested.' }),
  ).toBeVisible();
}

test('a screenshot requested from the support console arrives there as an image', async ({
  page,
  browser,
  pageErrors,
}) => {
  await signIn(page, 'car.driver');
  const staff = await openConsole(browser);
  await expectNoSeriousViolations(staff);

  await requestScreenshot(staff, 'car.driver');
  await expect(
    latestRequest(staff, 'car.driver').getByText('Waiting for the customer'),
  ).toBeVisible();

  const request = page.getByRole('dialog', { name: 'Screenshot request' });
  await expect(request).toBeVisible();
  await expectNoSeriousViolations(page);
  await request.getByRole('button', { name: 'Choose a screen' }).click();

  const controls = page.getByRole('region', { name: 'Screenshot', exact: true });
  await expect(controls.getByRole('button', { name: 'Take Screenshot' })).toBeFocused();
  await expect(request).toBeHidden();
  await expectNoSeriousViolations(page);
  await controls.getByRole('button', { name: 'Take Screenshot' }).click();

  const preview = page.getByRole('dialog', { name: 'Check your screenshot' });
  await expect(preview.getByRole('img', { name: 'Your screenshot' })).toBeVisible();
  await expect(controls).toBeHidden();
  await expectNoSeriousViolations(page);
  await preview.getByRole('button', { name: 'Send Screenshot' }).click();
  await expect(preview).toBeHidden();

  // The console refreshes itself: the image arrives without a reload.
  const image = latestRequest(staff, 'car.driver').getByRole('img', {
    name: 'Screenshot from car.driver',
  });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(staff);
  expect(pageErrors).toEqual([]);
});

test('a declined request shows as declined; a withdrawn one leaves the customer’s page', async ({
  page,
  browser,
}) => {
  await signIn(page, 'van.fleet');
  const staff = await openConsole(browser);
  const request = page.getByRole('dialog', { name: 'Screenshot request' });

  await requestScreenshot(staff, 'van.fleet');
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(request).toBeHidden();
  await expect(
    latestRequest(staff, 'van.fleet').getByText('Declined by the customer'),
  ).toBeVisible();

  await requestScreenshot(staff, 'van.fleet');
  await expect(request).toBeVisible();
  await staff.getByRole('button', { name: 'Withdraw the request to van.fleet' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'withdrawn' })).toBeVisible();
  await expect(request).toBeHidden();
});

test('picking no screen says Screen not selected, and closing it declines', async ({
  page,
  browser,
}) => {
  // As the browser's picker answers when the customer cancels it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', {
      value: () => Promise.reject(new DOMException('Cancelled', 'NotAllowedError')),
    });
  });
  await signIn(page, 'bike.rider');
  const staff = await openConsole(browser);

  await requestScreenshot(staff, 'bike.rider');
  await page
    .getByRole('dialog', { name: 'Screenshot request' })
    .getByRole('button', { name: 'Choose a screen' })
    .click();
  const notSelected = page.getByRole('dialog', { name: 'Screen not selected' });
  await expect(
    notSelected.getByText('If this was a mistake, please try again or notify our support team.'),
  ).toBeVisible();
  // Axe reads colours as they are on screen: not while one step fades out and the next in.
  await expect(page.getByRole('dialog', { name: 'Screenshot request' })).toBeHidden();
  await settled(notSelected);
  await expectNoSeriousViolations(page);
  await notSelected.getByRole('button', { name: 'Close' }).click();

  await expect(notSelected).toBeHidden();
  await expect(
    latestRequest(staff, 'bike.rider').getByText('Declined by the customer'),
  ).toBeVisible();
});

test('a browser that cannot capture a screen says so', async ({ page, browser }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined });
  });
  await signIn(page, 'new.customer');
  const staff = await openConsole(browser);
  // The page told the console it cannot take one (client_info).
  const card = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: 'new.customer' }) });
  // Name, pages open, device, and whether it can take screenshots.
  await expect(card.getByRole('definition').nth(3)).toHaveText('No');

  await requestScreenshot(staff, 'new.customer');
  const unsupported = page.getByRole('dialog', { name: 'Screenshot request' });
  await expect(unsupported.getByText('Cannot capture screenshot in this browser.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await unsupported.getByRole('button', { name: 'Close' }).click();
  await expect(unsupported).toBeHidden();
});

test('a page sent as a screenshot is refused, and nothing of it runs in the console', async ({
  page,
  browser,
}) => {
  await signIn(page, 'car.driver');
  const staff = await openConsole(browser);
  const dialogs: string[] = [];
  staff.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await requestScreenshot(staff, 'car.driver');

  // The customer's browser sends a page instead of the captured image, under the image's name
  // and type, as a hand-made request would.
  let token = '';
  await page.route('**/api/support/screenshots', async (route) => {
    const sent = route.request().postDataBuffer()?.toString('latin1') ?? '';
    token = /name="token"\r\n\r\n([^\r]+)\r\n/.exec(sent)?.[1] ?? '';
    const boundary = 'portal-e2e-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="screenshot.png"\r\n`,
      'Content-Type: image/png\r\n\r\n',
      '<html><body><script>alert("from the screenshot")</script></body></html>\r\n',
      `--${boundary}--\r\n`,
    ].join('');
    const headers = { ...route.request().headers() };
    delete headers['content-length'];
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    await route.continue({ headers, postData: body });
  });

  const request = page.getByRole('dialog', { name: 'Screenshot request' });
  await request.getByRole('button', { name: 'Choose a screen' }).click();
  const controls = page.getByRole('region', { name: 'Screenshot', exact: true });
  await controls.getByRole('button', { name: 'Take Screenshot' }).click();
  const preview = page.getByRole('dialog', { name: 'Check your screenshot' });
  const answer = page.waitForResponse('**/api/support/screenshots');
  await preview.getByRole('button', { name: 'Send Screenshot' }).click();
  expect((await answer).status()).toBe(422);

  // Nothing was kept: the console still waits for an image, and the file's address is empty.
  expect(token).not.toBe('');
  await staff.reload();
  await expect(
    latestRequest(staff, 'car.driver').getByText('Waiting for the customer'),
  ).toBeVisible();
  const opened = await staff.goto(`/support/screenshots/${token}`);
  expect(opened?.status()).toBe(404);
  expect(opened?.headers()['content-type']).toMatch(/^text\/plain/);
  await expect(staff.locator('body')).toHaveText('No such screenshot.');
  expect(dialogs).toEqual([]);
});
