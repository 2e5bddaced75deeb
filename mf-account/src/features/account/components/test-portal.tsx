// What mf-account's component tests share (imported by tests only): a PortalContext whose network
// is answered at fetch by contract-valid fixtures - any call without an answer fails the test -
// rendered inside the providers the app gives its screens, and the browser APIs Mantine reads
// that jsdom lacks.
import { summarise } from '@portal/contract';
import { createEventBus } from '@portal/event-bus';
import {
  createApiClient,
  createConfirmLeave,
  createFeatureStore,
  createSessionStore,
  PortalProvider,
  type Brand,
  type Features,
  type PortalContext,
} from '@portal/platform';
import { PortalUiProvider, UnsavedChangesProvider } from '@portal/ui';
import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
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

// The forms here go through validation, a faked call and a re-render before anything shows:
// on a busy machine that takes longer than the defaults allow.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

/** Answers keyed 'METHOD /api/path'. */
export type Answers = Readonly<Record<string, Answer>>;

/** The API's envelope around `data`. */
export function ok(data: unknown): Response {
  return Response.json({ data, meta: {} });
}

/** A 422 in the spec's shape: messages keyed by field. */
export function invalid(fields: Record<string, string[]>): Response {
  return Response.json({ message: summarise(fields), errors: fields }, { status: 422 });
}

export function serverError(): Response {
  return Response.json({ message: 'Server Error' }, { status: 500 });
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface TestPortalOptions {
  signedIn?: boolean;
  answers?: Answers;
  features?: Partial<Features>;
}

/** The page's context as the host builds it, with every call the screen makes recorded. */
export function createTestPortal({
  signedIn = false,
  answers = {},
  features = {},
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
    features: createFeatureStore(features),
    notify: vi.fn(),
    confirmLeave: createConfirmLeave(),
  };
  /** The calls that changed something (anything but GET). */
  const sent = () => requests.filter((request) => request.method !== 'GET');
  return { portal, requests, sent };
}

/** Renders `ui` as the app renders its screens, with a user to drive it. */
export function renderWithPortal(ui: ReactNode, options: TestPortalOptions = {}) {
  const test = createTestPortal(options);
  const view = render(
    <PortalProvider value={test.portal}>
      <PortalUiProvider brand={test.portal.brand}>
        <UnsavedChangesProvider guard={test.portal.confirmLeave}>{ui}</UnsavedChangesProvider>
      </PortalUiProvider>
    </PortalProvider>,
  );
  return { ...test, view, user: userEvent.setup({ delay: null }) };
}
