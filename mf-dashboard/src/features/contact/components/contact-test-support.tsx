// What the contact screen's tests share (imported by tests only): a PortalContext whose network
// is answered at fetch by contract-valid fixtures, and the browser APIs Mantine reads that jsdom
// lacks (media queries, element sizes, scrolling an option into view).
import * as v from 'valibot';
import { derivePolicy, StoredPolicySchema, type Policy } from '@portal/contract';
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

window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
Element.prototype.scrollIntoView ??= () => {};

export const BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

/** The reference API's answer to a sent message. */
export const SENT =
  'Thank you for your message. We will reply within 2 working days to the email address on your account.';

/** A policy as GET /policies answers it: stored fields parsed, the rest derived. */
export function policy(id: number, label: string, reference: string, value: string): Policy {
  const stored = v.parse(StoredPolicySchema, {
    id,
    label,
    type: value === 'home' ? 'Home' : 'Motor',
    icon: value,
    value,
    reference,
    flags: {},
    address: { line_one: '14 Elm Grove', town: 'Leeds', postcode: 'LS6 2AB' },
    summary: { cover: 'Comprehensive', start_date: '2025-06-01', insurer: 'Northway Underwriting' },
    portal: { id: BRAND.id, label: BRAND.label },
  });
  return derivePolicy(stored, { portal: BRAND.id, today: '2026-03-01' });
}

export const CAR = policy(101, 'Mazda MX-5', 'nwm-car-204815', 'car');
export const HOME = policy(102, 'Home insurance', 'NWM-HOME-204816', 'home');

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

/** The API's envelope around `data`. */
export function ok(data: unknown): Response {
  return Response.json({ data, meta: {} });
}

export interface TestPortalOptions {
  signedIn?: boolean;
  /** GET /policies */
  policies?: Answer;
  /** POST /contact */
  contact?: Answer;
}

/** The page's context as the host builds it, with every call the screen makes recorded. */
export function createTestPortal({
  signedIn = true,
  policies = () => ok([CAR, HOME]),
  contact = () => ok(SENT),
}: TestPortalOptions = {}) {
  const session = createSessionStore();
  if (signedIn) {
    session
      .getState()
      .login({ token: 'token-1', greeting: 'Hello Sarah', user: { username: 'car.driver' } });
  }
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    if (request.method === 'GET' && request.url === '/api/policies') return policies(request);
    if (request.method === 'POST' && request.url === '/api/contact') return contact(request);
    throw new Error(`Unexpected request ${request.method} ${request.url}`);
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
