import { DateField, RepeatableGroup } from '@portal/forms';
import { TextField } from '@portal/ui';
import type { Wording } from '../person-form-model';

// §5: each qualification needs its description and date (within 100 years, not in the future).

export function QualificationList({ wording }: { wording: Wording }) {
  return (
    <RepeatableGroup
      name="qualifications"
      legend="Driving qualifications"
      noun="qualification"
      description={`Any advanced driving qualifications ${wording.you ? 'you hold' : `the ${wording.label} holds`}, such as Pass Plus.`}
    >
      {(prefix) => (
        <>
          <TextField name={`${prefix}.description`} label="Qualification" autoComplete="off" />
          <DateField name={`${prefix}.date`} label="Date of the qualification" />
        </>
      )}
    </RepeatableGroup>
  );
}
