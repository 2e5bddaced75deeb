import { DateField, NumberField, OptionField, RepeatableGroup } from '@portal/forms';
import type { PersonSetup, Wording } from '../person-form-model';

// §5: each motoring conviction of the last 5 years needs its offence, date, fine (whole pounds),
// penalty points (0 to 100) and ban expiry (within the last 5 years, not in the future).

export function ConvictionList({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  return (
    <RepeatableGroup
      name="convictions"
      legend="Motoring convictions"
      noun="conviction"
      description={`Any motoring convictions ${wording.you ? 'you have' : `the ${wording.label} has`} had in the last 5 years.`}
    >
      {(prefix) => (
        <>
          <OptionField
            name={`${prefix}.offence`}
            label="Offence"
            options={setup.options.offence_code}
          />
          <DateField name={`${prefix}.date`} label="Date of the conviction" />
          <NumberField name={`${prefix}.fined`} label="Fine" money />
          <NumberField name={`${prefix}.points`} label="Penalty points" />
          <DateField name={`${prefix}.ban_expiry`} label="Date the ban expires or expired" />
        </>
      )}
    </RepeatableGroup>
  );
}
