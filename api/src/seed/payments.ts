import { prepared } from '../db/prepared';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedStep } from './seed-step';

// What the payment screens show for the policies that offer them (portal.md §1, §2; the policies'
// flags payments_available, renewal_available, direct_debit, refunds_available and
// the credit agreement, whose pending status is the credit_agreement_required flag). Amounts in
// pence.

interface Account {
  readonly reference: string;
  readonly duePence: number;
  readonly dueInDays: number;
  readonly renewal?: { readonly reference: string; readonly premiumPence: number };
}

const ACCOUNTS: readonly Account[] = [
  {
    reference: POLICY_REFERENCES.car,
    duePence: 8640,
    dueInDays: 12,
    renewal: { reference: `${POLICY_REFERENCES.car}-R1`, premiumPence: 61235 },
  },
  { reference: POLICY_REFERENCES.van, duePence: 14520, dueInDays: 7 },
  {
    reference: POLICY_REFERENCES.bike,
    duePence: 4875,
    dueInDays: 9,
    renewal: { reference: `${POLICY_REFERENCES.bike}-R1`, premiumPence: 28990 },
  },
  { reference: POLICY_REFERENCES.otherBrand, duePence: 3210, dueInDays: 20 },
];

const CREDIT_AGREEMENT_PAGES = [
  '<h2>Fixed sum loan agreement regulated by the Consumer Credit Act 1974</h2>' +
    '<p>This agreement is between Northway Insurance Services Limited (the lender) and you. ' +
    'It lets you pay for your Mazda MX-5 policy in monthly instalments instead of at once.</p>' +
    '<table><tr><th>Amount of credit</th><td>£540.00</td></tr>' +
    '<tr><th>Representative APR</th><td>21.9%</td></tr>' +
    '<tr><th>Instalments</th><td>10 monthly payments of £58.95</td></tr>' +
    '<tr><th>Total amount payable</th><td>£589.50</td></tr></table>',
  '<h2>Your rights</h2><p>You may withdraw from this agreement within 14 days of signing it ' +
    'without giving a reason. You may repay the credit early, in full or in part, at any time.</p>' +
    '<h2>Missed payments</h2><p>Missing payments could have severe consequences, including ' +
    'cancellation of your insurance, and may make obtaining credit more difficult.</p>',
];

export const paymentsSeed: SeedStep = {
  id: 'payments-accounts',
  async run({ db, date, now, policyId }) {
    const account = prepared<[number, number, string, string | null, number | null]>(
      db,
      `INSERT INTO policy_accounts (policy_id, amount_due_pence, due_date, renewal_reference,
         renewal_premium_pence) VALUES (?, ?, ?, ?, ?)`,
    );
    for (const seeded of ACCOUNTS) {
      await account.run(
        await policyId(seeded.reference),
        seeded.duePence,
        date(seeded.dueInDays),
        seeded.renewal?.reference ?? null,
        seeded.renewal?.premiumPence ?? null,
      );
    }

    const car = await policyId(POLICY_REFERENCES.car);
    const refund = prepared<[number, string, number]>(
      db,
      'INSERT INTO refund_offers (policy_id, label, amount_pence) VALUES (?, ?, ?)',
    );
    await refund.run(car, 'Refund for removing courtesy car cover', 2460);
    await refund.run(car, 'Overpayment of your last instalment', 1200);

    await prepared<[number, string]>(
      db,
      `INSERT INTO direct_debits (policy_id, status, account_holder, sort_code, account_ending,
         payment_day, updated_at)
       VALUES (?, 'active', 'Mrs S J Mitchell', '401122', '4821', 5, ?)`,
    ).run(car, now.toISOString());

    await prepared<[number, string, string]>(
      db,
      `INSERT INTO credit_agreements (policy_id, title, content, amount_of_credit_pence, apr,
         instalment_count, instalment_pence, total_payable_pence)
       VALUES (?, ?, ?, 54000, 21.9, 10, 5895, 58950)`,
    ).run(car, 'Instalment credit agreement', JSON.stringify(CREDIT_AGREEMENT_PAGES));
  },
};
