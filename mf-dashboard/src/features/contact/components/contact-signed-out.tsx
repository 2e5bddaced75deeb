import { href, MESSAGES } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import { Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §2: /contact is public. A visitor who is not signed in has no policies to choose
// from, so they get the brand's number (§9: a brand setting) and a way to log in and come back.

/** The number as a dialable `tel:` address: digits and a leading +, nothing else. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The brand's contact number, as a link that dials it on a phone. */
export function ContactNumber() {
  const { brand } = usePortal();
  return <Anchor href={telHref(brand.contactNumber)}>{brand.contactNumber}</Anchor>;
}

export function ContactSignedOut() {
  return (
    <Stack gap="md" align="flex-start">
      <Text fw={700}>{MESSAGES.notLoggedIn}</Text>
      <Text>
        Please phone us on <ContactNumber />, or log in to send us a message.
      </Text>
      <Button component={AppLink} href={href('login', undefined, { target: href('contact') })}>
        Login
      </Button>
    </Stack>
  );
}
