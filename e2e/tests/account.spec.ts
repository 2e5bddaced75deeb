import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract';
import * as v from 'valibot';
import {
  DEMO_PASSWORD,
  E2E_PORTAL,
  setFeature,
  signIn,
  submitLogin,
  SUPPORT_PASSWORD,
} from '../support/session.ts';
import { expect, followLink, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// mf-account against the reference API (portal.md §2 Settings and Username reminder, §4 Change
// password and Settings toggles, §5, §7, §8): every guest flow's happy path with the codes read
// from the API's outbox, each form's messages as the spec words them, the breach warning, and
// settings that persist after a reload. axe on every screen.

const OutboxSchema = v.object({
  data: v.array(v.object({ to: v.string(), body: v.string(), code: v.nullable(v.string()) })),
});

/**
 * The newest message the API 'sent' to `to` (GET /api/dev/outbox), read as the support team
 * reads it: signed in to the console, whose cookie the development calls need.
 */
async function lastMessageTo(request: APIRequestContext, to: string) {
  const signIn = await request.post('/support/sign-in', {
    form: { password: SUPPORT_PASSWORD },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'X-Portal': E2E_PORTAL },
  });
  expect(response.ok()).toBe(true);
  const [newest] = v.parse(OutboxSchema, await response.json()).data;
  if (!newest) throw new Error(`Nothing was sent to ${to}`);
  return newest;
}

