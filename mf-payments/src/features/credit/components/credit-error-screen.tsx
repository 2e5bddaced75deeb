import { href, MESSAGES } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { useParams } from '@portal/platform/router';
import { Anchor, Button, Text } from '@portal/ui';
import { CreditOutcome } from './credit-outcome';

// Route 'credit-error' (portal.md §2): the decision could not be made. Whether it was recorded
// is not known here, so the way back is to the agreement itself, which shows its state now.

export function CreditErrorScreen({ title }: { title: string }) {
  const { brand } = usePortal();
  const { policyId = '' } = useParams();
  return (
    <CreditOutcome title={title} general={MESSAGES.serverError}>
      <Text>
        You can go back to your credit agreement and try again, or phone us on{' '}
        <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
          {brand.contactNumber}
        </Anchor>
        .
      </Text>
      {/^\d+$/.test(policyId) && (
        <Button
          component={AppLink}
          href={href('credit', { policyId })}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          Back to your credit agreement
        </Button>
      )}
    </CreditOutcome>
  );
}
