import { MESSAGES, type Policy, type VehicleFormMode } from '@portal/contract';
import { telephoneHref, usePortal } from '@portal/platform';
import { Alert, Anchor, PageScreen, Stack, Text } from '@portal/ui';

// policy-changes.md §1, §6: an unsupported type (home), a read-only policy and any policy without
// can_modify cannot be changed online, and vehicles are added only where multiple_vehicles is
// set. The screen then shows no form: it says why, with the brand's number to phone instead.

/** Why this change cannot be made online, or null when it can. */
export function refusalOf(policy: Policy, mode: VehicleFormMode, brandLabel: string) {
  if (!policy.is_supported)
    return `Sorry, we do not yet support this type of policy on ${brandLabel}`;
  if (policy.flags.recently_expired) {
    return 'This policy has expired. You can still see its details, but it cannot be changed online.';
  }
  if (!policy.can_modify || policy.flags.read_only) return MESSAGES.policyReadOnly;
  if (mode === 'add' && !policy.flags.multiple_vehicles) return MESSAGES.singleVehiclePolicy;
  return null;
}

export function NotChangeable({ title, reason }: { title: string; reason: string }) {
  const { brand } = usePortal();
  return (
    <PageScreen title={title} layout="form">
      <Alert color="yellow" title="You cannot make this change online">
        <Stack gap={4}>
          <Text>{reason}</Text>
          <Text>
            Please phone us on{' '}
            <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
              {brand.contactNumber}
            </Anchor>{' '}
            if you need to make it.
          </Text>
        </Stack>
      </Alert>
    </PageScreen>
  );
}
