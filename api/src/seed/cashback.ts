import { prepared } from '../db/prepared';
import type { SeedStep } from './seed-step';

// car.driver's cashback offer (portal.md §2 policy-cashback, §9): the documents the £20.00 offer
// needs, each sent as one file.
export const CASHBACK_DOCUMENTS = [
  {
    label: 'Home insurance schedule',
    value:
      'Your current home insurance schedule from a UK property policy not administered by us, showing your name, the insured address and the dates of cover.',
  },
  {
    label: 'Proof of payment',
    value:
      'A bank or card statement showing the payment for that home insurance policy. If it runs to several pages, put them all in a single .ZIP file.',
  },
] as const;

export const cashbackSeed: SeedStep = {
  id: 'cashback-documents',
  async run({ db, userId }) {
    const insert = prepared<[number, number, string, string]>(
      db,
      'INSERT INTO cashback_documents (user_id, position, label, value) VALUES (?, ?, ?, ?)',
    );
    const user = await userId('car.driver');
    for (const [position, document] of CASHBACK_DOCUMENTS.entries()) {
      await insert.run(user, position, document.label, document.value);
    }
  },
};
