// What the dashboard's tests share (imported by tests only): contract-valid alerts, events,
// promotions and magazine issues; a PortalContext whose network is answered at fetch by a table
// of 'METHOD /path' answers (anything else fails the test); and the screen's width.
import * as v from 'valibot';
import {
  AlertSchema,
  EventSchema,
  MagazineIssueSchema,
  PromotionSchema,
  type Alert,
  type CalendarEvent,
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

export function alert(overrides: Partial<v.InferInput<typeof AlertSchema>> = {}): Alert {
  return v.parse(AlertSchema, {
    id: 1,
    label: 'Your Mazda MX-5 policy is due for renewal on 27/01/2027.',
    value: 101,
    button: 'Renew now',
    route: 'payments-renew',
    type: 'pay_renewal',
    slot: 'dashboard',
    ...overrides,
  });
}

export function calendarEntry(
  overrides: Partial<v.InferInput<typeof EventSchema>> = {},
): CalendarEvent {
  return v.parse(EventSchema, {
    id: 1,
    type: 'event',
    label: 'Direct Debit collection',
    ...overrides,
  });
}

export const OFFER = v.parse(PromotionSchema, {
  id: 7,
  label: 'Add breakdown cover',
  value: 'From £4.99 a month, with home start and national recovery.',
  location: 'https://www.northway.example/breakdown',
  media: { original: '/media/offer.svg', small: '/media/offer-small.svg' },
});

export const SECOND_OFFER = v.parse(PromotionSchema, {
  id: 8,
  label: 'Refer a friend, you both get £25',
  value: 'Share your code with a friend.',
  location: null,
  media: { original: '/media/refer.svg', small: '/media/refer-small.svg' },
});

export const ISSUE = v.parse(MagazineIssueSchema, {
  label: 'Influx - Winter 2026',
  value: 'https://magazine.example/winter-2026',
  media: { cover: '/media/cover.svg' },
});

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

/** Answers by 'METHOD /path' without the query string; `requests` keeps the full address. */
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
    const answer = answers[`${request.method} ${request.url.split('?')[0]}`];
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

/** The window as wide as `width`, for media queries. */
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

export function renderWithPortal(portal: PortalContext, element: ReactNode) {
  return render(
    <PortalProvider value={portal}>
      <PortalUiProvider brand={portal.brand}>{element}</PortalUiProvider>
    </PortalProvider>,
  );
}
