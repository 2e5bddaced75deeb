import * as v from 'valibot';
import { MESSAGES, paymentEndpoints, type CreditAgreement } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import type { Db } from '../db/database';
import { forbidden, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy, ownedPolicy, type PolicyRecord } from '../policies/store';
import { todayOf } from '../today';
import { userDetails } from '../user/store';
import { creditAgreementOf, decideCreditAgreement, toPounds } from './store';

// GET and POST /policies/{id}/credit-agreement (portal.md §2 credit, credit-confirmed,
// credit-declined; decision 007): only for a policy with a credit agreement; while it is pending
// the policy has the credit_agreement_required flag, and deciding it ends the flag and its to-do.
// Signing needs the confirm tick and the policyholder's full name typed as the signature (the
// body schema, then the name checked here); a decided agreement cannot be decided again.

const ContentSchema = v.array(v.string());

async function agreementOf(db: Db, record: PolicyRecord): Promise<CreditAgreement> {
  // The policy needs one while it is pending (its credit_agreement_required flag, the standing's);
  // a decided one can still be read.
  const row = await creditAgreementOf(db, record.id);
  if (!row) throw forbidden(MESSAGES.creditAgreementUnavailable);
  return {
    id: row.id,
    title: row.title,
    content: v.parse(ContentSchema, JSON.parse(row.content)),
    amount_of_credit: toPounds(row.amount_of_credit_pence),
    apr: row.apr,
    instalments: { count: row.instalment_count, amount: toPounds(row.instalment_pence) },
    total_payable: toPounds(row.total_payable_pence),
    status: row.status,
  };
}

/** 'sarah  MITCHELL ' is 'Sarah Mitchell': case and spacing are not part of a name. */
function sameName(typed: string, name: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(typed) === normal(name);
}

export const CREDIT_SIGNED =
  'Thank you. Your credit agreement is signed and a copy is in your policy inbox.';
export const CREDIT_DECLINED =
  'You have declined the credit agreement. Please phone us to arrange another way to pay for your policy.';

export const creditAgreementRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, paymentEndpoints.getCreditAgreement, async ({ user, params }) =>
    agreementOf(db, await ownedPolicy(db, user, params.id)),
  );

  registerEndpoint(app, paymentEndpoints.decideCreditAgreement, ({ user, params, body }) =>
    db.transaction(async () => {
      const { record } = await modifiablePolicy(db, user, params.id, todayOf(now()));
      const agreement = await agreementOf(db, record);
      const decided = () => unprocessable({ decision: [MESSAGES.creditAgreementDecided] });
      if (agreement.status !== 'pending') throw decided();
      // Each decision is made only while the agreement is still pending, so of two decisions
      // at once only the first is kept and the other is told it was decided.
      if (body.decision === 'decline') {
        if (!(await decideCreditAgreement(db, agreement.id, { status: 'declined' }, now()))) {
          throw decided();
        }
        return { status: 'declined' as const, message: CREDIT_DECLINED };
      }
      // The typed name is the signature: the policyholder's own (the signed-in user's) name.
      const holder = await userDetails(db, signedIn(user).id);
      if (!holder || !sameName(body.full_name, `${holder.first_name} ${holder.last_name}`)) {
        throw unprocessable({ full_name: [MESSAGES.signatureMismatch] });
      }
      const signedName = body.full_name.trim().replace(/\s+/g, ' ');
      const signed = { status: 'signed' as const, signedName };
      if (!(await decideCreditAgreement(db, agreement.id, signed, now()))) throw decided();
      return { status: 'confirmed' as const, message: CREDIT_SIGNED };
    }),
  );
};
