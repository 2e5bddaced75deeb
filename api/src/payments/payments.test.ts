import { expect, test } from 'vitest';
import { MESSAGES, type Payments } from '@portal/contract';
import { TEST_CARDS } from '../gateway/cards';
import { POLICY_IDS } from '../seed/policies/references';
import { cardToken } from '../test/card-tokens';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';

// Seed day 2026-11-22. The car policy offers all four payment screens; the Ridgeline bike policy
// held by car.driver offers 'Make a payment' only; the home policy is read-only.
const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');
const { car, home, otherBrand } = POLICY_IDS;

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token: string | null = carDriver,
) {
  return api.app.inject({
    method,
    url: `/api/policies${url}`,
    payload,
    headers: { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function payments(policyId: number): Promise<Payments> {
  const response = await call('GET', `/${policyId}/payments`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Payments }>().data;
}

/** A new approved card token from the reference gateway. */
async function card() {
  return { card_token: await cardToken(api) };
}
const directDebit = {
  account_holder: 'Sarah Mitchell',
  // A pair that passes the modulus check (contract bank-account.ts).
  sort_code: '20-00-00',
  account_number: '8883 7493',
  payment_day: 28,
  confirm: true,
};

test('the payment screens show what is due, the renewal, refunds and the Direct Debit', async () => {
  expect(await payments(car)).toEqual({
    amount_due: 86.4,
    due_date: '2026-12-04',
    renewal: {
      reference: 'NWM-CAR-204815-R1',
      premium: 612.35,
      start_date: '2027-01-26',
      end_date: '2028-01-25',
    },
    refunds: [
      { id: expect.any(Number), label: 'Refund for removing courtesy car cover', amount: 24.6 },
      { id: expect.any(Number), label: 'Overpayment of your last instalment', amount: 12 },
    ],
    direct_debit: {
      status: 'active',
      account_holder: 'Mrs S J Mitchell',
      account_ending: '4821',
      payment_day: 5,
    },
  });
  expect(await payments(otherBrand)).toMatchObject({
    amount_due: 32.1,
    renewal: null,
    refunds: [],
    direct_debit: { status: 'none', account_holder: null },
  });
});

test('a payment is taken up to the amount due, and what is due falls', async () => {
  const first = await call('POST', `/${car}/payments/pay`, { amount: 20, ...(await card()) });
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toEqual({
    status: 'complete',
    reference: expect.stringMatching(/^PAY-[0-9A-F]{10}$/),
    message: 'Thank you. Your payment of £20.00 has been taken.',
  });
  expect((await payments(car)).amount_due).toBe(66.4);

  const over = await call('POST', `/${car}/payments/pay`, { amount: 66.41, ...(await card()) });
  expect(over.statusCode).toBe(422);
  expect(over.json().errors).toEqual({ amount: [MESSAGES.amountOverDue] });

  expect(
    (await call('POST', `/${car}/payments/pay`, { amount: 66.4, ...(await card()) })).statusCode,
  ).toBe(200);
  expect(await payments(car)).toMatchObject({ amount_due: null, due_date: null });
  const stored = await api.context.db.all(
    `SELECT amount_pence, status FROM payments WHERE policy_id = ? AND kind = 'pay'`,
    [car],
  );
  expect(stored).toEqual([
    { amount_pence: 2000, status: 'complete' },
    { amount_pence: 6640, status: 'complete' },
  ]);
});

test('a declined card is a failed outcome, stored, and nothing is taken', async () => {
  const response = await call('POST', `/${otherBrand}/payments/pay`, {
    amount: 10,
    card_token: await cardToken(api, TEST_CARDS.declined),
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    status: 'failed',
    reference: null,
    message: 'Your card was declined and no money has been taken. Please try another card.',
  });
  expect((await payments(otherBrand)).amount_due).toBe(32.1);
  const stored = await api.context.db.all(
    `SELECT amount_pence, status, reference FROM payments WHERE policy_id = ?`,
    [otherBrand],
  );
  expect(stored).toEqual([{ amount_pence: 1000, status: 'failed', reference: null }]);
});

test('the amount is pounds and pence above nothing; card details travel as a token only', async () => {
  const pay = async (body: object) =>
    call('POST', `/${otherBrand}/payments/pay`, { amount: 1, ...(await card()), ...body });

  for (const amount of [0, -5, 0.001]) {
    expect((await pay({ amount })).json().errors).toEqual({ amount: [MESSAGES.amountInvalid] });
  }
  expect((await pay({ amount: 0.01 })).statusCode).toBe(200);
  expect((await pay({ card_token: '' })).json().errors).toEqual({
    card_token: [MESSAGES.cardDetailsRequired],
  });
  expect((await pay({ card_token: '4111 1111 1111 1111' })).json().errors).toEqual({
    card_token: [MESSAGES.cardNumberNotAccepted],
  });
});

test('each payment needs its flag and a modifiable policy of the caller', async () => {
  const renew = await call('POST', `/${otherBrand}/payments/renew`, {
    amount: 1,
    ...(await card()),
  });
  const readOnly = await call('POST', `/${home}/payments/pay`, { amount: 1, ...(await card()) });
  const someoneElses = await call(
    'POST',
    `/${car}/payments/pay`,
    { amount: 1, ...(await card()) },
    vanFleet,
  );

  expect(renew.statusCode).toBe(403);
  expect(renew.json()).toEqual({ message: MESSAGES.paymentOptionUnavailable });
  expect(readOnly.statusCode).toBe(403);
  expect(readOnly.json()).toEqual({ message: MESSAGES.policyReadOnly });
  expect(someoneElses.statusCode).toBe(404);
  expect((await call('GET', `/${car}/payments`, undefined, vanFleet)).statusCode).toBe(404);
  for (const path of ['direct-debit', 'refunds']) {
    const body = path === 'refunds' ? { refund_id: 1 } : directDebit;
    expect((await call('POST', `/${otherBrand}/payments/${path}`, body)).statusCode).toBe(403);
  }

  // Without payments_available, even a modifiable policy takes no payment.
  const setFlag = async (on: boolean) => {
    const { db } = api.context;
    const row = await db.get<{ document: string }>('SELECT document FROM policies WHERE id = ?', [
      otherBrand,
    ]);
    if (!row) throw new Error('the policy is seeded');
    const document = { ...JSON.parse(row.document), payments_available: on };
    await db.run('UPDATE policies SET document = ? WHERE id = ?', [
      JSON.stringify(document),
      otherBrand,
    ]);
  };
  await setFlag(false);
  const pay = await call('POST', `/${otherBrand}/payments/pay`, { amount: 1, ...(await card()) });
  await setFlag(true);
  expect(pay.statusCode).toBe(403);
  expect(pay.json()).toEqual({ message: MESSAGES.paymentOptionUnavailable });
});

test('renewal takes the quoted premium only, once', async () => {
  const stale = await call('POST', `/${car}/payments/renew`, { amount: 612.34, ...(await card()) });
  expect(stale.statusCode).toBe(422);
  expect(stale.json().errors).toEqual({ amount: [MESSAGES.renewalPriceChanged] });

  const response = await call('POST', `/${car}/payments/renew`, {
    amount: 612.35,
    ...(await card()),
  });
  expect(response.json().data).toEqual({
    status: 'complete',
    reference: expect.stringMatching(/^REN-/),
    message:
      'Thank you. Your policy is renewed from 26th Jan 2027. Your new documents will be in your inbox shortly.',
  });
  expect((await payments(car)).renewal).toBeNull();
  // The policy no longer offers it: 'Renew policy' is not in its sidebar after a reload either.
  const policy = await call('GET', `/${car}`);
  expect(policy.json().data.renewal_available).toBe(false);

  const again = await call('POST', `/${car}/payments/renew`, { amount: 612.35, ...(await card()) });
  expect(again.statusCode).toBe(403);
  expect(again.json()).toEqual({ message: MESSAGES.policyAlreadyRenewed });
});

test('a Direct Debit instruction is set up, pending, keeping the last 4 digits only', async () => {
  const response = await call('POST', `/${car}/payments/direct-debit`, directDebit);

  expect(response.json().data).toEqual({
    status: 'complete',
    reference: 'DDI-NWM-CAR-204815-28',
    message:
      'Thank you. Your Direct Debit is set up: payments will be collected on the 28th of each month from the account ending 7493.',
  });
  expect((await payments(car)).direct_debit).toEqual({
    status: 'pending',
    account_holder: 'Sarah Mitchell',
    account_ending: '7493',
    payment_day: 28,
  });
});

test('the Direct Debit form: holder, 6-digit sort code, 8-digit account, day 1-28, the tick', async () => {
  const errors = async (body: object) =>
    (await call('POST', `/${car}/payments/direct-debit`, { ...directDebit, ...body })).json()
      .errors;

  expect(await errors({ account_holder: ' ' })).toEqual({
    account_holder: [MESSAGES.accountHolderRequired],
  });
  expect(await errors({ sort_code: '12345' })).toEqual({ sort_code: [MESSAGES.sortCodeInvalid] });
  expect(await errors({ sort_code: '1234567' })).toEqual({ sort_code: [MESSAGES.sortCodeInvalid] });
  expect(await errors({ account_number: '1234567' })).toEqual({
    account_number: [MESSAGES.accountNumberInvalid],
  });
  expect(await errors({ account_number: '123456789' })).toEqual({
    account_number: [MESSAGES.accountNumberInvalid],
  });
  expect(await errors({ payment_day: 0 })).toEqual({ payment_day: [MESSAGES.paymentDayInvalid] });
  expect(await errors({ payment_day: 29 })).toEqual({ payment_day: [MESSAGES.paymentDayInvalid] });
  expect(await errors({ confirm: false })).toEqual({
    confirm: [MESSAGES.directDebitConfirmRequired],
  });
  expect(
    (await call('POST', `/${car}/payments/direct-debit`, { ...directDebit, payment_day: 1 }))
      .statusCode,
  ).toBe(200);
});

test('bank details that fail the modulus check are refused and nothing is stored', async () => {
  const before = await payments(car);
  const count = () =>
    api.context.db.get(`SELECT count(*) AS n FROM payments WHERE kind = 'direct-debit'`);
  const rowsBefore = await count();

  for (const body of [{ sort_code: '20-00-01' }, { account_number: '88837494' }]) {
    const response = await call('POST', `/${car}/payments/direct-debit`, {
      ...directDebit,
      ...body,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ account_number: [MESSAGES.bankDetailsInvalid] });
  }
  expect((await payments(car)).direct_debit).toEqual(before.direct_debit);
  expect(await count()).toEqual(rowsBefore);
});

test('an offered refund is accepted once', async () => {
  const [refund] = (await payments(car)).refunds;

  const response = await call('POST', `/${car}/payments/refunds`, { refund_id: refund?.id });
  const again = await call('POST', `/${car}/payments/refunds`, { refund_id: refund?.id });

  expect(response.json().data).toEqual({
    status: 'complete',
    reference: expect.stringMatching(/^REF-\d{6}$/),
    message:
      'Thank you. Your refund of £24.60 will be paid back the way you paid, within 5 working days.',
  });
  expect((await payments(car)).refunds).toHaveLength(1);
  expect(again.statusCode).toBe(422);
  expect(again.json().errors).toEqual({ refund_id: [MESSAGES.refundRequired] });
  expect((await call('POST', `/${car}/payments/refunds`, { refund_id: 0 })).json().errors).toEqual({
    refund_id: [MESSAGES.refundRequired],
  });
});

test('a refund accepted twice at once is paid once', async () => {
  const [refund] = (await payments(car)).refunds;
  expect(refund).toBeDefined();
  const accept = () => call('POST', `/${car}/payments/refunds`, { refund_id: refund?.id });

  const answers = await Promise.all([accept(), accept()]);

  // The other finds the refund accepted (422), or, as it was the last, Refunds no longer offered.
  const [first, second] = answers.map((response) => response.statusCode).sort();
  expect(first).toBe(200);
  expect([403, 422]).toContain(second);
  expect((await payments(car)).refunds).toEqual([]);
  const paid = await api.context.db.all(
    `SELECT amount_pence FROM payments WHERE policy_id = ? AND kind = 'refund' AND reference = ?`,
    [car, `REF-${String(refund?.id).padStart(6, '0')}`],
  );
  expect(paid).toHaveLength(1);
});

test('without a token every payment call answers 401', async () => {
  expect((await call('GET', `/${car}/payments`, undefined, null)).statusCode).toBe(401);
  for (const path of ['pay', 'renew', 'direct-debit', 'refunds']) {
    const response = await call(
      'POST',
      `/${car}/payments/${path}`,
      { amount: 1, ...(await card()) },
      null,
    );
    expect(response.statusCode).toBe(401);
  }
});
