import type { InboxGroup, InboxItemType } from '@portal/contract';
import { insertRows } from './insert-rows';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedContext, SeedStep } from './seed-step';

// Policy inboxes (portal.md §3 "Inbox item"). car.driver's car policy has items of every group
// and type, some correspondence unread (the sidebar's badge). A pdf has its size; a link's value
// is an address or a route inside the portal; an sms item's value is the text that was sent.

interface Item {
  readonly group: InboxGroup;
  readonly type: InboxItemType;
  readonly label: string;
  readonly value: string;
  readonly size?: number;
  /** Days before the seed day, and the time it arrived (UTC). */
  readonly daysAgo: number;
  readonly time: string;
  readonly read: boolean;
}

const DOCUMENTS = 'https://documents.northway.example';

function carItems(reference: string, policyId: number): Item[] {
  const pdf = (name: string) => `${DOCUMENTS}/${reference}/${name}.pdf`;
  return [
    {
      group: 'actions',
      type: 'link',
      label: 'Send us your proof of no claims bonus',
      value: `/policies/${policyId}/outstanding-actions`,
      daysAgo: 3,
      time: '08:05',
      read: false,
    },
    {
      group: 'actions',
      type: 'link',
      label: 'Sign your credit agreement',
      value: `/policies/${policyId}/credit`,
      daysAgo: 6,
      time: '10:30',
      read: false,
    },
    {
      group: 'actions',
      type: 'link',
      label: 'Tell us the agreed value of your Mazda MX-5',
      value: `/policies/${policyId}/avp/2011`,
      daysAgo: 9,
      time: '14:12',
      read: true,
    },
    {
      group: 'pinned',
      type: 'pdf',
      label: 'Certificate of motor insurance',
      value: pdf('certificate'),
      size: 96_256,
      daysAgo: 300,
      time: '09:00',
      read: true,
    },
    {
      group: 'pinned',
      type: 'pdf',
      label: 'Policy schedule',
      value: pdf('schedule'),
      size: 184_320,
      daysAgo: 300,
      time: '09:00',
      read: true,
    },
    {
      group: 'pinned',
      type: 'pdf',
      label: 'Policy booklet',
      value: pdf('booklet'),
      size: 1_248_512,
      daysAgo: 300,
      time: '09:00',
      read: true,
    },
    {
      group: 'extra_benefits',
      type: 'link',
      label: 'Breakdown cover: getting help at the roadside',
      value: 'https://www.northway.example/benefits/breakdown',
      daysAgo: 120,
      time: '11:45',
      read: true,
    },
    {
      group: 'extra_benefits',
      type: 'pdf',
      label: 'Motor legal protection: policy wording',
      value: pdf('legal-protection'),
      size: 342_016,
      daysAgo: 300,
      time: '09:00',
      read: false,
    },
    {
      group: 'extra_benefits',
      type: 'link',
      label: 'Courtesy car: what to expect after a claim',
      value: 'https://www.northway.example/benefits/courtesy-car',
      daysAgo: 45,
      time: '16:20',
      read: true,
    },
    {
      group: 'correspondence',
      type: 'sms',
      label: 'Text message: your renewal is on its way',
      value:
        'Northway: your renewal invitation will be in your online inbox within the next 30 days. No action is needed yet.',
      daysAgo: 1,
      time: '12:00',
      read: false,
    },
    {
      group: 'correspondence',
      type: 'pdf',
      label: 'Mid-term adjustment: Mark Mitchell added',
      value: pdf('mta-confirmation'),
      size: 77_824,
      daysAgo: 14,
      time: '15:02',
      read: false,
    },
    {
      group: 'correspondence',
      type: 'pdf',
      label: 'Our reply to your message about windscreen repair',
      value: pdf('windscreen-repair-reply'),
      size: 48_128,
      daysAgo: 21,
      time: '13:37',
      read: false,
    },
    {
      group: 'correspondence',
      type: 'sms',
      label: 'Text message: Direct Debit collected',
      value: 'Northway: we have collected your monthly Direct Debit of £58.95. Thank you.',
      daysAgo: 30,
      time: '07:15',
      read: true,
    },
    {
      group: 'correspondence',
      type: 'pdf',
      label: 'Annual statement of your no claims bonus',
      value: pdf('ncb-statement'),
      size: 61_440,
      daysAgo: 60,
      time: '10:00',
      read: true,
    },
  ];
}

function otherItems(reference: string, brand: string): Item[] {
  const pdf = (name: string) => `https://documents.${brand}.example/${reference}/${name}.pdf`;
  return [
    {
      group: 'pinned',
      type: 'pdf',
      label: 'Certificate of motor insurance',
      value: pdf('certificate'),
      size: 94_208,
      daysAgo: 90,
      time: '09:00',
      read: true,
    },
    {
      group: 'pinned',
      type: 'pdf',
      label: 'Policy schedule',
      value: pdf('schedule'),
      size: 176_128,
      daysAgo: 90,
      time: '09:00',
      read: true,
    },
    {
      group: 'correspondence',
      type: 'pdf',
      label: 'Welcome to your new policy',
      value: pdf('welcome'),
      size: 58_368,
      daysAgo: 89,
      time: '10:20',
      read: true,
    },
    {
      group: 'correspondence',
      type: 'sms',
      label: 'Text message: payment reminder',
      value: 'A payment on your policy is due soon. You can pay online from your account.',
      daysAgo: 4,
      time: '18:40',
      read: false,
    },
  ];
}

async function insertItems(
  context: SeedContext,
  policyId: number,
  items: readonly Item[],
): Promise<void> {
  const rows = items.map((item) => {
    const date = `${context.date(-item.daysAgo)}T${item.time}:00.000Z`;
    return [
      policyId,
      item.type,
      item.group,
      item.label,
      item.value,
      item.size ?? null,
      date,
      item.read ? date : null,
    ];
  });
  await insertRows(
    context.db,
    'inbox_items',
    ['policy_id', 'type', 'item_group', 'label', 'value', 'size', 'item_date', 'read_at'],
    rows,
  );
}

export const inboxSeed: SeedStep = {
  id: 'inbox-items',
  async run(context) {
    const car = await context.policyId(POLICY_REFERENCES.car);
    await insertItems(context, car, carItems(POLICY_REFERENCES.car, car));
    for (const key of ['van', 'bike', 'otherBrand'] as const) {
      const brand = key === 'van' ? 'northway' : 'ridgeline';
      await insertItems(
        context,
        await context.policyId(POLICY_REFERENCES[key]),
        otherItems(POLICY_REFERENCES[key], brand),
      );
    }
  },
};
