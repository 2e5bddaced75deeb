import { href, removeVehicleQuestion, type Policy, type PolicyVehicle } from '@portal/contract';
import { AppLink } from '@portal/platform';
import {
  ActionIcon,
  Button,
  Group,
  Popover,
  Section,
  Stack,
  Text,
  VisuallyHidden,
} from '@portal/ui';
import { IconHelpCircle, IconPencil } from '@portal/ui/icons';
import { ChangeCard } from './change-card';
import { DetailsList } from './details-list';
import type { RemovalTarget } from './removal-dialog';

// policy-changes.md §2 'Make-a-change screen', Vehicles: the heading plural with a help tooltip
// when the policy allows multiple vehicles, and only then 'Add vehicle' and each vehicle's
// Remove (§6). Each vehicle: make and model, registration with the quick-edit pencil, annual
// mileage, agreed or estimated value, security features and modifications (or 'None'), where it
// is kept at night, and Update and Replace.

/** Ours: the spec asks for a help tooltip beside the plural heading without wording it. */
export const MULTIPLE_VEHICLES_HELP =
  'This policy can cover more than one vehicle. You can add a vehicle, and update, replace or remove each vehicle on it. Every change is sent to us for review.';

/** 'Mazda MX-5 (AB19 CDE)': what the buttons of a card name, so each names its own vehicle. */
export function vehicleName(vehicle: PolicyVehicle): string {
  const registration = vehicle.registration?.trim().toUpperCase();
  const name = `${vehicle.make} ${vehicle.model}`;
  return registration ? `${name} (${registration})` : name;
}

export function VehiclesSection({
  policy,
  changeable,
  onQuickEdit,
  onRemove,
}: {
  policy: Policy;
  changeable: boolean;
  onQuickEdit: (vehicle: PolicyVehicle) => void;
  onRemove: (target: RemovalTarget) => void;
}) {
  const multiple = policy.flags.multiple_vehicles;
  const policyId = String(policy.id);
  return (
    <Section
      title={multiple ? 'Vehicles' : 'Vehicle'}
      beside={multiple && <MultipleVehiclesHelp />}
      actions={
        changeable &&
        multiple && (
          <Button component={AppLink} href={href('add-vehicle', { policyId })} variant="light">
            Add vehicle
          </Button>
        )
      }
    >
      <Stack gap="md">
        {policy.vehicles.map((vehicle) => (
          <VehicleCard
            key={vehicle.ID}
            policyId={policyId}
            vehicle={vehicle}
            changeable={changeable}
            removable={changeable && multiple}
            onQuickEdit={() => onQuickEdit(vehicle)}
            onRemove={() =>
              onRemove({
                kind: 'vehicle',
                id: vehicle.ID,
                title: 'Remove vehicle',
                question: removeVehicleQuestion(vehicle.make, vehicle.model),
              })
            }
          />
        ))}
      </Stack>
    </Section>
  );
}

function MultipleVehiclesHelp() {
  return (
    <Popover position="bottom-start" shadow="md" withArrow width={280}>
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Help with vehicles">
          <IconHelpCircle aria-hidden="true" size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{MULTIPLE_VEHICLES_HELP}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

function VehicleCard({
  policyId,
  vehicle,
  changeable,
  removable,
  onQuickEdit,
  onRemove,
}: {
  policyId: string;
  vehicle: PolicyVehicle;
  changeable: boolean;
  removable: boolean;
  onQuickEdit: () => void;
  onRemove: () => void;
}) {
  const name = vehicleName(vehicle);
  const params = { policyId, vehicleId: String(vehicle.ID) };
  const registration = vehicle.registration?.trim().toUpperCase() || 'Not registered';
  return (
    <ChangeCard title={`${vehicle.make} ${vehicle.model}`}>
      <DetailsList
        rows={[
          [
            'Registration',
            <Group key="registration" gap={4} wrap="nowrap">
              <span>{registration}</span>
              {changeable && (
                <ActionIcon
                  variant="subtle"
                  aria-label={`Update the registration number of the ${name}`}
                  onClick={onQuickEdit}
                >
                  <IconPencil aria-hidden="true" size={18} />
                </ActionIcon>
              )}
            </Group>,
          ],
          ['Annual mileage', vehicle.annual_mileage_formatted],
          [
            vehicle.avp_completed ? 'Agreed value' : 'Estimated value',
            vehicle.est_value_formatted ?? 'Not known',
          ],
          ['Security features', vehicle.security_features.join(', ') || 'None'],
          ['Modifications', vehicle.modifications?.trim() || 'None'],
          ['Stored during the night', vehicle.stored_during_night],
        ]}
      />
      {changeable && (
        <Group gap="xs">
          <Button
            component={AppLink}
            href={href('update-vehicle', params)}
            variant="default"
            size="sm"
          >
            Update <VisuallyHidden>the {name}</VisuallyHidden>
          </Button>
          <Button
            component={AppLink}
            href={href('replace-vehicle', params)}
            variant="default"
            size="sm"
          >
            Replace <VisuallyHidden>the {name}</VisuallyHidden>
          </Button>
          {removable && (
            <Button variant="default" color="red" size="sm" onClick={onRemove}>
              Remove <VisuallyHidden>the {name}</VisuallyHidden>
            </Button>
          )}
        </Group>
      )}
    </ChangeCard>
  );
}
