import type { Policy } from '@portal/contract';
import { AlsoChangeField, ConfirmTick, EffectiveDateField } from '@portal/forms';
import type { PolicyDetailsSetup } from '../policy-details-model';
import { PolicyDetailsReview } from './policy-details-review';

// Step 4 (policy-changes.md §2, §4, §5): the answers to check, each with its Change link; the
// date the change takes effect (today to 29 days ahead), the other Motor policies to change the
// same way, and the tick that the information is accurate - 'Send for review' waits for it, on
// this step only.

export function ConfirmStep({
  setup,
  otherPolicies,
}: {
  setup: PolicyDetailsSetup;
  otherPolicies: readonly Policy[];
}) {
  return (
    <>
      <PolicyDetailsReview setup={setup} />
      <EffectiveDateField />
      <AlsoChangeField policies={otherPolicies} />
      <ConfirmTick />
    </>
  );
}
