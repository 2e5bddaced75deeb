import { OptionField, RepeatableGroup } from '@portal/forms';
import type { PersonSetup, Wording } from '../person-form-model';

// Step 3 (policy-changes.md §3 occupations, §5): at least one job, each with its status,
// industry and occupation; the first job cannot be removed.

export function EmploymentStep({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  const { options } = setup;
  return (
    <RepeatableGroup
      name="occupations"
      legend="Jobs"
      noun="job"
      keepFirst
      description={`Tell us about ${wording.whose} main job, and any other.`}
    >
      {(prefix) => (
        <>
          <OptionField
            name={`${prefix}.status`}
            label="Employment status"
            options={options.employment_status}
          />
          <OptionField
            name={`${prefix}.business_nature`}
            label="Industry"
            options={options.industry}
          />
          <OptionField name={`${prefix}.title`} label="Occupation" options={options.occupation} />
        </>
      )}
    </RepeatableGroup>
  );
}
