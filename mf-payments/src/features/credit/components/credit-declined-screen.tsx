import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Text } from '@portal/ui';
import { CreditOutcome } from './credit-outcome';

// Route 'credit-declined' (portal.md §2): the agreement is declined, so the policy needs
// another way to be paid for, which is arranged by phone.

export function CreditDeclinedScreen({ title }: { title: string }) {
  const { brand } = usePortal();
  return (
    <CreditOutcome title={title} general="You have declined the credit agreement.">
      <Text>
        To arrange another way to pay for your policy, please phone us on{' '}
        <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
          {brand.contactNumber}
        </Anchor>
        .
      </Text>
    </CreditOutcome>
  );
}
