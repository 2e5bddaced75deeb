// What the policies feature's tests share (imported by tests only): contract-valid policies and
// inbox items, and a PortalContext whose network is answered at fetch by a table of
// 'METHOD /path' answers; anything else the screen asks for fails the test.
import * as v from 'valibot';
import {
  derivePolicy,
  InboxItemSchema,
  StoredPolicySchema,
  type InboxItem,
  type Policy,
} from '@portal/contract';
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
import { BrowserRouter, Route, Routes } from '@portal/platform/router';
import { PortalUiProvider } from '@portal/ui';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

export const TODAY = '2026-03-01';

type StoredInput = v.InferInput<typeof StoredPolicySchema>;

const DRIVER = {
  ID: 501,
  meta: {
    title: 'Mrs',
    first_name: 'Sarah',
    last_name: 'Mitchell',
    dob: '1986-04-12',
    marital_status: 'Married',
  },
  license: { type: 'Full UK' },
  usage: { main_user: true, description: 'Social, domestic and commuting' },
  claims: [
    {
      type: 'Windscreen',
      date: '2024-02-01',
      at_fault: false,
      no_claims_affected: false,
      cost: 120,
    },
  ],
} satisfies NonNullable<StoredInput['drivers']>[number];

const VEHICLE = {
  ID: 2011,
  make: 'Mazda',
  model: 'MX-5',
  engine: '2.0',
  year: 2019,
  transmission: 'Manual',
  has_reg_number: true,
  registration: 'ab19 cde',
  annual_mileage: 8000,
  est_value: 14500,
  stored_during_night: 'Garage',
} satisfies NonNullable<StoredInput['vehicles']>[number];

/** A policy as GET /policies answers it: `overrides` on a supported, writable car policy. */
export function policy(overrides: Partial<StoredInput> = {}): Policy {
  const stored = v.parse(StoredPolicySchema, {
    id: 101,
    label: 'Mazda MX-5',
    type: 'Motor',
    icon: 'car',
    value: 'car',
    reference: 'nwm-car-204815',
    flags: {},
    address: { line_one: '14 Elm Grove', town: 'Leeds', postcode: 'LS6 2AB' },
    summary: {
      cover: 'Comprehensive',
      start_date: '2025-06-01',
      renewal_date: '2026-06-01',
      no_claims_bonus_years: 6,
      no_claims_bonus_protected: true,
      insurer: 'Northway Underwriting',
    },
    drivers: [DRIVER],
    vehicles: [VEHICLE],
    portal: { id: BRAND.id, label: BRAND.label },
    ...overrides,
  } satisfies StoredInput);
  return derivePolicy(stored, { portal: BRAND.id, today: TODAY });
}

export { DRIVER, VEHICLE };

export function inboxItem(overrides: Partial<v.InferInput<typeof InboxItemSchema>>): InboxItem {
  return v.parse(InboxItemSchema, {
    id: 1,
    type: 'link',
    value: '/policies/101/outstanding-actions',
    label: 'Send us your proof of no claims bonus',
    date: '2026-02-20T08:05:00Z',
    read: false,
    size: null,
    group: 'actions',
    ...overrides,
  });
}

export interface SentRequest {
  method: string;
  url: string;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

export function ok(data: unknown): Response {
  return Response.json({ data, meta: {} });
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The page's context as the host builds it; `answers` keyed 'GET /api/policies' and so on. */
export function createTestPortal(answers: Record<string, Answer>, { signedIn = true } = {}) {
  const session = createSessionStore();
  if (signedIn) {
    session
      .getState()
      .login({ token: 'token-1', greeting: 'Hello Sarah', user: { username: 'car.driver' } });
  }
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { method: init?.method ?? 'GET', url: String(input) };
    requests.push(request);
    const answer = answers[`${request.method} ${request.url}`];
    if (!answer) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    return answer(request);
  });
  const portal: PortalContext = {
    api: createApiClient({ baseUrl: '/api', portal: BRAND.id, session, fetch }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    session,
    bus: createEventBus(),
    navigate: vi.fn(),
    brand: BRAND,
    features: createFeatureStore(),
    notify: vi.fn(),
    confirmLeave: createConfirmLeave(),
  };
  return { portal, requests };
}

/** Renders `element` at `path`, matched against `pattern` as the app's routes do. */
export function renderAt(
  portal: PortalContext,
  element: ReactNode,
  { path = '/', pattern = '/' }: { path?: string; pattern?: string } = {},
) {
  window.history.pushState(null, '', path);
  return render(
    <PortalProvider value={portal}>
      <PortalUiProvider brand={portal.brand}>
        <BrowserRouter>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </BrowserRouter>
      </PortalUiProvider>
    </PortalProvider>,
  );
}

/** The window as wide as `width`, for media queries (jsdom has none). */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
