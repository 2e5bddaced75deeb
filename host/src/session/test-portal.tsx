// What the host's component tests share (imported by tests only): a PortalContext over a mocked
// network, and a render inside the providers the shell gives every page.
import { createEventBus } from '@portal/event-bus';
import {
  createApiClient,
  createConfirmLeave,
  createFeatureStore,
  createSessionStore,
  createStatusHandling,
  type Brand,
  type PortalContext,
} from '@portal/platform';
import { ShellProviders } from '../shell/shell-providers';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';

export const TEST_BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '100001',
  contactNumber: '0330 000 0001',
};

export interface ApiRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
export type ApiRoutes = Record<string, (request: ApiRequest) => Answer>;

/** A success envelope, as the API answers. */
export function ok(data: unknown) {
  return { status: 200, body: { data, meta: {} } };
}

/**
 * `fetch` answering from `routes`, keyed 'METHOD /path' (the API base left out). A request no
 * route expects fails the test, as an unhandled request should.
 */
export function mockApi(routes: ApiRoutes) {
  const requests: ApiRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) throw new Error(`Unexpected request ${request.method} ${request.path}`);
    const { status, body } = await route(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, requests };
}

/** A PortalContext as the host builds it, over `fetch`, with `navigate` recorded. */
export function createTestPortal(fetch: typeof globalThis.fetch) {
  const session = createSessionStore({ storage: window.localStorage });
  const bus = createEventBus();
  const navigate = vi.fn<PortalContext['navigate']>();
  const portal: PortalContext = {
    api: createApiClient({
      baseUrl: '/api',
      portal: TEST_BRAND.id,
      session,
      fetch,
      handleError: createStatusHandling({
        session,
        bus,
        navigate,
        location: () => window.location.pathname + window.location.search,
        storage: window.sessionStorage,
      }),
    }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    session,
    bus,
    navigate,
    brand: TEST_BRAND,
    features: createFeatureStore(),
    notify: vi.fn(),
    confirmLeave: createConfirmLeave(),
  };
  return { portal, navigate };
}

export function renderWithPortal(ui: ReactElement, portal: PortalContext) {
  function Providers({ children }: { children: ReactNode }) {
    return <ShellProviders portal={portal}>{children}</ShellProviders>;
  }
  return render(ui, { wrapper: Providers });
}
