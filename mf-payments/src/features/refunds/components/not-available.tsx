import { href, type Policy } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { changeRefusal } from '@portal/platform/remote-app';
import { Alert, Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §6: can_modify gates payments, and §2 "Policy sidebar": Refunds needs the policy's
// refunds_available flag. The server refuses both with a 403 too; the screen says so first and
// sends nothing.

/** Why this policy's refunds cannot be taken online, or null when they can. */
export function refundsRefusal(policy: Policy, brandLabel: string): string | null {
  const refusal = changeRefusal(policy, brandLabel);
  if (refusal) return refusal;
  return policy.refunds_available ? null : 'Refunds are not available for this policy online.';
}

export function NotAvailable({ reason, policyId }: { reason: string; policyId: string }) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title="You cannot accept a refund online">
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        <Text>
          Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>{' '}
          about any money we owe you.
        </Text>
        <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
          Back to your policy
        </Button>
      </Stack>
    </Alert>
  );
}