/** A description that starts with the message (a field's help text may follow it). */
function startingWith(message: string): RegExp {
  return new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

function field(page: Page | Locator, name: RegExp | string) {
  return page.getByRole('textbox', { name });
}

test('username reminder: the help, the disabled button, a hint by e-mail and the field cleared', async ({
  page,
  navigate,
}) => {
  await navigate('/username-reminder', 'Forgot username');
  const policy = field(page, /Policy reference number/);
  const send = page.getByRole('button', { name: 'Send reminder' });
  await expect(policy).toHaveAccessibleDescription(MESSAGES.usernameReminderHelp);
  await expect(send).toBeDisabled();
  await expectNoSeriousViolations(page);

  await policy.fill('nwm-van-410027');
  await send.click();

  await expect(page.getByRole('status')).toHaveText(MESSAGES.usernameReminderSent);
  await expect(policy).toHaveValue('');
  await expect(send).toBeDisabled();
  const email = await lastMessageTo(page.request, 'daniel.okafor@example.co.uk');
  expect(email.body).toContain('you asked for a reminder of your username');
  await expectNoSeriousViolations(page);
});

test('account creation to activation: sign up, the code by text, activate and land signed in', async ({
  page,
  navigate,
}) => {
  await navigate('/account-creation', 'Create an account');
  await expectNoSeriousViolations(page);
  const form = page.getByRole('form', { name: 'Create an account' });

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(field(form, /Mobile number/)).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
  await expect(field(form, /Policy reference number/)).toHaveAccessibleDescription(
    MESSAGES.policyReferenceRequired,
  );
  await expectNoSeriousViolations(page);

  // The API answers every valid sign-up alike (it does not say whether a policy or an account
  // exists); only the holder's own mobile gets the code.
  await field(form, /Mobile number/).fill('07700 900567');
  await field(form, /Policy reference number/).fill('NWM-CAR-221904');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(screenTitle(page, 'Account created')).toBeVisible();
  await expect(page).toHaveURL('/account-creation-success');
  await expect(page.getByText(MESSAGES.signUpSent)).toBeVisible();
  await expectNoSeriousViolations(page);

  const sms = await lastMessageTo(page.request, '07700 900567');
  const link = /\/user\/activate\?invite_id=[\w%-]+/.exec(sms.body)?.[0];
  expect(link).toBeDefined();
  expect(sms.code).toMatch(/^\w{6,10}$/);

  await page.goto(link ?? '');
  const activation = page.getByRole('form', { name: 'Activate your account' });
  await expect(activation).toContainText('Hello James.');
  await expect(field(activation, /Username/)).toHaveValue('james.patel@example.co.uk');
  await expectNoSeriousViolations(page);

  // The rules' messages, then the API's.
  await field(activation, /Activation code/).fill('NW482');
  await field(activation, /Phone number/).fill('07700-900567');
  await field(activation, /Username/).fill('james patel');
  await activation.getByLabel(/^Password/).fill('password');
  // Sent from the keyboard: leaving the field shows its message and moves the button down.
  await activation.getByLabel(/^Password/).press('Enter');
  await expect(field(activation, /Activation code/)).toHaveAccessibleDescription(
    MESSAGES.activationCodeInvalid,
  );
  await expect(field(activation, /Phone number/)).toHaveAccessibleDescription(
    MESSAGES.phoneInvalid,
  );
  await expect(field(activation, /Username/)).toHaveAccessibleDescription(
    startingWith(MESSAGES.usernameInvalid),
  );
  await expect(activation.getByLabel(/^Password/)).toHaveAccessibleDescription(
    MESSAGES.passwordRule,
  );
  await expect(activation.getByRole('alert')).toHaveText(
    'Sorry there are 4 problems below, please check them and try again.',
  );
  await expectNoSeriousViolations(page);

  await field(activation, /Activation code/).fill('ZZ999999');
  await field(activation, /Phone number/).fill('07700 900567');
  await field(activation, /Username/).fill('james.patel');
  await activation.getByLabel(/^Password/).fill('Bright-Meadow-2026');
  await activation.getByRole('button', { name: 'Activate account' }).click();
  await expect(field(activation, /Activation code/)).toHaveAccessibleDescription(
    MESSAGES.activationCodeIncorrect,
  );

  await field(activation, /Activation code/).fill(sms.code ?? '');
  await activation.getByRole('button', { name: 'Activate account' }).click();
  // Signed in; the invited user has an agreement outstanding, so the first call's 499 takes
  // them to it (portal.md §4 "Agreements required").
  await expect(page).toHaveURL('/agreements');
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Log Out');

  // The new account signs in with its new password.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'james.patel', 'Bright-Meadow-2026');
  await expect(page).not.toHaveURL(/\/login/);
});

test('reset password: a code by text to the number on the account, then a new password', async ({
  page,
  navigate,
}) => {
  await navigate('/user/reset-password', 'Reset password');
  await expectNoSeriousViolations(page);
  const request = page.getByRole('form', { name: 'Request a code' });

  await field(request, /Username/).fill('van.fleet');
  await field(request, /Landline number/).fill('0161 496 0456');
  await field(request, /Mobile number/).fill('07700 900456');
  await request.getByRole('button', { name: 'Send code' }).click();
  await expect(field(request, /Mobile number/)).toHaveAccessibleDescription(
    MESSAGES.phoneEitherNotBoth,
  );
  await expectNoSeriousViolations(page);

  await field(request, /Landline number/).fill('');
  await request.getByRole('button', { name: 'Send code' }).click();
  const reset = page.getByRole('form', { name: 'Reset your password' });
  await expect(page.getByRole('status')).toHaveText(MESSAGES.authCodeSent);
  await expect(field(reset, /Username/)).toHaveValue('van.fleet');
  await expect(field(reset, /Phone number the code was sent to/)).toHaveValue('07700 900456');
  await expectNoSeriousViolations(page);

  const sms = await lastMessageTo(page.request, '07700 900456');
  expect(sms.body).toContain('Your password reset code is');

  await field(reset, /Authentication code/).fill('00000');
  await reset.getByLabel(/^New password/).fill('short');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(field(reset, /Authentication code/)).toHaveAccessibleDescription(
    MESSAGES.authCodeInvalid,
  );
  await expect(reset.getByLabel(/^New password/)).toHaveAccessibleDescription(
    MESSAGES.passwordRule,
  );

  await field(reset, /Authentication code/).fill('000000');
  await reset.getByLabel(/^New password/).fill('Steady-Harbour-2026');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(field(reset, /Authentication code/)).toHaveAccessibleDescription(
    MESSAGES.authCodeIncorrect,
  );

  await field(reset, /Authentication code/).fill(sms.code ?? '');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.passwordResetDone);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(screenTitle(page, 'Log in to your account')).toBeVisible();

  await submitLogin(page, 'van.fleet', 'Steady-Harbour-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await restoreDemoPassword(page.request, 'van.fleet', 'Steady-Harbour-2026');
});

test('settings: account details saved with the message and there after a reload', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/settings');
  await expect(screenTitle(page, 'Your account')).toBeVisible();
  const details = page.getByRole('form', { name: 'Account Details' });
  await expect(field(details, /First name/)).toHaveValue('Sarah');
  await expectNoSeriousViolations(page);

  await field(details, /Landline number/).fill('');
  await field(details, /Mobile number/).fill('');
  await field(details, /Username/).fill('car driver');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(field(details, /Landline number/)).toHaveAccessibleDescription(
    MESSAGES.landlineInvalid,
  );
  await expect(field(details, /Mobile number/)).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
  await expect(field(details, /Username/)).toHaveAccessibleDescription(
    startingWith(MESSAGES.usernameInvalid),
  );
  await expectNoSeriousViolations(page);

  // Half-filled, leaving asks first.
  await followLink(page, 'Main', 'Home');
  const dialog = page.getByRole('dialog', { name: MESSAGES.unsavedChanges });
  await dialog.getByRole('button', { name: MESSAGES.stayHere }).click();
  await expect(page).toHaveURL('/settings');
  await expect(field(details, /Username/)).toHaveValue('car driver');

  // A new number asks for the current password; a wrong one is refused under its field.
  await field(details, /Username/).fill('car.driver');
  await field(details, /Mobile number/).fill('07700 900124');
  const currentPassword = details.getByLabel(/^Current password/);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(
    startingWith(MESSAGES.currentPasswordRequired),
  );
  await currentPassword.fill('Not-My-Password-1!');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(
    startingWith(MESSAGES.currentPasswordIncorrect),
  );
  await expect(field(details, /Mobile number/)).toHaveValue('07700 900124');
  await expectNoSeriousViolations(page);

  await currentPassword.fill(DEMO_PASSWORD);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText(MESSAGES.detailsUpdated);
  // The old number is told of the change.
  expect((await lastMessageTo(page.request, '07700 900123')).body).toContain(
    'was changed from this number',
  );

  await page.reload();
  await expect(field(details, /Mobile number/)).toHaveValue('07700 900124');
  await expect(field(details, /Landline number/)).toHaveValue('');
});

