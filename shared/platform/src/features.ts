import { createStore, type StoreApi } from 'zustand/vanilla';

/** Feature switches of portal.md §4 "Features"; they may change while a page is open. */
export interface Features {
  chat: boolean;
  correspondence: boolean;
  ivm: boolean;
  maintenance: boolean;
  online: boolean;
}

export type FeatureStore = StoreApi<Features>;

export function createFeatureStore(initial: Partial<Features> = {}): FeatureStore {
  return createStore<Features>()(() => ({
    chat: false,
    correspondence: false,
    ivm: false,
    maintenance: false,
    online: true,
    ...initial,
  }));
}
