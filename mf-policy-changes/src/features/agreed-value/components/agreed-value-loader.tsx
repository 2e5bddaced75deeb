import {
  formatDate,
  href,
  MESSAGES,
  todayIso,
  type AgreedValueRequirement,
  type FormOptions,
  type Policy,
  type PolicyVehicle,
} from '@portal/contract';
import { AppLink } from '@portal/platform';
import { PolicyFormPending } from '@portal/platform/remote-app';
import { Alert, Button, PageScreen, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import type { AgreedValueSetup } from '../agreed-value-model';
import { stepsToShow } from '../agreed-value-model';
import { useAgreedValueDocuments } from '../api/get-agreed-value-documents';
import { useAgreedValueRequired } from '../api/get-agreed-value-required';
import type { VehicleFieldsComponent } from '../steps/vehicle-step';
import { AgreedValueForm } from './agreed-value-form';

// What the agreed-value form reads besides the policy (policy-changes.md §3 'Document slots
// fetched for a vehicle', §6, §7 GET .../avp/required and .../avp/documents/{type}): which steps
// this vehicle still needs, and the photos it needs. A vehicle that needs no agreed value, whose
// agreed value is done, or that has sent every step already says so plainly instead of a form.

/** Ours: every step of the vehicle has been sent and waits for the provider's review (§4). */
export const ALL_STEPS_SENT =
  'We have everything we need for the agreed value of this vehicle, and are reviewing it.';

/** Why there is no form, or null; the requirement listed wins over the policy's own flags. */
function nothingToSend(vehicle: PolicyVehicle, requirement: AgreedValueRequirement | undefined) {
  const required = requirement?.avp_required ?? vehicle.avp_required;
  const completed = requirement?.avp_completed ?? vehicle.avp_completed;
  if (!required) return MESSAGES.agreedValueNotRequired;
  if (completed) return MESSAGES.agreedValueCompleted;
  // Sent, with the day: the customer sees where it is, not the same request again.
  if (vehicle.avp_sent_on) {
    return `Sent for review on ${formatDate(vehicle.avp_sent_on)}. ${ALL_STEPS_SENT}`;
  }
  if (requirement && requirement.steps.length === 0) return ALL_STEPS_SENT;
  return null;
}

interface LoaderProps {
  readonly title: string;
  readonly policy: Policy;
  readonly vehicle: PolicyVehicle;
  readonly options: FormOptions;
  readonly VehicleFields: VehicleFieldsComponent;
}

export function AgreedValueLoader({ title, policy, vehicle, options, VehicleFields }: LoaderProps) {
  const required = useAgreedValueRequired(policy.id);
  const slots = useAgreedValueDocuments(policy.id, vehicle.ID);

  if (required.data && slots.data) {
    const requirement = required.data.find((item) => item.vehicle_id === String(vehicle.ID));
    const reason = nothingToSend(vehicle, requirement);
    if (reason) return <NothingToSend title={title} policyId={policy.id} reason={reason} />;
    const steps = stepsToShow(requirement?.steps ?? []);
    const loaded = { policy, vehicle, options, slots: slots.data, steps };
    return <LoadedForm title={title} loaded={loaded} VehicleFields={VehicleFields} />;
  }
  const failed = required.isError ? required : slots.isError ? slots : null;
  return <PolicyFormPending title={title} failed={failed} />;
}

function NothingToSend({
  title,
  policyId,
  reason,
}: {
  title: string;
  policyId: number;
  reason: string;
}) {
  return (
    <PageScreen title={title} layout="form">
      <Alert color="blue" title="There is nothing to send for this vehicle">
        <Stack gap="sm" align="flex-start">
          <Text>{reason}</Text>
          <Button component={AppLink} href={href('policy-summary', { policyId: String(policyId) })}>
            Back to your policy
          </Button>
        </Stack>
      </Alert>
    </PageScreen>
  );
}

/** The setup is taken once: the form's schema and starting values never change under it. */
function LoadedForm({
  title,
  loaded,
  VehicleFields,
}: {
  title: string;
  loaded: Omit<AgreedValueSetup, 'today'>;
  VehicleFields: VehicleFieldsComponent;
}) {
  const [setup] = useState<AgreedValueSetup>(() => ({ ...loaded, today: todayIso() }));
  return <AgreedValueForm title={title} setup={setup} VehicleFields={VehicleFields} />;
}
