import {
  ALERT_SLOTS,
  applyStanding,
  awaitsAgreedValue,
  formatDate,
  formatMoney,
  type Alert,
  type AlertType,
  type Policy,
  type RouteName,
} from '@portal/contract';
import type { Db } from '../db/database';
import { toPounds } from '../payments/store';
import { policyView } from '../policies/store';
import { alertsOf } from '../user/store';
import { policiesAndFactsOf, standingOf, type PolicyFacts } from './standing';

// The to-do list and the dashboard's alerts (portal.md §2, §3 'Alert'): what each policy's
// standing says the customer owes or must do, worded from the same rows the screen it opens
// reads, then the alerts the provider posts as they are (announcements). A settled fact ends its
// alert; nothing here is stored, so nothing can outlive what it speaks of.

interface Derived {
  readonly id: string;
  readonly type: AlertType;
  readonly label: string;
  readonly button: string;
  readonly route: RouteName;
}

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

/** What the policy asks of its holder, most pressing first. */
function policyAlerts(policy: Policy, facts: PolicyFacts): Derived[] {
  const id = policy.id;
  const name = policy.label;
  const alerts: Derived[] = [];
  if (policy.can_modify) {
    const { renewal, account } = facts;
    if (policy.renewal_available && renewal) {
      alerts.push({
        id: `pay_renewal:${id}`,
        type: 'pay_renewal',
        label: `Your ${name} policy is due for renewal on ${formatDate(renewal.start_date)}. Renew for ${formatMoney(renewal.premium)}.`,
        button: 'Renew now',
        route: 'payments-renew',
      });
    }
    const due = account.amount_due_pence ?? 0;
    if (policy.payments_available && due > 0) {
      const by = account.due_date ? ` by ${formatDate(account.due_date)}` : '';
      alerts.push({
        id: `pay_single:${id}`,
        type: 'pay_single',
        label: `A payment of ${formatMoney(toPounds(due))} is due on your ${name} policy${by}.`,
        button: 'Make a payment',
        route: 'payments-pay',
      });
    }
    if (policy.refunds_available) {
      for (const refund of facts.refunds) {
        alerts.push({
          id: `accept_refund:${refund.id}`,
          type: 'accept_refund',
          label: `You have a refund of ${formatMoney(toPounds(refund.amount_pence))} waiting on your ${name} policy.`,
          button: 'Accept refund',
          route: 'payments-refunds',
        });
      }
    }
    if (policy.flags.credit_agreement_required) {
      alerts.push({
        id: `sign_credit_agreement:${id}`,
        type: 'sign_credit_agreement',
        label: `Please sign the credit agreement for your ${name} policy.`,
        button: 'Sign agreement',
        route: 'credit',
      });
    }
    if (policy.flags.documents_required) {
      const count = plural(policy.required_item_count, 'document', 'documents');
      alerts.push({
        id: `policy_document_required:${id}`,
        type: 'policy_document_required',
        label: `We need ${count} from you for your ${name} policy.`,
        button: 'Send documents',
        route: 'outstanding-actions',
      });
    }
    for (const vehicle of policy.vehicles.filter(awaitsAgreedValue)) {
      alerts.push({
        id: `avp:${id}:${vehicle.ID}`,
        type: 'avp',
        label: `Please tell us the agreed value of your ${vehicle.make} ${vehicle.model}.`,
        button: 'Agree a value',
        route: 'avp',
      });
    }
  }
  if (facts.unreadCorrespondence > 0) {
    const count = plural(facts.unreadCorrespondence, 'new document', 'new documents');
    alerts.push({
      id: `correspondence:${id}`,
      type: 'correspondence',
      label: `You have ${count} in your ${name} inbox.`,
      button: 'View inbox',
      route: 'policy-inbox',
    });
  }
  return alerts;
}

/**
 * The user's alerts as the brand `portal` shows them on `today`: each policy's, in both slots
 * (the to-do list and the dashboard card), for the policies managed at this brand and not
 * expired; then the stored ones. A policy held at another brand has its alerts there.
 */
export async function alertsFor(
  db: Db,
  userId: number,
  portal: string,
  today: string,
): Promise<Alert[]> {
  const derived: (Derived & { value: Policy['id'] })[] = [];
  for (const { record, facts } of await policiesAndFactsOf(db, userId, today)) {
    const policy = applyStanding(policyView(record, { portal, today }), standingOf(facts));
    if (!policy.correct_portal || policy.hidden) continue;
    derived.push(...policyAlerts(policy, facts).map((alert) => ({ ...alert, value: policy.id })));
  }
  const each = ALERT_SLOTS.flatMap((slot) => derived.map((alert) => ({ ...alert, slot })));
  return [...each, ...(await alertsOf(db, userId))];
}

/** The to-do items the sign-in answer counts (portal.md §2 Login: to-do list when there are). */
export async function todoCount(
  db: Db,
  userId: number,
  portal: string,
  today: string,
): Promise<number> {
  return (await alertsFor(db, userId, portal, today)).filter((alert) => alert.slot === 'todo')
    .length;
}
