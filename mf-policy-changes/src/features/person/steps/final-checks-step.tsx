import type { Policy } from '@portal/contract';
import { DateField } from '@portal/forms';
import { Checkbox, Text } from '@portal/ui';
import type { PersonSetup, Wording } from '../person-form-model';
import { AlsoChangeField } from './also-change-field';
import { PersonSummary } from './person-summary';

// Step 7 (policy-changes.md §2, §4, §5): the answers summed up, the date the change takes effect
// (today to 29 days ahead), the other Motor policies to change the same way, and the tick that
// the information is accurate - 'Send for review' waits for it.

interface FinalChecksStepProps {
  readonly setup: PersonSetup;
  readonly wording: Wording;
  readonly otherPolicies: readonly Policy[];
  readonly confirmed: boolean;
  readonly onConfirm: (confirmed: boolean) => void;
}

export function FinalChecksStep({
  setup,
  wording,
  otherPolicies,
  confirmed,
  onConfirm,
}: FinalChecksStepProps) {
  return (
    <>
      <PersonSummary setup={setup} wording={wording} />
      <DateField
        name="effective_date"
        label="Date the change takes effect"
        description="Today, or up to 29 days from today"
      />
      <AlsoChangeField policies={otherPolicies} />
      <Text size="sm">Please check the answers above. Any change clears the confirmation.</Text>
      <Checkbox
        checked={confirmed}
        onChange={(event) => onConfirm(event.currentTarget.checked)}
        label="I confirm that the information I have given is accurate"
      />
    </>
  );
}
