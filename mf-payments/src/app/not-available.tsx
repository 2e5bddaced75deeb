import { href, type Policy } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { changeRefusal } from '@portal/platform/remote-app';
import { Alert, Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §6: can_modify gates payments and credit, and §2 "Policy sidebar": each payment
// screen needs its own flag on the policy. The server refuses both with a 403 too; a screen says
// so first and sends nothing.

/** Why the policy cannot take this payment online (`offered`: its flag), or null when it can. */
export function paymentRefusal(
  policy: Policy,
  brandLabel: string,
  offered: boolean,
  unavailable: string,
): string | null {
  return changeRefusal(policy, brandLabel) ?? (offered ? null : unavailable);
}

/** The refusal, the number to phone instead (`about`: what for) and the way back. */
export function NotAvailable({
  title,
  reason,
  policyId,
  about,
}: {
  title: string;
  reason: string;
  policyId: string;
  about: string;
}) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        <Text>
          Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>{' '}
          {about}.
        </Text>
        <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
          Back to your policy
        </Button>
      </Stack>
    </Alert>
  );
}
