import { href, MESSAGES } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Button, Stack, Text } from '@portal/ui';

// portal.md §2: /contact is public. A visitor who is not signed in has no policies to choose
// from, so they get a way to log in and come back; the brand's number (§9: a brand setting) is
// in the screen's help panel beside this (contact-help.tsx).

/** The brand's contact number, as a link that dials it on a phone. */
export function ContactNumber() {
  const { brand } = usePortal();
  return <Anchor href={telephoneHref(brand.contactNumber)}>{brand.contactNumber}</Anchor>;
}

export function ContactSignedOut() {
  return (
    <Stack gap="md" align="flex-start">
      <Text fw={700}>{MESSAGES.notLoggedIn}</Text>
      <Text>Log in to send us a message about one of your policies, or phone us.</Text>
      <Button component={AppLink} href={href('login', undefined, { target: href('contact') })}>
        Login
      </Button>
    </Stack>
  );
}
