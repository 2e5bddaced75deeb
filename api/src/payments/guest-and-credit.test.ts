import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { POLICY_IDS, POLICY_REFERENCES } from '../seed/policies/references';
import { TEST_CARDS } from '../gateway/cards';
import { cardToken } from '../test/card-tokens';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';
import { CREDIT_DECLINED, CREDIT_SIGNED } from './credit-agreement';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');
const { car, home, otherBrand } = POLICY_IDS;
// car.driver is Sarah Mitchell, the car policy's holder.
const SIGNATURE = { full_name: 'Sarah Mitchell', confirm: true };

async function guest(body: object) {
  const card_token = await cardToken(api);
  return api.app.inject({
    method: 'POST',
    url: '/api/payments/guest',
    headers: newSubmission(),
    payload: {
      policy_reference: POLICY_REFERENCES.car,
      postcode: 'LS6 3AB',
      amount: 10,
      card_token,
      ...body,
    },
  });
}

function credit(
  method: 'GET' | 'POST',
  policyId: number,
  payload?: object,
  token: string | null = carDriver,
) {
  return api.app.inject({
    method,
    url: `/api/policies/${policyId}/credit-agreement`,
    payload,
    headers: { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

test('a visitor pays with the policy reference and postcode, in any case and spacing', async () => {
  const response = await guest({ policy_reference: 'nwm-car-204815', postcode: 'ls63ab' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      status: 'complete',
      reference: expect.stringMatching(/^PAY-/),
      message: 'Thank you. Your payment of £10.00 for policy NWM-CAR-204815 has been taken.',
    },
    meta: {},
  });
  const stored = await api.context.db.get(
    `SELECT user_id, amount_pence, status FROM payments WHERE kind = 'guest'`,
  );
  expect(stored).toEqual({ user_id: null, amount_pence: 1000, status: 'complete' });
});

/** A refusal of the payment itself: the card was given, and must be told it was not charged. */
function refused(message: string): string {
  return `${message} ${MESSAGES.noMoneyTaken}`;
}

test('a reference and postcode that match no policy are a 422 on the reference, nothing taken', async () => {
  for (const body of [{ postcode: 'LS6 3AC' }, { policy_reference: 'NWM-CAR-999999' }]) {
    const response = await guest(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: refused(MESSAGES.guestPolicyNotFound),
      errors: { policy_reference: [refused(MESSAGES.guestPolicyNotFound)] },
    });
  }
});

test('a policy that takes no payments online, or more than is due, is refused, nothing taken', async () => {
  const homePolicy = await guest({ policy_reference: POLICY_REFERENCES.home });
  const tooMuch = await guest({ amount: 1000 });

  expect(homePolicy.json().errors).toEqual({
    policy_reference: [refused(MESSAGES.paymentOptionUnavailable)],
  });
  expect(tooMuch.json().errors).toEqual({ amount: [refused(MESSAGES.amountOverDue)] });
});

test('the guest form: reference required, postcode 6-8 characters, a card token', async () => {
  const errors = async (body: object) => (await guest(body)).json().errors;

  expect(await errors({ policy_reference: '' })).toEqual({
    policy_reference: [MESSAGES.policyReferenceRequired],
  });
  expect(await errors({ postcode: '' })).toEqual({ postcode: [MESSAGES.postcodeRequired] });
  expect(await errors({ postcode: 'LS6 3' })).toEqual({ postcode: [MESSAGES.postcodeLength] });
  expect((await guest({ postcode: 'LS6  3AB' })).statusCode).toBe(200);
  expect(await errors({ postcode: 'LS6   3AB' })).toEqual({ postcode: [MESSAGES.postcodeLength] });
  expect(await errors({ card_token: '4111111111111111' })).toEqual({
    card_token: [MESSAGES.cardNumberNotAccepted],
  });
});

test('a declined card is a failed outcome for a visitor too', async () => {
  const response = await guest({ card_token: await cardToken(api, TEST_CARDS.declined) });

  expect(response.json().data).toEqual({
    status: 'failed',
    reference: null,
    message: 'Your card was declined and no money has been taken. Please try another card.',
  });
});

test('the credit agreement of a policy that needs one', async () => {
  const response = await credit('GET', car);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    id: expect.any(Number),
    title: 'Instalment credit agreement',
    content: [expect.stringContaining('Consumer Credit Act 1974'), expect.any(String)],
    amount_of_credit: 540,
    apr: 21.9,
    instalments: { count: 10, amount: 58.95 },
    total_payable: 589.5,
    status: 'pending',
  });
});

