import { usePortal } from '@portal/platform';
import { Button, Stack, Text } from '@portal/ui';

// portal.md §2 "Dashboard" and §4 "Quick quote modal": the card asks for the modal with a bus
// event; whoever owns the modal opens it.

export function QuickQuoteCard() {
  const { bus } = usePortal();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Want a quote for another vehicle? Tell us when suits you and we will call you back.
      </Text>
      <Button onClick={() => bus.emit({ type: 'quick-quote.open' })}>Request a callback</Button>
    </Stack>
  );
}
