import { ClearWhen, OptionField, useFieldValue, YesNoField } from '@portal/forms';
import { TextareaField } from '@portal/ui';
import type { PersonSetup, Wording } from '../person-form-model';

// §3 usage, §5: what the vehicle is used for, other vehicles, refused insurance and criminal
// offences - described when the answer is yes, cleared when it is no.

export function UsageFields({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  const offences = useFieldValue('usage.has_criminal_offences');
  return (
    <>
      <OptionField
        name="usage.description"
        label="Vehicle use"
        options={setup.options.vehicle_use}
      />
      <YesNoField
        name="usage.use_other_vehicles"
        label={`${wording.does} use any other vehicles?`}
      />
      <YesNoField
        name="usage.own_other_vehicles"
        label={`${wording.does} own any other vehicles?`}
      />
      <YesNoField
        name="usage.previously_refused"
        label={`${wording.has} ever been refused motor insurance?`}
      />
      <YesNoField
        name="usage.has_criminal_offences"
        label={`${wording.has} any unspent criminal offences?`}
        flag
      />
      <ClearWhen when={offences === '0'} fields={['usage.criminal_offences']} />
      {offences === '1' ? (
        <TextareaField
          name="usage.criminal_offences"
          label="Details of the criminal offences"
          rows={3}
        />
      ) : null}
    </>
  );
}
