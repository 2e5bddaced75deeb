import {
  ALERT_SLOTS,
  formatDate,
  formatMoney,
  href,
  type AlertSlot,
  type AlertType,
  type RouteName,
} from '@portal/contract';
import { prepared } from '../db/prepared';
import { addNotification } from '../user/store';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedContext, SeedStep } from './seed-step';

// The to-do items, dashboard alerts and notifications of the demo (portal.md §2 Dashboard and
// To-do list, §3 Alert and Notification). car.driver has every alert type in both slots, each
// opening a route about her car policy; van.fleet has two dashboard alerts and nothing to do;
// new.customer has none.

interface SeedAlert {
  readonly type: AlertType;
  readonly label: string;
  /** The policy's reference; null for an announcement. */
  readonly policy: string | null;
  readonly button: string | null;
  readonly route: RouteName | null;
}

function carDriverAlerts({ date }: SeedContext): readonly SeedAlert[] {
  const car = POLICY_REFERENCES.car;
  return [
    {
      type: 'pay_renewal',
      label: `Your Mazda MX-5 policy is due for renewal on ${formatDate(date(65))}.`,
      policy: car,
      button: 'Renew now',
      route: 'payments-renew',
    },
    {
      type: 'pay_single',
      label: `A payment of ${formatMoney(48.5)} is due on your Mazda MX-5 policy.`,
      policy: car,
      button: 'Make a payment',
      route: 'payments-pay',
    },
    {
      type: 'accept_refund',
      label: `You have a refund of ${formatMoney(23.1)} waiting on your Mazda MX-5 policy.`,
      policy: car,
      button: 'Accept refund',
      route: 'payments-refunds',
    },
    {
      type: 'correspondence',
      label: 'You have new documents in your Mazda MX-5 inbox.',
      policy: car,
      button: 'View inbox',
      route: 'policy-inbox',
    },
    {
      // The agreed-value route needs a vehicle too, so the alert opens the policy, whose sidebar
      // lists the vehicle waiting for its agreed value.
      type: 'avp',
      label: 'Please tell us the agreed value of your Mazda MX-5.',
      policy: car,
      button: 'Agree a value',
      route: 'avp',
    },
    {
      type: 'policy_document_required',
      label: 'We need 2 documents from you for your Mazda MX-5 policy.',
      policy: car,
      button: 'Send documents',
      route: 'outstanding-actions',
    },
    {
      type: 'sign_credit_agreement',
      label: 'Please sign the credit agreement for your Mazda MX-5 policy.',
      policy: car,
      button: 'Sign agreement',
      route: 'credit',
    },
    {
      type: 'announcement',
      label: `Our phone lines close at 2pm on ${formatDate(date(30))}. You can still use the portal as usual.`,
      policy: null,
      button: 'Contact us',
      route: 'contact',
    },
  ];
}

const VAN_FLEET_ALERTS: readonly (SeedAlert & { slot: AlertSlot })[] = [
  {
    type: 'avp',
    label: 'Please tell us the agreed value of your Ford Transit Custom.',
    policy: POLICY_REFERENCES.van,
    button: 'Agree a value',
    route: 'avp',
    slot: 'dashboard',
  },
  {
    type: 'correspondence',
    label: 'Your van policy schedule has been updated.',
    policy: POLICY_REFERENCES.van,
    button: 'View inbox',
    route: 'policy-inbox',
    slot: 'dashboard',
  },
];

export const alertsSeed: SeedStep = {
  id: 'user-alerts-and-notifications',
  run(context) {
    const { db, now } = context;
    const insert = prepared<
      [number, number | null, string, string, string | null, string | null, string, string]
    >(
      db,
      `INSERT INTO alerts (user_id, policy_id, type, label, button, route, slot, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const write = (username: string, alert: SeedAlert, slot: AlertSlot) => {
      const policyId = alert.policy === null ? null : context.policyId(alert.policy);
      insert.run(
        context.userId(username),
        policyId,
        alert.type,
        alert.label,
        alert.button,
        alert.route,
        slot,
        now.toISOString(),
      );
    };
    for (const slot of ALERT_SLOTS) {
      for (const alert of carDriverAlerts(context)) write('car.driver', alert, slot);
    }
    for (const alert of VAN_FLEET_ALERTS) write('van.fleet', alert, alert.slot);

    const carDriver = context.userId('car.driver');
    const policyId = String(context.policyId(POLICY_REFERENCES.car));
    const notifications = [
      {
        label: 'Your renewal documents for the Mazda MX-5 are ready to view.',
        value: href('policy-inbox', { policyId }),
      },
      {
        label: 'Thank you - we have received your documents and will be in touch within 5 days.',
        value: null,
      },
      { label: 'Your renewal quote is ready.', value: href('payments-renew', { policyId }) },
    ];
    for (const notification of notifications) addNotification(db, carDriver, notification, now);
  },
};
