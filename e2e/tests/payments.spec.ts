import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/contract';
import type { FrameLocator, Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, main } from '../support/forms.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { E2E_PORTAL, pageToken, paymentsRecorded, resetDemo, signIn } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';

// car.driver's to-dos as seeded: the suites before this one settle some of them.
test.beforeAll(() => resetDemo());

// Payments (portal.md §1, §2 payments-*, credit, payment-successful, guest payments; issue 20)
// against the reference API and its payment gateway: the card goes into the gateway's hosted
// form in its frame, the API charges the token the form gives back, and what was charged is read
// back with `ops payments <reference>`, as the provider's finance team would.

const CAR = { id: 101, reference: 'NWM-CAR-204815' };
const VAN = { reference: 'NWM-VAN-410027', postcode: 'm15 4jy' };

const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenged: '4000 0000 0000 3220',
} as const;

function cardForm(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Card payment"]');
}

async function enterCard(page: Page, number: string) {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12/30');
  await form.getByLabel('Security code').fill('123');
}

async function payPart(page: Page, amount: string) {
  await page.goto(`/policies/${CAR.id}/payments/pay`);
  await expect(screenTitle(page, 'Make a payment')).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Amount to pay' }).fill(amount);
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
}

test.describe.configure({ timeout: 180_000 });

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS[1] });

  test('car.driver pays part of what is due; a double click on Pay charges the card once', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}/payments/pay`);
    const before = paymentsRecorded(CAR.reference);
    // The amount due is offered; a penny more is refused before the card is asked for.
    const amount = main(page).getByRole('textbox', { name: 'Amount to pay' });
    await expect(amount).not.toHaveValue('');
    const due = Number(await amount.inputValue());
    await expect(main(page)).toContainText(`£${due.toFixed(2)}`);
    await amount.fill((due + 0.01).toFixed(2));
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(main(page)).toContainText(MESSAGES.amountOverDue);
    await expect(page.locator('iframe[title="Card payment"]')).toHaveCount(0);

    await main(page).getByRole('textbox', { name: 'Amount to pay' }).fill('20.00');
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    // A mistyped card number is refused inside the gateway's form, and nothing leaves it.
    await enterCard(page, '4242 4242 4242 4241');
    await cardForm(page).getByRole('button', { name: 'Pay £20.00' }).click();
    await expect(cardForm(page).getByText('Please check your card number.').first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the card form with an error');

    await enterCard(page, CARDS.approved);
    await cardForm(page).getByRole('button', { name: 'Pay £20.00' }).dblclick();
    await expect(screenTitle(page, 'Payment successful')).toBeVisible();
    await expect(main(page)).toContainText('Thank you. Your payment of £20.00 has been taken.');
    await expect(main(page)).toContainText(/PAY-[0-9A-F]{10}/);
    await expectAccessibleAtBothWidths(page, 'the payment successful page');

    const charged = paymentsRecorded(CAR.reference).slice(before.length);
    expect(charged).toEqual([
      expect.objectContaining({ kind: 'pay', amount_pence: 2000, status: 'complete' }),
    ]);
    // What is left to pay is what the screen now offers.
    await page.goto(`/policies/${CAR.id}/payments/pay`);
    await expect(main(page).getByRole('textbox', { name: 'Amount to pay' })).toHaveValue(
      (due - 20).toFixed(2),
    );
    expect(pageErrors).toEqual([]);
  });

  test('a declined card takes nothing and offers to try again; a challenged card pays once confirmed', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}/payments/pay`);
    await payPart(page, '5.00');
    await enterCard(page, CARDS.declined);
    await cardForm(page).getByRole('button', { name: 'Pay £5.00' }).click();
    await expect(screenTitle(page, 'Payment failed')).toBeVisible();
    await expect(main(page)).toContainText(
      'Your card was declined and no money has been taken. Please try another card.',
    );
    await expectAccessibleAtBothWidths(page, 'the payment failed page');
    await main(page).getByRole('link', { name: 'Try again' }).click();
    await expect(screenTitle(page, 'Make a payment')).toBeVisible();

    await main(page).getByRole('textbox', { name: 'Amount to pay' }).fill('5.00');
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await enterCard(page, CARDS.challenged);
    await cardForm(page).getByRole('button', { name: 'Pay £5.00' }).click();
    const challenge = cardForm(page);
    await expect(challenge.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the 3-D Secure challenge');
    await challenge.getByLabel('Security code from your bank').fill('000000');
    await challenge.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      challenge.getByText('That code is not right. You have 2 tries left.').first(),
    ).toBeVisible();
    await challenge.getByLabel('Security code from your bank').fill('123456');
    await challenge.getByRole('button', { name: 'Confirm' }).click();
    await expect(screenTitle(page, 'Payment successful')).toBeVisible();

    const last = paymentsRecorded(CAR.reference).slice(-2);
    expect(last).toEqual([
      expect.objectContaining({ kind: 'pay', amount_pence: 500, status: 'failed' }),
      expect.objectContaining({ kind: 'pay', amount_pence: 500, status: 'complete' }),
    ]);
  });

  test('renewing hides Renew policy at once, and after a reload', async ({ page }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}`);
    const policyMenu = page.getByRole('navigation', { name: 'Your policy' });
    await policyMenu.getByRole('link', { name: 'Renew policy' }).click();
    await expect(screenTitle(page, 'Renew policy')).toBeVisible();
    await expect(main(page)).toContainText('£612.35');
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the renewal');
    // Back on the desktop, where the policy's menu is beside the screen.
    await page.setViewportSize(VIEWPORTS[1]);
    await enterCard(page, CARDS.approved);
    await cardForm(page).getByRole('button', { name: 'Pay £612.35' }).click();
    await expect(screenTitle(page, 'Renewal complete')).toBeVisible();
    await expect(main(page)).toContainText('Your policy is renewed from');

    await main(page).getByRole('link', { name: 'Back to your policy' }).click();
    await expect(screenTitle(page, 'Policy summary')).toBeVisible();
    await expect(policyMenu.getByRole('link', { name: 'Make a payment' })).toBeVisible();
    await expect(policyMenu.getByRole('link', { name: 'Renew policy' })).toHaveCount(0);
    await page.reload();
    await expect(policyMenu.getByRole('link', { name: 'Make a payment' })).toBeVisible();
    await expect(policyMenu.getByRole('link', { name: 'Renew policy' })).toHaveCount(0);
    expect(paymentsRecorded(CAR.reference).at(-1)).toEqual(
      expect.objectContaining({ kind: 'renew', amount_pence: 61235, status: 'complete' }),
    );
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('a Direct Debit with a sort code that does not match its account is refused on both sides', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}/payments/direct-debit`);
    await expect(screenTitle(page, 'Direct debit')).toBeVisible();
    const form = main(page).getByRole('form', { name: 'Set up a Direct Debit' });
    await form.getByRole('textbox', { name: 'Account holder name' }).fill('Sarah Mitchell');
    await form.getByRole('textbox', { name: 'Sort code' }).fill('20-00-01');
    await form.getByRole('textbox', { name: 'Account number' }).fill('88837493');
    await form.getByRole('textbox', { name: 'Payment day' }).fill('15');
    await form.getByRole('checkbox', { name: /I hold this account/ }).check();
    const before = paymentsRecorded(CAR.reference);
    await form.getByRole('button', { name: 'Set up Direct Debit' }).click();
    await expect(form).toContainText(MESSAGES.bankDetailsInvalid);
    await expectAccessibleAtBothWidths(page, 'the Direct Debit form with an error');

    // The API refuses the same details sent around the form, and keeps nothing of them.
    const refused = await page.request.post(`/api/policies/${CAR.id}/payments/direct-debit`, {
      headers: {
        Authorization: `Bearer ${await pageToken(page)}`,
        'X-Portal': E2E_PORTAL,
        'Idempotency-Key': randomUUID(),
      },
      data: {
        account_holder: 'Sarah Mitchell',
        sort_code: '20-00-01',
        account_number: '88837493',
        payment_day: 15,
        confirm: true,
      },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors).toEqual({
      account_number: [MESSAGES.bankDetailsInvalid],
    });
    expect(paymentsRecorded(CAR.reference)).toEqual(before);

    // Every value is still there: one digit put right sets it up.
    await expect(form.getByRole('textbox', { name: 'Account holder name' })).toHaveValue(
      'Sarah Mitchell',
    );
    await form.getByRole('textbox', { name: 'Sort code' }).fill('20-00-00');
    await form.getByRole('button', { name: 'Set up Direct Debit' }).click();
    await expect(screenTitle(page, 'Direct Debit set up')).toBeVisible();
    await expect(main(page)).toContainText('from the account ending 7493');
    await page.goto(`/policies/${CAR.id}/payments/direct-debit`);
    await expect(main(page)).toContainText('Account ending 7493');
  });

  test('car.driver accepts a refund and signs the credit agreement with their name', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}/payments/refunds`);
    await expect(screenTitle(page, 'Refunds')).toBeVisible();
    await expect(main(page).getByRole('radio')).toHaveCount(2);
    await expectAccessibleAtBothWidths(page, 'the refunds');
    await main(page)
      .getByRole('radio', { name: /Overpayment of your last instalment/ })
      .check();
    await main(page).getByRole('button', { name: 'Accept refund' }).click();
    await expect(screenTitle(page, 'Refund accepted')).toBeVisible();
    await expect(main(page)).toContainText('Your refund of £12.00');
    await page.goto(`/policies/${CAR.id}/payments/refunds`);
    await expect(main(page).getByRole('radio')).toHaveCount(1);

    await page.goto(`/policies/${CAR.id}/credit`);
    await expect(screenTitle(page, 'Your credit agreement')).toBeVisible();
    const sign = main(page).getByRole('form', { name: 'Sign your credit agreement' });
    await sign.getByRole('textbox', { name: 'Full name' }).fill('Sara Mitchel');
    await sign.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await sign.getByRole('button', { name: 'Sign agreement' }).click();
    await expect(sign).toContainText(MESSAGES.signatureMismatch);
    await expectAccessibleAtBothWidths(page, 'the credit agreement with an error');
    // Decline asks first; Go back keeps the agreement to sign.
    await sign.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline the credit agreement?' });
    await expect(decline).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the decline question');
    await decline.getByRole('button', { name: 'Go back' }).click();
    await expect(decline).toBeHidden();
    await sign.getByRole('textbox', { name: 'Full name' }).fill('sarah  mitchell');
    await sign.getByRole('button', { name: 'Sign agreement' }).click();
    await expect(screenTitle(page, 'Credit agreement confirmed')).toBeVisible();
    await expect(main(page)).toContainText('Your credit agreement is signed');
  });

  test('a visitor pays the van policy by its reference and postcode', async ({ page }) => {
    await page.goto('/payments/guest');
    await expect(screenTitle(page, 'Make a payment')).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Policy reference' }).fill(VAN.reference);
    await main(page).getByRole('textbox', { name: 'Postcode' }).fill('M1 1AE');
    await main(page).getByRole('textbox', { name: 'Amount to pay' }).fill('45.20');
    await expectAccessibleAtBothWidths(page, 'the guest payment');
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    // The wrong postcode is refused before any card field appears, every value kept.
    await expect(main(page)).toContainText(MESSAGES.guestPolicyNotFound);
    await expect(page.locator('iframe[title="Card payment"]')).toHaveCount(0);
    await expect(main(page).getByRole('textbox', { name: 'Policy reference' })).toHaveValue(
      VAN.reference,
    );
    expect(paymentsRecorded(VAN.reference)).toEqual([]);

    await main(page).getByRole('textbox', { name: 'Postcode' }).fill(VAN.postcode);
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await enterCard(page, CARDS.approved);
    await cardForm(page).getByRole('button', { name: 'Pay £45.20' }).click();
    await expect(screenTitle(page, 'Payment successful')).toBeVisible();
    await expect(main(page)).toContainText(`for policy ${VAN.reference} has been taken`);
    expect(paymentsRecorded(VAN.reference)).toEqual([
      expect.objectContaining({ kind: 'guest', amount_pence: 4520, status: 'complete' }),
    ]);
  });
});
