import type { Policy } from '@portal/contract';
import { telephoneHref, usePortal } from '@portal/platform';
import { Alert, Anchor, Stack, Text } from '@portal/ui';

// policy-changes.md §1, §6: an unsupported type (home), a read-only policy and any policy without
// can_modify cannot be changed online. The screen then offers no change at all and says why, with
// the brand's number to phone instead. The wording is ours (portal.md §8's unsupported-policy
// warning for an unsupported type).

/** Every change action on the screen needs this. */
export function canChange(policy: Policy): boolean {
  return policy.can_modify && policy.is_supported && !policy.flags.read_only;
}

function reasonOf(policy: Policy, brandLabel: string): string {
  if (!policy.is_supported)
    return `Sorry, we do not yet support this type of policy on ${brandLabel}`;
  if (policy.flags.recently_expired) {
    return 'This policy has expired. You can still see its details, but it cannot be changed online.';
  }
  return 'This policy cannot be changed online.';
}

export function NotChangeable({ policy }: { policy: Policy }) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title="You cannot change this policy online">
      <Stack gap={4}>
        <Text>{reasonOf(policy, brand.label)}</Text>
        <Text>
          Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>{' '}
          if you need to change it.
        </Text>
      </Stack>
    </Alert>
  );
}
