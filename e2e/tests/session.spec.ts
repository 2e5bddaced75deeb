import type { Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract';
import {
  DEMO_PASSWORD,
  resetAgreements,
  revokePageSession,
  sessionTraces,
  setMaintenance,
  signIn,
  submitLogin,
} from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The session (portal.md §2 routing rules and Login, §4 Session, Maintenance, Agreements
// required, §8): sign-in and where it lands, the guards, a lapse in the middle of a form, the
// 499 and 503, and sign-out.

/** The contact form of mf-dashboard, filled in with the first policy offered. */
async function fillContactForm(page: Page, subject: string, message: string) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Policy').click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Your Message').fill(message);
  return form;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('car.driver, with things to do, lands on the to-do list, greeted, with the socket open', async ({
  page,
  pageErrors,
}) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/'));
  await signIn(page, 'Car.Driver');

  await expect(page).toHaveURL('/todo');
  await expect(screenTitle(page, 'To-do list')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/Good (morning|afternoon|evening)/);
  await expect(mainNav(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect((await socket).isClosed()).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('what is typed and sent before the page’s script has started signs in, with no post', async ({
  page,
  pageErrors,
}) => {
  // The host's main script is held until the form has been filled in and sent.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().includes('/api/')) posts.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('car.driver');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');

  release();

  await expect(page).toHaveURL('/todo');
  await expect(screenTitle(page, 'To-do list')).toBeVisible();
  expect(posts).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('new.customer, with nothing to do, lands on the promotions', async ({ page }) => {
  await signIn(page, 'new.customer');

  await expect(page).toHaveURL('/promotions');
  await expect(screenTitle(page, 'Promotions')).toBeVisible();
});

test('a wrong password shows the server message under the field and in the summary', async ({
  page,
}) => {
  await page.goto('/login');

  await submitLogin(page, 'new.customer', 'Not-The-Password-1!');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.signInFailed);
  await expect(main.getByLabel(/^Password/)).toHaveAccessibleDescription(MESSAGES.signInFailed);
  await expect(main.getByRole('link', { name: 'Reset Password', exact: true })).toHaveAttribute(
    'href',
    '/user/reset-password',
  );
  await expect(page).toHaveURL('/login');
  await expectNoSeriousViolations(page);
});

test('a visitor is sent to login with the page as target, and lands there after sign-in', async ({
  page,
}) => {
  // Calls about the user's data; the brand's static features file is read on every page.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/features/')) {
      apiCalls.push(request.url());
    }
  });

  await page.goto('/settings?tab=details');

  await expect(page).toHaveURL('/login?target=%2Fsettings%3Ftab%3Ddetails');
  await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
  // The guard decided before the remote could mount: its region was never even set up.
  await expect(page.locator('#region-mf-account > *')).toHaveCount(0);
  expect(apiCalls).toEqual([]);

  await submitLogin(page, 'car.driver');
  await expect(page).toHaveURL('/settings?tab=details');
  await expect(screenTitle(page, 'Your account')).toBeVisible();
});

test('a target on another site is not followed after sign-in', async ({ page }) => {
  await page.goto('/login?target=%2F%2Felsewhere.example%2F');
  await submitLogin(page, 'new.customer');

  await expect(page).toHaveURL('/promotions');
});

test('a signed-in user is bounced off guest-only routes, to the target or home', async ({
  page,
}) => {
  await signIn(page, 'new.customer');

  await page.goto('/user/reset-password');
  await expect(page).toHaveURL('/');
  await expect(screenTitle(page, 'Dashboard')).toBeVisible();

  await page.goto('/login?target=%2Fevents');
  await expect(page).toHaveURL('/events');
  await expect(screenTitle(page, 'Your calendar')).toBeVisible();

  // In-app navigation too: the header's links go through the same guard.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/account-creation');
  });
  await expect(page).toHaveURL('/');
});

