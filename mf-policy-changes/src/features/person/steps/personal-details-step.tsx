import {
  ClearWhen,
  DateField,
  NumberField,
  OptionField,
  useFieldValue,
  YesNoField,
} from '@portal/forms';
import { CheckboxField, TextField } from '@portal/ui';
import { asksRelationship, type PersonSetup, type Wording } from '../person-form-model';

// Step 1 (policy-changes.md §3 meta, §5, §6): name, date of birth, marital status, UK residency,
// the main-user question (not on any-driver policies) and the relationship to the policyholder
// (not asked on any-driver policies, nor of the main user).

/**
 * The tick as the contract's '1' / '0'. react-final-form also reads a checkbox's state through
 * `parse` (of the stored answer), so '0' and nothing read as unticked, '1' as ticked.
 */
function sinceBirthAnswer(value: unknown): '1' | '0' | undefined {
  if (value === true || value === '1') return '1';
  return value === false ? '0' : undefined;
}

export function PersonalDetailsStep({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  const { policy, options } = setup;
  const sinceBirth = useFieldValue('meta.uk_resident_since_birth') === '1';
  const mainUser = useFieldValue('usage.main_user');
  const relationship = asksRelationship(policy, mainUser);
  return (
    <>
      <OptionField name="meta.title" label="Title" required options={options.title} maw={200} />
      <TextField name="meta.first_name" label="First name" required autoComplete="off" />
      <TextField name="meta.additional_names" label="Middle names" autoComplete="off" />
      <TextField name="meta.last_name" label="Last name" required autoComplete="off" />
      <DateField name="meta.dob" label="Date of birth" required />
      <OptionField
        name="meta.marital_status"
        label="Marital status"
        options={options.marital_status}
      />
      <CheckboxField
        name="meta.uk_resident_since_birth"
        label={
          wording.you
            ? 'I have lived in the UK since birth'
            : `The ${wording.label} has lived in the UK since birth`
        }
        parse={sinceBirthAnswer}
      />
      <ClearWhen when={sinceBirth} fields={['meta.uk_resident_years', 'meta.uk_resident_months']} />
      <NumberField
        name="meta.uk_resident_years"
        label="Years lived in the UK"
        disabled={sinceBirth}
      />
      <NumberField
        name="meta.uk_resident_months"
        label="Months lived in the UK"
        disabled={sinceBirth}
      />
      {policy.flags.any_driver ? null : (
        <YesNoField name="usage.main_user" label={`${wording.is} the main user of the vehicle?`} />
      )}
      <ClearWhen when={!relationship} fields={['meta.relationship']} />
      {relationship ? (
        <OptionField
          name="meta.relationship"
          label="Relationship to the policyholder"
          required
          options={options.relationship}
        />
      ) : null}
    </>
  );
}
