import { DateField, OptionField } from '@portal/forms';
import { TextField } from '@portal/ui';
import type { PersonSetup } from '../person-form-model';

// §5: licence type, number (exactly 16 characters) and test pass date (up to 90 years back).

export function LicenceFields({ setup }: { setup: PersonSetup }) {
  return (
    <>
      <OptionField name="license.type" label="Licence type" options={setup.options.license_type} />
      <TextField
        name="license.number"
        label="Licence number"
        description="The 16 characters of the driving licence number"
        autoComplete="off"
        spellCheck={false}
      />
      <DateField name="license.date_passed" label="Date the test was passed" />
    </>
  );
}
