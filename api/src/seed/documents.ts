import { requestDocuments } from '../documents/store';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedStep } from './seed-step';

// The documents asked for on car.driver's car policy: two, which make its required_item_count and
// documents_required flag until each has a file (portal.md §2 'Send your documents').

export const documentsSeed: SeedStep = {
  id: 'documents-required',
  async run({ db, now, policyId }) {
    await requestDocuments(
      db,
      await policyId(POLICY_REFERENCES.car),
      [
        { type: 'driving_licence', label: 'Driving licence for Mark Mitchell' },
        { type: 'no_claims_bonus_proof', label: 'Proof of your 7 years no-claims bonus' },
      ],
      now,
    );
  },
};
