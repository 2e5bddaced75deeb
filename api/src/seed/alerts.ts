import { ALERT_SLOTS, formatDate, href, type AlertType, type RouteName } from '@portal/contract';
import { addAlert, addNotification } from '../user/store';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedContext, SeedStep } from './seed-step';

// The posted alerts and the notifications of the demo (portal.md §2 Dashboard and To-do list, §3
// Alert and Notification). What a policy asks of its holder (pay, renew, refunds, the credit
// agreement, documents, agreed value, unread post) is not seeded as text: it follows from the
// policies' seeded facts (seed/payments.ts, seed/documents.ts, seed/inbox.ts), derived by
// standing/alerts.ts. car.driver also has an announcement; new.customer has nothing.

interface SeedAlert {
  readonly type: AlertType;
  readonly label: string;
  readonly button: string | null;
  readonly route: RouteName | null;
}

/** What the provider posts to everyone: shown as it is, in both slots. */
function announcements({ date }: SeedContext): readonly SeedAlert[] {
  return [
    {
      type: 'announcement',
      label: `Our phone lines close at 2pm on ${formatDate(date(30))}. You can still use the portal as usual.`,
      button: 'Contact us',
      route: 'contact',
    },
  ];
}

export const alertsSeed: SeedStep = {
  id: 'user-alerts-and-notifications',
  async run(context) {
    const { db, now } = context;
    const carDriver = await context.userId('car.driver');
    for (const slot of ALERT_SLOTS) {
      for (const alert of announcements(context)) {
        await addAlert(db, carDriver, { ...alert, policyId: null, slot }, now);
      }
    }

    const policyId = String(await context.policyId(POLICY_REFERENCES.car));
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
    for (const notification of notifications) {
      await addNotification(db, carDriver, notification, now);
    }
  },
};
