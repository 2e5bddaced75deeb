import { prepared } from '../db/prepared';
import type { SeedStep } from './seed-step';

// agreements.pending's two outstanding agreements (portal.md §3 "Agreement", §4 "Agreements"):
// terms that can be declined, and an information-only notice. The terms' second page carries a
// <script> and an onerror payload, which the portal must neutralise (DOMPurify, DESIGN.md).

export const SEEDED_AGREEMENTS = [
  {
    title: 'Policy Terms and Conditions',
    content: [
      '<h2>Your policy terms</h2><p>These terms explain the cover your policy gives, what it ' +
        'does not cover and what we ask of you. Please read every page before you accept.</p>' +
        '<ul><li>Tell us about changes to your vehicle or drivers within 14 days.</li>' +
        '<li>Keep your vehicle roadworthy and taxed.</li></ul>',
      '<h2>Cancelling your policy</h2><p>You may cancel within 14 days of the start date for a ' +
        'full refund, less any time on cover.</p>' +
        '<script>window.__agreementScriptRan = true;</script>' +
        '<img src="x" onerror="window.__agreementOnerrorRan = true" alt="">' +
        '<p>For everything else, please phone us.</p>',
    ],
    infoPage: false,
    declineButton: 'Decline terms',
  },
  {
    title: 'Changes to how we contact you',
    content: [
      '<h2>Paperless by default</h2><p>From your next renewal we will send your documents to ' +
        'your inbox in the portal. You can ask for paper copies in Settings at any time.</p>',
    ],
    infoPage: true,
    declineButton: null,
  },
] as const;

export const agreementsSeed: SeedStep = {
  id: 'core-agreements-pending',
  async run({ db, userId }) {
    const insertAgreement = prepared<[string, string, number, string | null], { id: number }>(
      db,
      `INSERT INTO agreements (title, content, info_page, decline_button) VALUES (?, ?, ?, ?)
       RETURNING id`,
    );
    const assign = prepared<[number, number, number]>(
      db,
      `INSERT INTO user_agreements (user_id, agreement_id, status, position)
       VALUES (?, ?, 'outstanding', ?)`,
    );
    const user = await userId('agreements.pending');
    for (const [position, agreement] of SEEDED_AGREEMENTS.entries()) {
      const inserted = await insertAgreement.get(
        agreement.title,
        JSON.stringify(agreement.content),
        agreement.infoPage ? 1 : 0,
        agreement.declineButton,
      );
      if (!inserted) throw new Error(`Seed: agreement '${agreement.title}' not written`);
      await assign.run(user, inserted.id, position);
    }
  },
};