test('a policy without the credit_agreement_required flag has none: 403', async () => {
  const read = await credit('GET', otherBrand);
  const sign = await credit('POST', otherBrand, { decision: 'sign', ...SIGNATURE });

  expect(read.statusCode).toBe(403);
  expect(read.json()).toEqual({ message: MESSAGES.creditAgreementUnavailable });
  expect(sign.statusCode).toBe(403);
  expect((await credit('POST', home, { decision: 'decline' })).json()).toEqual({
    message: MESSAGES.policyReadOnly,
  });
});

test("another user's credit agreement answers 404; no token 401", async () => {
  expect((await credit('GET', car, undefined, vanFleet)).statusCode).toBe(404);
  expect((await credit('POST', car, { decision: 'decline' }, vanFleet)).statusCode).toBe(404);
  expect((await credit('GET', car, undefined, null)).statusCode).toBe(401);
  expect((await credit('POST', car, { decision: 'decline' }, null)).statusCode).toBe(401);
});

test('signing needs the tick and a decision', async () => {
  const unticked = await credit('POST', car, { ...SIGNATURE, decision: 'sign', confirm: false });
  const undecided = await credit('POST', car, { decision: 'maybe' });

  expect(unticked.json().errors).toEqual({ confirm: [MESSAGES.creditConfirmRequired] });
  expect(undecided.json().errors).toEqual({ decision: [MESSAGES.creditDecisionRequired] });
});

test('signing needs the full name of the policyholder, in any case and spacing', async () => {
  const sign = (full_name: string) =>
    credit('POST', car, { decision: 'sign', ...SIGNATURE, full_name });

  expect((await sign('  ')).json().errors).toEqual({ full_name: [MESSAGES.signatureRequired] });
  for (const name of ['Sarah', 'Sarah J Mitchell', 'Sarah Mitchel', 'Mark Mitchell']) {
    const response = await sign(name);
    expect(response.statusCode, name).toBe(422);
    expect(response.json().errors, name).toEqual({ full_name: [MESSAGES.signatureMismatch] });
  }
  expect((await credit('GET', car)).json().data.status).toBe('pending');

  const signed = await sign('  sarah   MITCHELL ');
  expect(signed.json().data).toEqual({ status: 'confirmed', message: CREDIT_SIGNED });
  const stored = await api.context.db.get(
    'SELECT status, signed_name FROM credit_agreements WHERE policy_id = ?',
    [car],
  );
  expect(stored).toEqual({ status: 'signed', signed_name: 'sarah MITCHELL' });
  await api.context.db.run(`UPDATE credit_agreements SET status = 'pending', signed_name = NULL`);
});

test('the agreement is signed once; a decided agreement cannot be decided again', async () => {
  const signed = await credit('POST', car, { decision: 'sign', ...SIGNATURE });
  const again = await credit('POST', car, { decision: 'decline' });

  expect(signed.json().data).toEqual({ status: 'confirmed', message: CREDIT_SIGNED });
  expect((await credit('GET', car)).json().data.status).toBe('signed');
  expect(again.statusCode).toBe(422);
  expect(again.json().errors).toEqual({ decision: [MESSAGES.creditAgreementDecided] });
});

test('declining the agreement answers the declined outcome', async () => {
  await api.context.db.run(`UPDATE credit_agreements SET status = 'pending'`);

  const response = await credit('POST', car, { decision: 'decline' });

  expect(response.json().data).toEqual({ status: 'declined', message: CREDIT_DECLINED });
  expect((await credit('GET', car)).json().data.status).toBe('declined');
});
