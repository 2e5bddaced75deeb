import { href, MESSAGES } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Button, PageScreen, Text } from '@portal/ui';

// Route 'agreements-complete' (portal.md §2 "Agreements viewer", Accepted page): no guard, so an
// invited visitor without a session ends here too.

export function AgreementsCompleteScreen({ title }: { title: string }) {
  return (
    <PageScreen title={title} layout="prose">
      <Text size="lg" fw={600}>
        {MESSAGES.agreementsAccepted}
      </Text>
      <Text>If you have any questions about your agreements, we are here to help.</Text>
      <Button component={AppLink} href={href('contact')}>
        Contact us
      </Button>
    </PageScreen>
  );
}
