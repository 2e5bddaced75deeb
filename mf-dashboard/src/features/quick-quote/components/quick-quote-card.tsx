import { usePortal } from '@portal/platform';
import { Button, Stack, Text } from '@portal/ui';
import { QuickQuoteModalHost } from './quick-quote-modal-host';

// portal.md §2 "Dashboard": the quick quote callback card. Its button only announces the wish on
// the page's bus (portal.md §4: the modal is shown by an event from the card); the modal that
// listens comes with the card, so wherever the card is shown its button is never a dead end.

export function QuickQuoteCard() {
  const { bus } = usePortal();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Thinking about insuring another car, van, bike or your home? We can call you.</Text>
      <Button variant="light" onClick={() => bus.emit({ type: 'quick-quote.open' })}>
        Request a callback
      </Button>
      <QuickQuoteModalHost />
    </Stack>
  );
}
