import { FAQ_ENTRIES } from './faq-entries';
import { insertRows } from './insert-rows';
import type { SeedStep } from './seed-step';

// Brand content (portal.md §1, §7 GET /meta/*, the features file): each brand's contact details,
// texts by key, the FAQs and the feature flags. Email domains are reserved example domains.

const CONTACTS = [
  {
    portal: 'northway',
    email: 'customer.services@northway.example',
    address: 'Northway House, 2 Wellington Place, Leeds, LS1 4AP',
    openingHours: [
      { label: 'Monday to Friday', value: '8am - 8pm' },
      { label: 'Saturday', value: '9am - 5pm' },
      { label: 'Sunday and bank holidays', value: 'Closed' },
    ],
  },
  {
    portal: 'ridgeline',
    email: 'hello@ridgeline.example',
    address: 'Ridgeline Court, 40 Temple Street, Bristol, BS1 6EA',
    openingHours: [
      { label: 'Monday to Friday', value: '9am - 5.30pm' },
      { label: 'Saturday', value: '9am - 1pm' },
      { label: 'Sunday and bank holidays', value: 'Closed' },
    ],
  },
] as const;

const MESSAGES_BY_BRAND = {
  northway: {
    footer_legal:
      'Northway Motor Insurance is a trading name of Northway Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (firm reference number 612345).',
    welcome: 'Welcome to your Northway account: your car and van policies in one place.',
    contact_intro:
      'Send us a message and we will reply within 2 working days. For anything urgent, please phone us.',
    claims_line: 'To make a claim, phone our 24-hour claims line on 0306 999 0199.',
  },
  ridgeline: {
    footer_legal:
      'Ridgeline Bike Insurance is a trading name of Ridgeline Motorcycle Insurance Limited, authorised and regulated by the Financial Conduct Authority (firm reference number 734512).',
    welcome: 'Welcome to Ridgeline: everything about your bike cover, wherever you ride.',
    contact_intro: 'Send us a message and a rider on our team will reply within 2 working days.',
    claims_line: 'To make a claim, phone our 24-hour claims line on 0306 999 0499.',
  },
} as const;

// portal.md §4 "Features": chat, correspondence and ivm vary by brand; maintenance off, online on.
const FEATURES = {
  northway: { chat: true, correspondence: true, ivm: false, maintenance: false, online: true },
  ridgeline: { chat: false, correspondence: true, ivm: true, maintenance: false, online: true },
} as const;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export const metaSeed: SeedStep = {
  id: 'meta-brand-content',
  async run({ db }) {
    await insertRows(
      db,
      'portal_contacts',
      ['portal', 'email', 'address', 'opening_hours'],
      CONTACTS.map((brand) => [
        brand.portal,
        brand.email,
        brand.address,
        JSON.stringify(brand.openingHours),
      ]),
    );

    const portals = ['northway', 'ridgeline'] as const;
    await insertRows(
      db,
      'portal_messages',
      ['portal', 'key', 'value'],
      portals.flatMap((portal) =>
        Object.entries(MESSAGES_BY_BRAND[portal]).map(([key, value]) => [portal, key, value]),
      ),
    );
    await insertRows(
      db,
      'feature_flags',
      ['portal', 'flag', 'enabled'],
      portals.flatMap((portal) =>
        Object.entries(FEATURES[portal]).map(([name, enabled]) => [portal, name, enabled ? 1 : 0]),
      ),
    );

    await insertRows(
      db,
      'faqs',
      ['portal', 'position', 'label', 'value', 'search_value'],
      FAQ_ENTRIES.map((entry, position) => [
        entry.portal,
        position,
        entry.label,
        entry.value,
        plainText(entry.value),
      ]),
    );
  },
};
