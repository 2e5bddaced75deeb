import type { Policy } from '@portal/contract';
import type { AddressFieldComponent, PersonSetup, Wording } from '../person-form-model';
import { AddressStep } from '../steps/address-step';
import { ClaimHistoryStep } from '../steps/claim-history-step';
import { DrivingHistoryStep } from '../steps/driving-history-step';
import { EmploymentStep } from '../steps/employment-step';
import { FinalChecksStep } from '../steps/final-checks-step';
import { HealthConditionsStep } from '../steps/health-conditions-step';
import { PersonalDetailsStep } from '../steps/personal-details-step';

interface StepContentProps {
  readonly step: number;
  readonly setup: PersonSetup;
  readonly wording: Wording;
  readonly otherPolicies: readonly Policy[];
  readonly AddressField: AddressFieldComponent;
}

/** A step's questions, in the order of STEPS (person-form-model.ts). */
export function StepContent({
  step,
  setup,
  wording,
  otherPolicies,
  AddressField,
}: StepContentProps) {
  switch (step) {
    case 0:
      return <PersonalDetailsStep setup={setup} wording={wording} />;
    case 1:
      return <HealthConditionsStep setup={setup} wording={wording} />;
    case 2:
      return <EmploymentStep setup={setup} wording={wording} />;
    case 3:
      return <DrivingHistoryStep setup={setup} wording={wording} />;
    case 4:
      return <ClaimHistoryStep setup={setup} wording={wording} />;
    case 5:
      return <AddressStep wording={wording} AddressField={AddressField} />;
    default:
      return <FinalChecksStep setup={setup} wording={wording} otherPolicies={otherPolicies} />;
  }
}
