// What the host page tests share (imported by tests only): a portal whose API answers are the
// test's own, rendered inside the shell's providers.
import { createEventBus } from '@portal/event-bus';
import {
  createApiClient,
  createConfirmLeave,
  createFeatureStore,
  createSessionStore,
  type Brand,
  type PortalContext,
} from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

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

/** The providers the shell renders every page inside. */
export { ShellProviders as Providers } from '../shell/shell-providers';
