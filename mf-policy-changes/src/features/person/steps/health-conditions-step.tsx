import {
  ClearWhen,
  DateField,
  OptionField,
  RepeatableGroup,
  useFieldValue,
  YesNoField,
} from '@portal/forms';
import type { PersonSetup, Wording } from '../person-form-model';

// Step 2 (policy-changes.md §3 health_conditions, §5): each condition needs its description,
// diagnosis date and whether the DVLA was told; licence restrictions are asked for when there
// are some, and cleared when the answer is no.

export function HealthConditionsStep({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  return (
    <RepeatableGroup
      name="health_conditions"
      legend="Health conditions"
      noun="health condition"
      description={`Tell us about any medical condition the DVLA should know about that ${wording.you ? 'you have' : `the ${wording.label} has`}. If there are none, continue.`}
    >
      {(prefix) => <HealthCondition prefix={prefix} setup={setup} />}
    </RepeatableGroup>
  );
}

function HealthCondition({ prefix, setup }: { prefix: string; setup: PersonSetup }) {
  const restricted = useFieldValue(`${prefix}.has_license_restrictions`);
  return (
    <>
      <OptionField
        name={`${prefix}.description`}
        label="Health condition"
        required
        options={setup.options.health}
      />
      <DateField name={`${prefix}.diagnosis_date`} label="Date of diagnosis" required />
      <YesNoField name={`${prefix}.dvla_notified`} label="Has the DVLA been notified?" required />
      <YesNoField
        name={`${prefix}.has_license_restrictions`}
        label="Does the condition restrict the licence?"
      />
      <ClearWhen when={restricted === false} fields={[`${prefix}.license_restrictions`]} />
      {restricted === true ? (
        <OptionField
          name={`${prefix}.license_restrictions`}
          label="Licence restrictions"
          required
          options={setup.options.driving_restriction}
        />
      ) : null}
    </>
  );
}
