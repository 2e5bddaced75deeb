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

function policyByReference(db: Db, reference: string, postcode: string): PolicyRecord | undefined {
  const owner = referenceOwner(db, reference);
  if (owner === undefined) return undefined;
  return policiesOf(db, owner).find(
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
function payableByGuest(
  db: Db,
  details: GuestDetails,
  portal: string,
  refusal: (message: string) => string,
): PolicyRecord {
  const record = policyByReference(db, details.policy_reference, details.postcode);
  // A policy held at another brand is paid there; a stranger learns no more than 'not found'.
  if (!record || record.portal !== portal) {
    throw unprocessable({ policy_reference: [refusal(MESSAGES.guestPolicyNotFound)] });
  }
  if (!record.stored.payments_available) {
    throw unprocessable({ policy_reference: [refusal(MESSAGES.paymentOptionUnavailable)] });
  }
  if (toPence(details.amount) > (accountOf(db, record.id).amount_due_pence ?? 0)) {
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

  registerEndpoint(app, paymentEndpoints.checkGuestPayment, ({ body, request }) => {
    limitCall(db, GUEST_PAYMENT_LIMITS, referenceKey(body.policy_reference), request.ip, now());
    payableByGuest(db, body, requestPortal(db, request).id, (message) => message);
    return { amount: body.amount };
  });

  registerEndpoint(app, paymentEndpoints.payAsGuest, ({ body, request }) => {
    limitCall(db, GUEST_PAYMENT_LIMITS, referenceKey(body.policy_reference), request.ip, now(), {
      message: noMoneyTaken(MESSAGES.tooManyAttempts),
    });
    return db.transaction((): PaymentResult => {
      const record = payableByGuest(db, body, requestPortal(db, request).id, noMoneyTaken);
      const charged = takePayment(db, {
        userId: null,
        policyId: record.id,
        kind: 'guest',
        amount: body.amount,
        cardToken: body.card_token,
        now: now(),
      });
      if ('failed' in charged) return charged.failed;
      // Paid by someone else: the policyholder's open pages show it at once.
      context.realtime?.dataChanged(record.userId, paymentEndpoints.payAsGuest.changes);
      return {
        status: 'complete',
        reference: charged.reference,
        message: `Thank you. Your payment of ${formatMoney(body.amount)} for policy ${record.reference} has been taken.`,
      };
    })();
  });
};
