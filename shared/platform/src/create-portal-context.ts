import { QueryClient } from '@tanstack/react-query';
import { getPageEventBus } from '@portal/event-bus';
import { createApiClient } from './api-client';
import type { Brand } from './brand';
import { createConfirmLeave } from './confirm-leave';
import { refreshChanged } from './data-changes';
import { createFeatureStore } from './features';
import type { PortalContext, Toast } from './portal-context';
import { createSessionStore } from './session-store';
import { createStatusHandling } from './status-handling';

export interface PortalContextOptions {
  brand: Brand;
  apiBaseUrl: string;
  navigate: PortalContext['navigate'];
  notify: (toast: Toast) => void;
}

const PAGE_CONTEXT_KEY = Symbol.for('portal.context');

/** Builds the page's one PortalContext; a second call returns the first one. */
export function createPortalContext(options: PortalContextOptions): PortalContext {
  const page = globalThis as { [PAGE_CONTEXT_KEY]?: PortalContext };
  page[PAGE_CONTEXT_KEY] ??= buildPortalContext(options);
  return page[PAGE_CONTEXT_KEY];
}

/**
 * A PortalContext of its own, shared with nothing: for the server, which renders every request
 * (and brand) apart in one process, where the page's one context would leak between them.
 */
export function buildPortalContext(options: PortalContextOptions): PortalContext {
  const browser = typeof window === 'undefined' ? null : window;
  const session = createSessionStore({
    storage: browser?.localStorage ?? null,
    tabStorage: browser?.sessionStorage ?? null,
  });
  const bus = getPageEventBus();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const context: PortalContext = {
    api: createApiClient({
      baseUrl: options.apiBaseUrl,
      portal: options.brand.id,
      session,
      onChanged: (changes) => void refreshChanged(queryClient, changes),
      handleError: createStatusHandling({
        session,
        bus,
        navigate: options.navigate,
        location: () => (browser ? browser.location.pathname + browser.location.search : '/'),
        storage: browser?.sessionStorage ?? null,
      }),
    }),
    queryClient,
    session,
    bus,
    navigate: options.navigate,
    brand: options.brand,
    features: createFeatureStore(),
    notify: options.notify,
    confirmLeave: createConfirmLeave(),
  };
  return context;
}
