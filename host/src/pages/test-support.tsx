// What the host page tests share (imported by tests only): the browser APIs Mantine reads that
// jsdom lacks, and a portal whose API answers are the test's own.
import { createEventBus } from '@portal/event-bus';
import {
  createApiClient,
  createConfirmLeave,
  createFeatureStore,
  createSessionStore,
  PortalProvider,
  type Brand,
  type PortalContext,
} from '@portal/platform';
import { PortalUiProvider } from '@portal/ui';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export const TEST_BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

/** Answers the API's calls: `fetch` with the request's method and URL. */
export type TestFetch = (method: string, url: string) => Response | Promise<Response>;

export function envelope(data: unknown): Response {
  return Response.json({ data, meta: {} });
}

export function testPortal(answer: TestFetch = () => envelope(null)) {
  const session = createSessionStore();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(init?.method ?? 'GET', String(input)),
  );
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const portal: PortalContext = {
    api: createApiClient({ baseUrl: '/api', portal: TEST_BRAND.id, session, fetch }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    session,
    bus: createEventBus(),
    navigate,
    brand: TEST_BRAND,
    features: createFeatureStore(),
    notify: vi.fn(),
    confirmLeave: createConfirmLeave(),
  };
  return { portal, fetch, navigate };
}

export function Providers({ portal, children }: { portal: PortalContext; children: ReactNode }) {
  return (
    <PortalProvider value={portal}>
      <PortalUiProvider brand={portal.brand}>{children}</PortalUiProvider>
    </PortalProvider>
  );
}
