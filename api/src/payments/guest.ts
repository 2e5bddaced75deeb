import { formatMoney, MESSAGES, paymentEndpoints, type PaymentResult } from '@portal/contract';
import type { Db } from '../db/database';
import { requestPortal } from '../meta/brand';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { policiesOf, referenceOwner, type PolicyRecord } from '../policies/store';
import { GUEST_PAYMENT_LIMITS, limitCall, referenceKey } from '../rate-limits/limits';
import { takePayment } from './store-charges';
import { accountOf, toPence } from './store';

// POST /payments/guest/check and POST /payments/guest (portal.md §1: visitors make guest
// payments; §6 no token; decision 007). The visitor names the policy by its reference and the
// postcode on it; both must match one policy, which must take payments online and owe at least
// the amount. The check answers that before the card step is shown; the payment asks it all
// again. Both count against one limit per reference and per address, so the check adds nothing
// to what a stranger can try: neither postcodes nor cards can be tried in bulk
// (rate-limits/limits.ts).

/** 'ls6 3ab', 'LS63AB' and 'LS6 3AB' are the same postcode. */
function samePostcode(a: string, b: string): boolean {
  const normal = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();
  return normal(a) === normal(b);
}

async function policyByReference(
  db: Db,
  reference: string,
  postcode: string,
): Promise<PolicyRecord | undefined> {
  const owner = await referenceOwner(db, reference);
  if (owner === undefined) return undefined;
  return (await policiesOf(db, owner)).find(
    (record) =>
      record.reference === reference && samePostcode(record.stored.address.postcode, postcode),
  );
}

interface GuestDetails {
  readonly policy_reference: string;
  readonly postcode: string;
  readonly amount: number;
}

/**
 * The policy the details name, when it may be paid that amount online, or a 422 worded by
 * `refusal`. An unknown reference and a wrong postcode get the same answer, so it never tells
 * a stranger that a reference exists.
 */
async function payableByGuest(
  db: Db,
  details: GuestDetails,
  portal: string,
  refusal: (message: string) => string,
): Promise<PolicyRecord> {
  const record = await policyByReference(db, details.policy_reference, details.postcode);
  // A policy held at another brand is paid there; a stranger learns no more than 'not found'.
  if (!record || record.portal !== portal) {
    throw unprocessable({ policy_reference: [refusal(MESSAGES.guestPolicyNotFound)] });
  }
  if (!record.stored.payments_available) {
    throw unprocessable({ policy_reference: [refusal(MESSAGES.paymentOptionUnavailable)] });
  }
  if (toPence(details.amount) > ((await accountOf(db, record.id)).amount_due_pence ?? 0)) {
    throw unprocessable({ amount: [refusal(MESSAGES.amountOverDue)] });
  }
  return record;
}

/** After the card is given, every refusal says that nothing was charged. */
function noMoneyTaken(message: string): string {
  return `${message} ${MESSAGES.noMoneyTaken}`;
}

export const guestPaymentRoutes: RouteModule = (app, context) => {
  const { db, now } = context;

  registerEndpoint(app, paymentEndpoints.checkGuestPayment, async ({ body, request }) => {
    await limitCall(
      db,
      GUEST_PAYMENT_LIMITS,
      referenceKey(body.policy_reference),
      request.ip,
      now(),
    );
    const portal = (await requestPortal(db, request)).id;
    await payableByGuest(db, body, portal, (message) => message);
    return { amount: body.amount };
  });

  registerEndpoint(app, paymentEndpoints.payAsGuest, async ({ body, request }) => {
    await limitCall(
      db,
      GUEST_PAYMENT_LIMITS,
      referenceKey(body.policy_reference),
      request.ip,
      now(),
      { message: noMoneyTaken(MESSAGES.tooManyAttempts) },
    );
    const portal = (await requestPortal(db, request)).id;
    // The policy's checks, the charge and its record are one transaction: what is owed cannot
    // change between the check and the payment, and the token is spent only with a record.
    const paid = await db.transaction(async () => {
      const record = await payableByGuest(db, body, portal, noMoneyTaken);
      const charged = await takePayment(db, {
        userId: null,
        policyId: record.id,
        kind: 'guest',
        amount: body.amount,
        cardToken: body.card_token,
        now: now(),
      });
      return { record, charged };
    });
    const { record, charged } = paid;
    if ('failed' in charged) return charged.failed;
    // Paid by someone else: the policyholder's open pages show it at once. Told only once the
    // payment is committed (a transaction may run again, and a rolled-back one changed nothing).
    context.realtime?.dataChanged(record.userId, paymentEndpoints.payAsGuest.changes);
    const result: PaymentResult = {
      status: 'complete',
      reference: charged.reference,
      message: `Thank you. Your payment of ${formatMoney(body.amount)} for policy ${record.reference} has been taken.`,
    };
    return result;
  });
};
