import type { EventBus } from '@portal/event-bus';
import { useSyncExternalStore } from 'react';

// portal.md §2 "Policy sidebar": Renew policy shows until a renewal succeeds. The payments app
// says so with a 'renewal.success' event, often while this app is not mounted, so the renewals
// are heard for the life of the page's bus, not of a screen: one listener per bus, never removed
// (the bus and this module live exactly as long as the page).

interface Renewals {
  readonly renewed: Set<string>;
  readonly listeners: Set<() => void>;
}

const byBus = new WeakMap<EventBus, Renewals>();

export function renewalsOf(bus: EventBus): Renewals {
  let renewals = byBus.get(bus);
  if (!renewals) {
    const created: Renewals = { renewed: new Set(), listeners: new Set() };
    bus.on('renewal.success', ({ policyId }) => {
      created.renewed.add(policyId);
      for (const listener of created.listeners) listener();
    });
    byBus.set(bus, created);
    renewals = created;
  }
  return renewals;
}

/** Whether this page has seen the policy renewed. */
export function useRenewed(bus: EventBus, policyId: string): boolean {
  const renewals = renewalsOf(bus);
  return useSyncExternalStore(
    (onChange) => {
      renewals.listeners.add(onChange);
      return () => renewals.listeners.delete(onChange);
    },
    () => renewals.renewed.has(policyId),
    () => false,
  );
}