test('settings: Change Password warns of a breached password, then changes it', async ({
  page,
}) => {
  await signIn(page, 'new.customer', '/settings');
  const form = page.getByRole('form', { name: 'Change Password' });
  const button = form.getByRole('button', { name: 'Change Password' });
  await expect(button).toBeDisabled();

  await form.getByLabel(/^Old password/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^New password/).fill('Password123');
  await expect(button).toBeDisabled();
  await form.getByLabel(/^New password/).fill('Password123!');
  await button.click();

  await expect(form.getByRole('alert')).toContainText(MESSAGES.breachedPassword);
  await expect(form.getByRole('link', { name: /Have I Been Pwned/ })).toHaveAttribute(
    'href',
    'https://haveibeenpwned.com/Passwords',
  );
  await expectNoSeriousViolations(page);

  // Editing clears the warning; the same password warns again.
  await form.getByLabel(/^New password/).fill('Password123!!');
  await expect(form.getByText(MESSAGES.breachedPassword)).toBeHidden();
  await form.getByLabel(/^New password/).fill('Password123!');
  await button.click();
  const proceed = form.getByRole('button', { name: MESSAGES.continueWithInsecurePassword });
  await proceed.click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.passwordChanged);
  await expect(form.getByLabel(/^New password/)).toHaveValue('');

  // The old password no longer works; the new one does.
  await form.getByLabel(/^Old password/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^New password/).fill('Quiet-Harbour-2026');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByLabel(/^Old password/)).toHaveAccessibleDescription(
    MESSAGES.currentPasswordIncorrect,
  );
  await form.getByLabel(/^Old password/).fill('Password123!');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.passwordChanged);
  await restoreDemoPassword(page.request, 'new.customer', 'Quiet-Harbour-2026');
});

const TokenAnswerSchema = v.object({ data: v.object({ token: v.string() }) });

/** Puts a demo user's password back through the API, for the suites that sign in after this. */
async function restoreDemoPassword(request: APIRequestContext, username: string, current: string) {
  const signedIn = await request.post('/api/user/token', {
    headers: { 'X-Portal': E2E_PORTAL },
    data: { username, password: current },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = v.parse(TokenAnswerSchema, await signedIn.json()).data;
  const changed = await request.post('/api/user/password', {
    headers: { Authorization: `Bearer ${token}`, 'X-Portal': E2E_PORTAL },
    data: { old_password: current, new_password: DEMO_PASSWORD },
  });
  expect(changed.status()).toBe(200);
}

test('settings: Login Promotions and Paperless Preference persist after a reload', async ({
  page,
}) => {
  // Waits for the features file to be read again (every 30 seconds).
  test.setTimeout(120_000);
  setFeature('northway', 'correspondence', false);
  await signIn(page, 'bike.rider', '/settings');
  const promotions = page.getByRole('region', { name: 'Login Promotions' });
  // §4: the header's promotion widget follows the toggle at once.
  const widget = page.getByRole('banner').getByRole('link', { name: /^Promotions, \d+ new$/ });
  await expect(widget).toBeVisible();
  await promotions.getByRole('button', { name: 'Hide Promotions' }).click();
  await expect(promotions.getByRole('button', { name: 'Show Promotions' })).toBeVisible();
  await expect(widget).toHaveCount(0);

  await page.reload();
  await expect(promotions.getByRole('button', { name: 'Show Promotions' })).toBeVisible();
  await promotions.getByRole('button', { name: 'Show Promotions' }).click();
  await expect(promotions.getByRole('button', { name: 'Hide Promotions' })).toBeVisible();
  await expect(widget).toBeVisible();

  // portal.md §4 Features: the correspondence feature switches on while the page is open.
  const paperless = page.getByRole('region', { name: 'Paperless Preference' });
  await expect(paperless).toHaveCount(0);
  setFeature('northway', 'correspondence', true);
  try {
    // The page reads the features file every 30 seconds.
    await expect(paperless.getByRole('button', { name: 'Post' })).toBeDisabled({ timeout: 40_000 });
    await expectNoSeriousViolations(page);
    await paperless.getByRole('button', { name: 'Online' }).click();
    await expect(paperless.getByRole('status')).toHaveText(MESSAGES.correspondenceOnline);
    await expect(paperless.getByRole('button', { name: 'Online' })).toBeDisabled();

    await page.reload();
    await expect(promotions.getByRole('button', { name: 'Hide Promotions' })).toBeVisible();
    await expect(paperless.getByRole('button', { name: 'Online' })).toBeDisabled();
    await expect(paperless.getByRole('button', { name: 'Post' })).toBeEnabled();
  } finally {
    // As seeded.
    setFeature('northway', 'correspondence', true);
  }
});
