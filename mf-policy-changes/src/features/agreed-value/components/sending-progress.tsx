import { UploadProgress } from '@portal/forms';
import { useFormState } from '@portal/ui';
import { useSyncExternalStore } from 'react';

// policy-changes.md §5 'File uploads': the photos and evidence can be 50 MB each, and a phone
// takes a while to send them; the last step shows how much has gone while it is sent. The bytes
// come from the call (onUploadProgress) through a small store, so at each of its many reports
// only the bar draws again, not the form around it.

export interface Sent {
  readonly sent: number;
  readonly total: number;
}

export interface SentStore {
  readonly get: () => Sent;
  readonly set: (sent: Sent) => void;
  /** Returns its own cleanup. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createSentStore(): SentStore {
  let current: Sent = { sent: 0, total: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (sent) => {
      current = sent;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function SendingProgress({ store }: { store: SentStore }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const { sent, total } = useSyncExternalStore(store.subscribe, store.get);
  if (!submitting) return null;
  return <UploadProgress sent={sent} total={total} label="Sending your answers and files" />;
}
