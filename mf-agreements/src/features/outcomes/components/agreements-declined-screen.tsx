import { href } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { useSearchParams } from '@portal/platform/router';
import { Anchor, Button, PageScreen, Text } from '@portal/ui';

// Route 'agreements-declined' (portal.md §2): the server's message from the `message` query
// value, else the call-us text with the brand's number. The message is shown as text only,
// whatever it contains, and at most a paragraph of it.

const LONGEST_MESSAGE = 500;

export function AgreementsDeclinedScreen({ title }: { title: string }) {
  const { brand } = usePortal();
  const [query] = useSearchParams();
  const message = query.get('message')?.trim().slice(0, LONGEST_MESSAGE);

  return (
    <PageScreen title={title} layout="prose">
      {message ? (
        <Text>{message}</Text>
      ) : (
        <Text>
          You have declined an agreement. Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)}>{brand.contactNumber}</Anchor> so that
          we can talk about your policy.
        </Text>
      )}
      <Button component={AppLink} href={href('contact')} variant="default">
        Contact us
      </Button>
    </PageScreen>
  );
}