test('the session lapses half-way through the contact form: sign in again and it is sent', async ({
  page,
}) => {
  const lapses: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'sessionExpired') lapses.push(message.text());
  });
  await signIn(page, 'car.driver');
  // The header's promotion widget asks a second after each route change (portal.md §4): its
  // check on /contact is over before the session ends, so that Send is what finds the lapse.
  const widgetChecked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/promotions/lightbox/status') &&
      new URL(page.url()).pathname === '/contact',
  );
  const form = await fillContactForm(page, 'Renewal date', 'When is my renewal due?');
  const policy = await form.getByLabel('Policy').inputValue();
  await widgetChecked;

  await revokePageSession(page);
  await form.getByRole('button', { name: 'Send' }).click();

  const modal = page.getByRole('dialog', { name: MESSAGES.pleaseLogin });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(MESSAGES.sessionExpired);
  await expect(modal).toContainText(MESSAGES.progressKept);
  await expect(modal.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/user/reset-password',
  );
  await expectNoSeriousViolations(page);
  // The page beneath is still mounted, with everything typed into it.
  await expect(page).toHaveURL('/contact');
  await expect(form.getByLabel('Policy')).toHaveValue(policy);
  await expect(form.getByLabel('Subject')).toHaveValue('Renewal date');
  await expect(form.getByLabel('Your Message')).toHaveValue('When is my renewal due?');

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.status() === 200,
  );
  await submitLogin(page, 'car.driver', DEMO_PASSWORD, modal);

  await expect(modal).toBeHidden();
  await sent;
  // The contact form's own success: home, with the server's message in a toast.
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/^Thank you for your message\./)).toBeVisible();
  expect(lapses).toEqual(['sessionExpired']);
});

test('agreements.pending is sent to the agreements by the 499 after sign-in', async ({ page }) => {
  resetAgreements('agreements.pending');

  await page.goto('/login');
  await submitLogin(page, 'agreements.pending');

  await expect(page).toHaveURL('/agreements');
  await expect(screenTitle(page, 'Agreements')).toBeVisible();
});

test.describe('maintenance mode', () => {
  test.afterEach(() => setMaintenance(false));

  test('sends the user to maintenance with the retry time, and Retry works once it is off', async ({
    page,
  }) => {
    await signIn(page, 'car.driver');
    const form = await fillContactForm(page, 'Renewal date', 'When is my renewal due?');

    setMaintenance(true, 120);
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL('/maintenance?target=%2Fcontact&retry_after=120');
    await expect(screenTitle(page, 'Maintenance')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('in about 2 minutes');
    // portal.md §4: the 503 drops the session.
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await sessionTraces(page)).session).toBeNull();

    setMaintenance(false);
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(screenTitle(page, 'Contact us')).toBeVisible();
  });
});

test('sign-out asks first, then leaves nothing of the session behind', async ({ page }) => {
  await signIn(page, 'car.driver');
  await expect.poll(async () => (await sessionTraces(page)).cachedQueries).toBeGreaterThan(0);
  expect((await sessionTraces(page)).session).not.toBeNull();

  await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Out' });
  await expect(dialog).toContainText(MESSAGES.logOutConfirm);
  await dialog.getByRole('button', { name: 'Log Out' }).click();

  await expect(page).toHaveURL('/login');
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await sessionTraces(page)).toEqual({
    session: null,
    afterAgreements: null,
    cachedQueries: 0,
  });
  // Back does not bring the signed-in page back.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?target=/);
});

test('a failed sign-out shows an error dialog and can be tried again', async ({ page }) => {
  await signIn(page, 'new.customer');
  await page.route('**/api/user/token', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: MESSAGES.serverError } })
      : route.continue(),
  );

  await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
  await page
    .getByRole('dialog', { name: 'Log Out' })
    .getByRole('button', { name: 'Log Out' })
    .click();

  const failed = page.getByRole('dialog', { name: MESSAGES.logOutFailed });
  await expect(failed.getByRole('alert')).toHaveText(MESSAGES.serverError);
  await page.unroute('**/api/user/token');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/login');
});
