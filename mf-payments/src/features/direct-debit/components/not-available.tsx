import { href, type Policy } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { changeRefusal } from '@portal/platform/remote-app';
import { Alert, Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §6: can_modify gates payments, and §2 "Policy sidebar": Direct debit needs the
// policy's direct_debit flag. The server refuses both with a 403 too; the screen says so first
// and sends nothing.

/** Why this policy's Direct Debit cannot be set up online, or null when it can. */
export function directDebitRefusal(policy: Policy, brandLabel: string): string | null {
  const refusal = changeRefusal(policy, brandLabel);
  if (refusal) return refusal;
  return policy.direct_debit ? null : 'Direct Debit is not available for this policy online.';
}

export function NotAvailable({ reason, policyId }: { reason: string; policyId: string }) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title="You cannot set up a Direct Debit online">
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        <Text>
          Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>{' '}
          to arrange how you pay.
        </Text>
        <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
          Back to your policy
        </Button>
      </Stack>
    </Alert>
  );
}
