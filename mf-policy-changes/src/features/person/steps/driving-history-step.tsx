import type { PersonSetup, Wording } from '../person-form-model';
import { ConvictionList } from './conviction-list';
import { LicenceFields } from './licence-fields';
import { QualificationList } from './qualification-list';
import { UsageFields } from './usage-fields';

// Step 4 (policy-changes.md §3 license, usage, qualifications, convictions; §5).

export function DrivingHistoryStep({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  return (
    <>
      <LicenceFields setup={setup} />
      <UsageFields setup={setup} wording={wording} />
      <QualificationList wording={wording} />
      <ConvictionList setup={setup} wording={wording} />
    </>
  );
}
