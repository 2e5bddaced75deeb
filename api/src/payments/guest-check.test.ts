import { MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { GUEST_PAYMENT_LIMITS } from '../rate-limits/limits';
import { POLICY_REFERENCES } from '../seed/policies/references';
import { cardToken } from '../test/card-tokens';
import { createTestApi, type TestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';

// POST /payments/guest/check: a visitor's policy reference, postcode and amount, checked before
// the card step is shown (portal.md §1 visitors, §6 no token). It looks a policy up as the
// payment does, so it counts against the payment's limits (docs/decisions/016).

const api = await createTestApi();

// The car policy owes £86.40 (seed/payments.ts); its postcode is LS6 3AB.
const DETAILS = { policy_reference: POLICY_REFERENCES.car, postcode: 'LS6 3AB', amount: 86.4 };

function check(body: object, { on = api, from }: { on?: TestApi; from?: string } = {}) {
  return on.app.inject({
    method: 'POST',
    url: '/api/payments/guest/check',
    payload: { ...DETAILS, ...body },
    ...(from ? { remoteAddress: from } : {}),
  });
}

async function pay(body: object, { on = api, from }: { on?: TestApi; from?: string } = {}) {
  return on.app.inject({
    method: 'POST',
    url: '/api/payments/guest',
    headers: newSubmission(),
    payload: { ...DETAILS, card_token: await cardToken(on), ...body },
    ...(from ? { remoteAddress: from } : {}),
  });
}

async function guestPayments(on: TestApi): Promise<number | undefined> {
  const row = await on.context.db.get<{ n: number }>(
    `SELECT count(*) AS n FROM payments WHERE kind = 'guest'`,
  );
  return row?.n;
}

test('the right reference, postcode and amount, in any case and spacing, may go on to the card', async () => {
  const response = await check({ policy_reference: 'nwm-car-204815', postcode: 'ls63ab' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { amount: 86.4 }, meta: {} });
  expect(await guestPayments(api)).toBe(0);
});

test('a wrong postcode is refused before the card, exactly as a reference that does not exist', async () => {
  const wrongPostcode = await check({ postcode: 'LS6 3AC' });
  const noSuchReference = await check({ policy_reference: 'NWM-CAR-999999' });

  expect(wrongPostcode.statusCode).toBe(422);
  expect(wrongPostcode.json()).toEqual({
    message: MESSAGES.guestPolicyNotFound,
    errors: { policy_reference: [MESSAGES.guestPolicyNotFound] },
  });
  expect(noSuchReference.statusCode).toBe(422);
  expect(noSuchReference.body).toBe(wrongPostcode.body);
});

test('more than is due, or a policy that takes no payments online, is refused before the card', async () => {
  const tooMuch = await check({ amount: 86.41 });
  const homePolicy = await check({ policy_reference: POLICY_REFERENCES.home, postcode: 'LS6 3AB' });

  expect(tooMuch.json().errors).toEqual({ amount: [MESSAGES.amountOverDue] });
  expect(homePolicy.json().errors).toEqual({
    policy_reference: [MESSAGES.paymentOptionUnavailable],
  });
});

test('the check reads the details with the payment rules, and asks no card', async () => {
  const errors = async (body: object) => (await check(body)).json().errors;

  expect(await errors({ policy_reference: ' ' })).toEqual({
    policy_reference: [MESSAGES.policyReferenceRequired],
  });
  expect(await errors({ postcode: 'LS6 3' })).toEqual({ postcode: [MESSAGES.postcodeLength] });
  expect(await errors({ amount: 0 })).toEqual({ amount: [MESSAGES.amountInvalid] });
  expect(await errors({ amount: 10.005 })).toEqual({ amount: [MESSAGES.amountInvalid] });
});

test('a payment refused after its check passed says that no money has been taken', async () => {
  expect((await check({ amount: 80 })).statusCode).toBe(200);
  expect((await check({})).statusCode).toBe(200);
  // Between the second visitor's check and their card, the first pays most of what is due.
  expect((await pay({ amount: 80 })).json().data.status).toBe('complete');

  const late = await pay({});

  expect(late.statusCode).toBe(422);
  expect(late.json()).toEqual({
    message: `${MESSAGES.amountOverDue} ${MESSAGES.noMoneyTaken}`,
    errors: { amount: [`${MESSAGES.amountOverDue} ${MESSAGES.noMoneyTaken}`] },
  });
  expect(await guestPayments(api)).toBe(1);
});

test('checks count against the guest payment limit of the reference: past it a 429, for the payment too', async () => {
  const own = await createTestApi();
  const { target } = GUEST_PAYMENT_LIMITS;
  // Guessing the postcode of a known reference.
  for (let attempt = 0; attempt < target.max; attempt += 1) {
    const response = await check(
      { postcode: `LS6 ${attempt}ZZ` },
      { on: own, from: '203.0.113.66' },
    );
    expect(response.statusCode, `attempt ${attempt + 1}`).toBe(422);
  }

  const refused = await check({}, { on: own, from: '198.51.100.7' });
  const payment = await pay({}, { on: own, from: '198.51.100.7' });

  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.tooManyAttempts });
  expect(refused.headers['retry-after']).toBe(String(target.windowMs / 1000));
  expect(payment.statusCode).toBe(429);
  expect(payment.json()).toEqual({
    message: `${MESSAGES.tooManyAttempts} ${MESSAGES.noMoneyTaken}`,
  });
  expect(await guestPayments(own)).toBe(0);
  own.clock.advance(target.windowMs);
  expect((await check({}, { on: own, from: '198.51.100.7' })).statusCode).toBe(200);
});

test('past the limit of an address, the check of another reference is refused too', async () => {
  const own = await createTestApi();
  const { address } = GUEST_PAYMENT_LIMITS;
  for (let attempt = 0; attempt < address.max; attempt += 1) {
    const reference = `NWM-CAR-9${String(attempt).padStart(5, '0')}`;
    const response = await check(
      { policy_reference: reference },
      { on: own, from: '203.0.113.66' },
    );
    expect(response.statusCode, `attempt ${attempt + 1}`).toBe(422);
  }

  const refused = await check({}, { on: own, from: '203.0.113.66' });

  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe(String(address.windowMs / 1000));
  expect((await check({}, { on: own, from: '198.51.100.7' })).statusCode).toBe(200);
});

test('a policy held at the other brand is paid at that brand: here it is not found', async () => {
  const ridgeline = { policy_reference: POLICY_REFERENCES.otherBrand, amount: 1 };
  const here = await check(ridgeline);
  const there = await api.app.inject({
    method: 'POST',
    url: '/api/payments/guest/check',
    headers: { 'x-portal': 'ridgeline' },
    payload: { ...DETAILS, ...ridgeline },
  });

  expect(here.json().errors).toEqual({ policy_reference: [MESSAGES.guestPolicyNotFound] });
  expect(there.statusCode).toBe(200);
});
