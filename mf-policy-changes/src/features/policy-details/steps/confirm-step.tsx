import type { Policy } from '@portal/contract';
import { AlsoChangeField, ConfirmTick, EffectiveDateField } from '@portal/forms';

// Step 4 (policy-changes.md §2, §4, §5): the date the change takes effect (today to 29 days
// ahead), the other Motor policies to change the same way, and the tick that the information is
// accurate - 'Send for review' waits for it, on this step only.

export function ConfirmStep({ otherPolicies }: { otherPolicies: readonly Policy[] }) {
  return (
    <>
      <EffectiveDateField />
      <AlsoChangeField policies={otherPolicies} />
      <ConfirmTick />
    </>
  );
}
