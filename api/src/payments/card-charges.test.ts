import { expect, test } from 'vitest';
import { TEST_CARDS } from '../gateway/cards';
import { POLICY_IDS } from '../seed/policies/references';
import { cardToken, challengedToken } from '../test/card-tokens';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';

// Charging the reference gateway's tokens (payments-common protocol): the test cards decide the
// outcome, a token is charged once and within 15 minutes, and a repeated submission answers its
// first result. The Ridgeline bike policy of car.driver owes £32.10 and takes payments (at
// Ridgeline, its own brand).
const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const { car, otherBrand } = POLICY_IDS;

const DECLINED = 'Your card was declined and no money has been taken. Please try another card.';
const NOT_CONFIRMED =
  'Your bank could not confirm this payment, so no money has been taken. Please try again or use another card.';
const EXPIRED = 'Your card details have expired. No money has been taken. Please enter them again.';

function pay(card_token: string, headers: Record<string, string> = newSubmission()) {
  return api.app.inject({
    method: 'POST',
    url: `/api/policies/${otherBrand}/payments/pay`,
    payload: { amount: 1, card_token },
    headers: { ...headers, authorization: `Bearer ${carDriver}` },
  });
}

function rows(policyId: number = otherBrand) {
  return api.context.db.all<{ status: string; amount_pence: number | null }>(
    'SELECT status, amount_pence FROM payments WHERE policy_id = ? ORDER BY id',
    [policyId],
  );
}

function failedWith(message: string) {
  return { status: 'failed', reference: null, message };
}

test('an approved card is charged once: a PAY- reference, one row', async () => {
  const before = (await rows()).length;
  const response = await pay(await cardToken(api));

  expect(response.json().data).toEqual({
    status: 'complete',
    reference: expect.stringMatching(/^PAY-[0-9A-F]{10}$/),
    message: 'Thank you. Your payment of £1.00 has been taken.',
  });
  expect((await rows()).slice(before)).toEqual([{ status: 'complete', amount_pence: 100 }]);
});

test('the declined test card fails with its message, recorded as failed', async () => {
  const before = (await rows()).length;
  const response = await pay(await cardToken(api, TEST_CARDS.declined));

  expect(response.json().data).toEqual(failedWith(DECLINED));
  expect((await rows()).slice(before)).toEqual([{ status: 'failed', amount_pence: 100 }]);
});

test('a 3-D Secure check failed or cancelled fails with the bank message; passed, it is charged', async () => {
  const before = (await rows()).length;

  const wrong = await pay(await challengedToken(api, 'wrong'));
  const cancelled = await pay(await challengedToken(api, 'cancel'));
  const right = await pay(await challengedToken(api, 'right'));

  expect(wrong.json().data).toEqual(failedWith(NOT_CONFIRMED));
  expect(cancelled.json().data).toEqual(failedWith(NOT_CONFIRMED));
  expect(right.json().data).toMatchObject({ status: 'complete' });
  expect((await rows()).slice(before).map((row) => (row as { status: string }).status)).toEqual([
    'failed',
    'failed',
    'complete',
  ]);
});

test('a token is charged once: sent again it charges nothing and records nothing', async () => {
  const token = await cardToken(api);
  const before = (await rows()).length;

  const first = await pay(token);
  const again = await pay(token);
  const declined = await cardToken(api, TEST_CARDS.declined);
  await pay(declined);
  const declinedAgain = await pay(declined);

  expect(first.json().data).toMatchObject({ status: 'complete' });
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toEqual(failedWith(EXPIRED));
  expect(declinedAgain.json().data).toEqual(failedWith(EXPIRED));
  expect((await rows()).slice(before)).toEqual([
    { status: 'complete', amount_pence: 100 },
    { status: 'failed', amount_pence: 100 },
  ]);
});

test('a token lasts 15 minutes; an unknown one is expired card details', async () => {
  const lastMoment = await cardToken(api);
  const late = await cardToken(api);
  const before = (await rows()).length;

  api.clock.advance(15 * 60_000 - 1);
  expect((await pay(lastMoment)).json().data).toMatchObject({ status: 'complete' });
  api.clock.advance(1);
  expect((await pay(late)).json().data).toEqual(failedWith(EXPIRED));
  expect((await pay(`tok_${'0'.repeat(24)}`)).json().data).toEqual(failedWith(EXPIRED));
  expect((await rows()).slice(before)).toHaveLength(1);
});

test('a token is spent only when the payment is recorded: a refused amount keeps it', async () => {
  const token = await cardToken(api);
  const over = await api.app.inject({
    method: 'POST',
    url: `/api/policies/${otherBrand}/payments/pay`,
    payload: { amount: 10_000, card_token: token },
    headers: { ...newSubmission(), authorization: `Bearer ${carDriver}` },
  });

  expect(over.statusCode).toBe(422);
  expect((await pay(token)).json().data).toMatchObject({ status: 'complete' });
});

test('one token sent in two payments at once is charged once', async () => {
  const token = await cardToken(api);
  const before = (await rows()).length;

  const answers = await Promise.all([pay(token), pay(token)]);

  const results = answers.map((response) => response.json().data);
  expect(results).toContainEqual(failedWith(EXPIRED));
  expect(results).toContainEqual(expect.objectContaining({ status: 'complete' }));
  expect((await rows()).slice(before)).toEqual([{ status: 'complete', amount_pence: 100 }]);
});

test('the same submission sent twice answers its first result, with one row', async () => {
  const submission = newSubmission();
  const token = await cardToken(api);
  const before = (await rows()).length;

  const first = await pay(token, submission);
  const repeat = await pay(token, submission);

  expect(repeat.statusCode).toBe(200);
  expect(repeat.headers['idempotent-replayed']).toBe('true');
  expect(repeat.json()).toEqual(first.json());
  expect(first.json().data).toMatchObject({ status: 'complete' });
  expect((await rows()).slice(before)).toHaveLength(1);
});

test('renewal charges a token too: declined leaves the renewal on offer', async () => {
  const renew = async (card_token: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/policies/${car}/payments/renew`,
      payload: { amount: 612.35, card_token },
      headers: { ...newSubmission(), authorization: `Bearer ${carDriver}` },
    });

  const declined = await renew(await cardToken(api, TEST_CARDS.declined));
  const renewed = await renew(await cardToken(api));

  expect(declined.json().data).toEqual(failedWith(DECLINED));
  expect(renewed.json().data).toMatchObject({
    status: 'complete',
    reference: expect.stringMatching(/^REN-/),
  });
  expect(await rows(car)).toEqual([
    { status: 'failed', amount_pence: 61235 },
    { status: 'complete', amount_pence: 61235 },
  ]);
});
