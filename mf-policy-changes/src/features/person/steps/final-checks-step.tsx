import type { Policy } from '@portal/contract';
import { AlsoChangeField, ConfirmTick, EffectiveDateField } from '@portal/forms';
import type { PersonSetup, Wording } from '../person-form-model';
import { PersonSummary } from './person-summary';

// Step 7 (policy-changes.md §2, §4, §5): the answers summed up, the date the change takes effect
// (today to 29 days ahead), the other Motor policies to change the same way, and the tick that
// the information is accurate - 'Send for review' waits for it.

interface FinalChecksStepProps {
  readonly setup: PersonSetup;
  readonly wording: Wording;
  readonly otherPolicies: readonly Policy[];
}

export function FinalChecksStep({ setup, wording, otherPolicies }: FinalChecksStepProps) {
  return (
    <>
      <PersonSummary setup={setup} wording={wording} />
      <EffectiveDateField />
      <AlsoChangeField policies={otherPolicies} />
      <ConfirmTick />
    </>
  );
}
