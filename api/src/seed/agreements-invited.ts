import { prepared } from '../db/prepared';
import { INVITED_USER_KEY, type SeedStep } from './seed-step';

// The invited user's outstanding agreement (portal.md §1: visitors accept agreements with an
// activation code and invite id; §6). They accept it before or while activating, without a
// session: POST /agreements with the invite id and code of api/README.md.

export const INVITED_AGREEMENT = {
  title: 'Online Account Terms of Use',
  content: [
    '<h2>Using your online account</h2><p>These terms apply to your use of the online account ' +
      'for your insurance policies. Please read them before you activate your account.</p>' +
      '<ul><li>Keep your username and password to yourself.</li>' +
      '<li>Tell us straight away if you think someone else has used your account.</li>' +
      '<li>Changes you ask for online are reviewed by us before they apply.</li></ul>',
    '<h2>Documents and messages</h2><p>We will put your policy documents in your online inbox ' +
      'and may contact you by email or text message about your policies.</p>' +
      '<p>You can ask for paper copies at any time in Settings.</p>',
  ],
  declineButton: 'Decline',
} as const;

export const invitedAgreementsSeed: SeedStep = {
  id: 'agreements-invited',
  async run({ db, userId }) {
    const inserted = await prepared<[string, string, string], { id: number }>(
      db,
      `INSERT INTO agreements (title, content, info_page, decline_button) VALUES (?, ?, 0, ?)
       RETURNING id`,
    ).get(
      INVITED_AGREEMENT.title,
      JSON.stringify(INVITED_AGREEMENT.content),
      INVITED_AGREEMENT.declineButton,
    );
    if (!inserted) throw new Error(`Seed: agreement '${INVITED_AGREEMENT.title}' not written`);
    await prepared<[number, number]>(
      db,
      `INSERT INTO user_agreements (user_id, agreement_id, status, position)
       VALUES (?, ?, 'outstanding', 0)`,
    ).run(await userId(INVITED_USER_KEY), inserted.id);
  },
};
