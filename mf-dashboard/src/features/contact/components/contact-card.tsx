import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Anchor, Stack, Text } from '@portal/ui';
import { ContactNumber } from './contact-signed-out';

// portal.md §2 "Dashboard": contact us - the brand's number (§9) and the contact form.

export function ContactCard() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Phone us on <ContactNumber />.
      </Text>
      <Anchor component={AppLink} href={href('contact')}>
        Send us a message
      </Anchor>
    </Stack>
  );
}
