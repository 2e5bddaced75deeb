import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract';
import { resetAgreements, resetInvitation, submitLogin } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The agreements (portal.md §2 Agreements viewer, Accepted and Declined pages; §4 Agreements
// required and Agreements; §6; §8): agreements.pending sent here by the 499, the decline path,
// the invited visitor without a session, the seeded script payloads, and the keyboard alone.

const INVITE = {
  activation_code: 'NW482913',
  invite_id: '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93',
};
const TERMS = 'Policy Terms and Conditions';
const NOTICE = 'Changes to how we contact you';

function agreementTitle(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title });
}

/**
 * Signs agreements.pending in, on their way to the dashboard, with their agreements outstanding:
 * the 499 sends them here.
 */
async function signInWithAgreementsOutstanding(page: Page) {
  resetAgreements('agreements.pending');
  await page.goto(`/login?target=${encodeURIComponent('/')}`);
  await submitLogin(page, 'agreements.pending');
  await expect(page).toHaveURL('/agreements');
  await expect(screenTitle(page, 'Agreements')).toBeVisible();
  await expect(agreementTitle(page, TERMS)).toBeVisible();
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

test('agreements.pending accepts the terms, reads through the notice and reaches the portal, and the payloads never run', async ({
  page,
  pageErrors,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInWithAgreementsOutstanding(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('Agreement 1 of 2');
  await expect(main).toContainText('Page 1 of 2');
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await main.getByRole('button', { name: 'Next page' }).click();

  await expect(main).toContainText('Page 2 of 2');
  await expect(
    main.getByRole('heading', { level: 3, name: 'Cancelling your policy' }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Decline terms' })).toBeEnabled();
  const accept = main.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await expectNoSeriousViolations(page);
  const ran = await page.evaluate(() => ({
    script: Reflect.get(window, '__agreementScriptRan'),
    onerror: Reflect.get(window, '__agreementOnerrorRan'),
    scripts: document.querySelectorAll('main script').length,
  }));
  expect(ran).toEqual({ script: undefined, onerror: undefined, scripts: 0 });
  // The sanitiser is the first wall: no handler reaches the page, nor the CSP's report of one.
  await expect(main.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  expect(pageErrors.filter((error) => /Content.Security.Policy/i.test(error))).toEqual([]);

  await main.getByRole('checkbox', { name: `I have read and agree to the ${TERMS}` }).check();
  await accept.click();

  // Said once, in the toast (portal.md §8), not again in the page.
  await expect(page.getByText(`Accepted the ${TERMS}`)).toHaveCount(1);
  await expect(page.getByText(`Accepted the ${TERMS}`)).toBeVisible();
  await expect(main.getByText(`Accepted the ${TERMS}`)).toHaveCount(0);
  await expect(agreementTitle(page, NOTICE)).toBeFocused();
  await expect(main).toContainText('Agreement 2 of 2');
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await main.getByRole('button', { name: 'Finish' }).click();

  // The 499 is lifted: the user is where they were going, the dashboard.
  await expect(screenTitle(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(screenTitle(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, '__agreementOnerrorRan'))).toBeUndefined();
});

test('declining the terms ends on the declined page with the message', async ({ page }) => {
  await signInWithAgreementsOutstanding(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Next page' }).click();

  await main.getByRole('button', { name: 'Decline terms' }).click();

  await expect(page.getByText(`Declined the ${TERMS}`)).toHaveCount(1);
  await expect(page.getByText(`Declined the ${TERMS}`)).toBeVisible();
  await expect(main.getByText(`Declined the ${TERMS}`)).toHaveCount(0);
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/agreements\/declined\?message=/);
  await expect(screenTitle(page, 'Agreements declined')).toBeVisible();
  await expect(main).toContainText(
    `You have declined the ${TERMS}. Please phone us on 0306 999 0123 so that we can talk about your policy.`,
  );
  await expect(main.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an invited visitor accepts with the activation code and invite id, without signing in', async ({
  page,
}) => {
  resetInvitation();
  await page.goto(`/agreements?${new URLSearchParams(INVITE).toString()}`);
  const main = page.getByRole('main');
  await expect(screenTitle(page, 'Agreements')).toBeVisible();
  await expect(agreementTitle(page, 'Online Account Terms of Use')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await main.getByRole('button', { name: 'Next page' }).click();
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Accept' }).click();

  await expect(page).toHaveURL('/agreements/complete');
  await expect(screenTitle(page, 'Agreements accepted')).toBeVisible();
  await expect(main).toContainText(MESSAGES.agreementsAccepted);
  await expect(main.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('without the invitation, /agreements asks a visitor to log in', async ({ page }) => {
  await page.goto(`/agreements?activation_code=${INVITE.activation_code}`);

  await expect(page).toHaveURL(/\/login\?target=/);
  await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
});

test('the whole flow completes with the keyboard alone', async ({ page }) => {
  await signInWithAgreementsOutstanding(page);
  const main = page.getByRole('main');

  await tabTo(page, main.getByRole('button', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(main).toContainText('Page 2 of 2');

  const tick = main.getByRole('checkbox');
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');

  await expect(agreementTitle(page, NOTICE)).toBeFocused();
  await tabTo(page, main.getByRole('button', { name: 'Finish' }));
  await page.keyboard.press('Enter');

  await expect(screenTitle(page, 'Dashboard')).toBeVisible();
});
