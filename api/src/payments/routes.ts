import {
  formatLongDate,
  formatMoney,
  MESSAGES,
  paymentEndpoints,
  type PaymentResult,
} from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { forbidden, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { ownedPolicy } from '../policies/store';
import { todayOf } from '../today';
import { creditAgreementRoutes } from './credit-agreement';
import { guestPaymentRoutes } from './guest';
import {
  acceptRefund,
  accountOf,
  markRenewed,
  openRefund,
  paymentsOf,
  renewalOf,
  saveDirectDebit,
  toPence,
} from './store';
import { payablePolicy } from './payable';
import { charge, recordCharge, recordPayment, takePayment } from './store-charges';

// GET /policies/{id}/payments and POST .../payments/{pay,renew,direct-debit,refunds} (portal.md
// §1, §2; decision 007). Each POST needs the caller's modifiable policy offering that payment
// (its flag), else 404 / 403; each answers `{ status, reference, message }`, and every attempt is
// stored.

/** 1 -> '1st', 12 -> '12th', 22 -> '22nd'. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${(!teen && ['th', 'st', 'nd', 'rd'][day % 10]) || 'th'}`;
}

export const paymentRoutes: RouteModule = (app, context) => {
  const { db, now } = context;
  const today = () => todayOf(now());

  registerEndpoint(app, paymentEndpoints.getPayments, async ({ user, params }) =>
    paymentsOf(db, await ownedPolicy(db, user, params.id), today()),
  );

  registerEndpoint(app, paymentEndpoints.payPolicy, ({ user, params, body }) =>
    db.transaction(async (): Promise<PaymentResult> => {
      const { record } = await payablePolicy(db, user, params.id, today(), 'payments_available');
      const charged = await takePayment(db, {
        userId: signedIn(user).id,
        policyId: record.id,
        kind: 'pay',
        amount: body.amount,
        cardToken: body.card_token,
        now: now(),
      });
      if ('failed' in charged) return charged.failed;
      return {
        status: 'complete',
        reference: charged.reference,
        message: `Thank you. Your payment of ${formatMoney(body.amount)} has been taken.`,
      };
    }),
  );

  registerEndpoint(app, paymentEndpoints.renewPolicy, ({ user, params, body }) =>
    db.transaction(async (): Promise<PaymentResult> => {
      // Renewed already says so, though the policy no longer offers its renewal.
      const owned = await ownedPolicy(db, user, params.id);
      if ((await accountOf(db, owned.id)).renewed_at !== null) {
        throw forbidden(MESSAGES.policyAlreadyRenewed);
      }
      const { record } = await payablePolicy(db, user, params.id, today(), 'renewal_available');
      const account = await accountOf(db, record.id);
      const renewal = renewalOf(record, account, today());
      if (!renewal) throw forbidden(MESSAGES.paymentOptionUnavailable);
      // The amount is the quoted premium: a stale quote is refused rather than charged.
      const pence = toPence(body.amount);
      if (pence !== toPence(renewal.premium)) {
        throw unprocessable({ amount: [MESSAGES.renewalPriceChanged] });
      }
      const charged = await charge(db, body.card_token, 'REN', now());
      const userId = signedIn(user).id;
      await recordCharge(
        db,
        { userId, policyId: record.id, kind: 'renew', amountPence: pence, now: now() },
        charged,
      );
      if ('failed' in charged) return charged.failed;
      // Renewed by another call since the check: this one's charge and record roll back.
      if (!(await markRenewed(db, record.id, now()))) {
        throw forbidden(MESSAGES.policyAlreadyRenewed);
      }
      return {
        status: 'complete',
        reference: charged.reference,
        message: `Thank you. Your policy is renewed from ${formatLongDate(renewal.start_date)}. Your new documents will be in your inbox shortly.`,
      };
    }),
  );

  registerEndpoint(app, paymentEndpoints.setUpDirectDebit, ({ user, params, body }) =>
    db.transaction(async (): Promise<PaymentResult> => {
      const { record } = await payablePolicy(db, user, params.id, today(), 'direct_debit');
      const ending = body.account_number.slice(-4);
      // A new instruction is pending until the bank confirms it (Bacs: a few working days).
      await saveDirectDebit(
        db,
        {
          policyId: record.id,
          accountHolder: body.account_holder,
          sortCode: body.sort_code,
          accountEnding: ending,
          paymentDay: body.payment_day,
        },
        now(),
      );
      const reference = `DDI-${record.reference}-${body.payment_day}`;
      await recordPayment(db, {
        userId: signedIn(user).id,
        policyId: record.id,
        kind: 'direct-debit',
        amountPence: null,
        reference,
        now: now(),
      });
      return {
        status: 'complete',
        reference,
        message: `Thank you. Your Direct Debit is set up: payments will be collected on the ${ordinal(body.payment_day)} of each month from the account ending ${ending}.`,
      };
    }),
  );

  registerEndpoint(app, paymentEndpoints.acceptRefund, ({ user, params, body }) =>
    db.transaction(async (): Promise<PaymentResult> => {
      const { record } = await payablePolicy(db, user, params.id, today(), 'refunds_available');
      const refund = await openRefund(db, record.id, body.refund_id);
      // Accepted only if still on offer: of two acceptances at once, one is paid.
      if (!refund || !(await acceptRefund(db, refund.id, now()))) {
        throw unprocessable({ refund_id: [MESSAGES.refundRequired] });
      }
      const reference = `REF-${String(refund.id).padStart(6, '0')}`;
      await recordPayment(db, {
        userId: signedIn(user).id,
        policyId: record.id,
        kind: 'refund',
        amountPence: refund.amount_pence,
        reference,
        now: now(),
      });
      return {
        status: 'complete',
        reference,
        message: `Thank you. Your refund of ${formatMoney(refund.amount_pence / 100)} will be paid back the way you paid, within 5 working days.`,
      };
    }),
  );

  guestPaymentRoutes(app, context);
  creditAgreementRoutes(app, context);
};
