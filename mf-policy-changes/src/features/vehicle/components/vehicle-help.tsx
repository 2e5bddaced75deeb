import type { VehicleFormMode } from '@portal/contract';
import { HelpPanel, List, Text } from '@portal/ui';
import { IconInfoCircle } from '@portal/ui/icons';

// Beside the vehicle form (PageScreen's aside): how the finder helps, and what happens to the
// change (policy-changes.md §1: every change is sent for review). The wording is ours.

const TITLES: Record<VehicleFormMode, string> = {
  add: 'Adding a vehicle',
  update: 'Updating a vehicle',
  replace: 'Replacing a vehicle',
};

export function VehicleHelp({ mode }: { mode: VehicleFormMode }) {
  return (
    <HelpPanel title={TITLES[mode]} icon={<IconInfoCircle aria-hidden="true" size={20} />}>
      <List size="sm" spacing="xs">
        <List.Item>
          Search by registration number and we will fill in the make, model, engine size,
          transmission and year for you.
        </List.Item>
        <List.Item>
          If the vehicle has no registration number yet, answer No and give its chassis number.
        </List.Item>
        <List.Item>
          The registration number and chassis number are on the vehicle&apos;s V5C registration
          document.
        </List.Item>
      </List>
      <Text size="sm" mt="sm">
        Every change is sent to us for review. Your policy is not changed until we have checked it,
        and we will contact you if we need anything more.
      </Text>
    </HelpPanel>
  );
}
