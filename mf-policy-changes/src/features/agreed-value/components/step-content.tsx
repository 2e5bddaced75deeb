import type { AgreedValueStep } from '@portal/contract';
import type { AgreedValueSetup } from '../agreed-value-model';
import { ConditionStep } from '../steps/condition-step';
import { DocumentsStep } from '../steps/documents-step';
import { EvidenceStep } from '../steps/evidence-step';
import { VehicleStep, type VehicleFieldsComponent } from '../steps/vehicle-step';
import { SendingProgress, type SentStore } from './sending-progress';

interface StepContentProps {
  readonly step: AgreedValueStep;
  /** The last step shown: the one that sends, with the progress of the sending. */
  readonly last: boolean;
  readonly setup: AgreedValueSetup;
  readonly VehicleFields: VehicleFieldsComponent;
  readonly sent: SentStore;
}

/** A step's questions (policy-changes.md §2: vehicle, condition, documents, evidence). */
export function StepContent({ step, last, setup, VehicleFields, sent }: StepContentProps) {
  return (
    <>
      {step === 'vehicle' ? <VehicleStep setup={setup} VehicleFields={VehicleFields} /> : null}
      {step === 'condition' ? <ConditionStep /> : null}
      {step === 'documents' ? <DocumentsStep slots={setup.slots} /> : null}
      {step === 'evidence' ? <EvidenceStep /> : null}
      {last ? <SendingProgress store={sent} /> : null}
    </>
  );
}
