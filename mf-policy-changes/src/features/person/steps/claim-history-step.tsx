import { DateField, NumberField, OptionField, RepeatableGroup, YesNoField } from '@portal/forms';
import type { PersonSetup, Wording } from '../person-form-model';

// Step 5 (policy-changes.md §3 claims, §5): each claim of the last 5 years needs its type, date,
// whether it was a fault claim, whether the no claims bonus was affected, and its cost.

export function ClaimHistoryStep({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  return (
    <RepeatableGroup
      name="claims"
      legend="Claims"
      noun="claim"
      description={`Any claims ${wording.you ? 'you have' : `the ${wording.label} has`} made in the last 5 years, whoever was at fault.`}
    >
      {(prefix) => (
        <>
          <OptionField
            name={`${prefix}.type`}
            label="Type of claim"
            options={setup.options.claim_type}
          />
          <DateField name={`${prefix}.date`} label="Date of the claim" />
          <YesNoField name={`${prefix}.at_fault`} label="Was it a fault claim?" />
          <YesNoField
            name={`${prefix}.no_claims_affected`}
            label="Was the no claims bonus affected?"
          />
          <NumberField name={`${prefix}.cost`} label="Cost of the claim" money />
        </>
      )}
    </RepeatableGroup>
  );
}
