import { MESSAGES } from '@portal/contract';
import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Loader, LoadFailed, Modal, Stack, Text } from '@portal/ui';
import { useQuickQuoteTypes } from '../api/get-quick-quote-types';
import { QuickQuoteForm } from './quick-quote-form';

// portal.md §4 "Quick quote modal": shown by the card's event, preparing while the insurance
// types load, then ready. Back or the close button only close it; what was chosen stays for the
// next time it opens (the form starts again only after a success). Loaded on first use, apart
// from the dashboard's first chunk (quick-quote-modal-host.tsx).

export const QUICK_QUOTE_TITLE = 'Request a quote callback';

export function QuickQuoteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={QUICK_QUOTE_TITLE} centered keepMounted>
      <QuickQuoteContent opened={opened} onClose={onClose} />
    </Modal>
  );
}

function QuickQuoteContent({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const types = useQuickQuoteTypes();
  const { brand } = usePortal();

  if (types.isPending) {
    return (
      <Stack gap="sm" align="center" role="status" py="lg">
        <Loader aria-hidden="true" />
        <Text>Fetching the types of insurance.</Text>
      </Stack>
    );
  }
  if (types.isError) {
    return (
      <LoadFailed
        title="The types of insurance could not be loaded"
        message={types.error.message || MESSAGES.serverError}
        retrying={types.isFetching}
        onRetry={() => void types.refetch()}
      />
    );
  }
  if (types.data.length === 0) {
    // Nothing to choose from, so nothing the rule (type required) would let through.
    return (
      <Text>
        We cannot take a quote request online just now. Please phone us on{' '}
        <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
          {brand.contactNumber}
        </Anchor>
        .
      </Text>
    );
  }
  return <QuickQuoteForm types={types.data} opened={opened} onClose={onClose} />;
}
