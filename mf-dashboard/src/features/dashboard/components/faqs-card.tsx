import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Anchor, Stack, Text } from '@portal/ui';

// portal.md §2 "Dashboard": the FAQs card leads to the FAQ page.

export function FaqsCard() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Answers to the questions we are asked most, about your cover, payments and claims.
      </Text>
      <Anchor component={AppLink} href={href('faqs')}>
        Read the FAQs
      </Anchor>
    </Stack>
  );
}
