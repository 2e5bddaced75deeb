import { formatMoney, MESSAGES, paymentEndpoints, type PaymentResult } from '@portal/contract';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { policiesOf, referenceOwner, type PolicyRecord } from '../policies/store';
import { GUEST_PAYMENT_LIMITS, limitCall, referenceKey } from '../rate-limits/limits';
import { takePayment } from './store-charges';

// POST /payments/guest (portal.md §1: visitors make guest payments; §6 no token; decision 007).
// The visitor names the policy by its reference and the postcode on it; both must match one
// policy, and that policy must take payments online. Attempts are limited per reference and per
// address, so neither postcodes nor cards can be tried in bulk (rate-limits/limits.ts).

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

export const guestPaymentRoutes: RouteModule = (app, context) => {
  const { db, now } = context;
  registerEndpoint(app, paymentEndpoints.payAsGuest, ({ body, request }) => {
    limitCall(db, GUEST_PAYMENT_LIMITS, referenceKey(body.policy_reference), request.ip, now());
    return db.transaction((): PaymentResult => {
      const record = policyByReference(db, body.policy_reference, body.postcode);
      if (!record) throw unprocessable({ policy_reference: [MESSAGES.guestPolicyNotFound] });
      const { realtime } = context;
      if (!record.stored.payments_available) {
        throw unprocessable({ policy_reference: [MESSAGES.paymentOptionUnavailable] });
      }
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
      realtime?.dataChanged(record.userId, paymentEndpoints.payAsGuest.changes);
      return {
        status: 'complete',
        reference: charged.reference,
        message: `Thank you. Your payment of ${formatMoney(body.amount)} for policy ${record.reference} has been taken.`,
      };
    })();
  });
};
