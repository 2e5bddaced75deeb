import { href, MESSAGES, type Policy } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { changeRefusal } from '@portal/platform/remote-app';
import { Alert, Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §6: can_modify gates credit, and §2 "Policy sidebar": 'Your credit agreement' needs
// the policy's credit_agreement_required flag. The server refuses both with a 403 too; the
// screen says so first and asks for nothing.

/** Why this policy's credit agreement cannot be signed online, or null when it can. */
export function creditRefusal(policy: Policy, brandLabel: string): string | null {
  const refusal = changeRefusal(policy, brandLabel);
  if (refusal) return refusal;
  return policy.flags.credit_agreement_required ? null : MESSAGES.creditAgreementUnavailable;
}

export function NotAvailable({
  title,
  reason,
  policyId,
}: {
  title: string;
  reason: string;
  policyId: string;
}) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        <Text>
          If you have a question about paying for your policy, please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>
          .
        </Text>
        <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
          Back to your policy
        </Button>
      </Stack>
    </Alert>
  );
}
