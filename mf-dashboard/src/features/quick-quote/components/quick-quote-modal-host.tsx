import { MESSAGES } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useEffect, useState, type ComponentType } from 'react';

// portal.md §4 "Quick quote modal": hidden until a 'quick-quote.open' event on the page's bus
// (the card sends it). The modal, its form and its option list are a chunk of their own, loaded
// on the first event: the dashboard's first paint carries only this listener.

type ModalComponent = ComponentType<{ opened: boolean; onClose: () => void }>;

export function QuickQuoteModalHost() {
  const { bus, notify } = usePortal();
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(
    () =>
      bus.on('quick-quote.open', () => {
        setOpened(true);
        import(/* webpackChunkName: "quick-quote-modal" */ './quick-quote-modal').then(
          (loaded) => setModal(() => loaded.QuickQuoteModal),
          () => {
            // Offline, or a deployment replaced the chunk: say so rather than do nothing.
            setOpened(false);
            notify({ message: MESSAGES.serverError, kind: 'error' });
          },
        );
      }),
    [bus, notify],
  );

  return Modal ? <Modal opened={opened} onClose={() => setOpened(false)} /> : null;
}
