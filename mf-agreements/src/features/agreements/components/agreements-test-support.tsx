// What the agreements tests share (imported by tests only): contract-valid agreements as
// POST /agreements answers them, and a PortalContext whose network is answered at fetch.
import * as v from 'valibot';
import { AgreementSchema, type Agreement } from '@portal/contract';
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
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@portal/platform/router';
import { PortalUiProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AgreementsScreen } from './agreements-screen';

export const BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

export const INVITE = {
  activation_code: 'NW482913',
  invite_id: '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93',
};

/** Two pages, the second carrying the payloads the API seeds; it can be declined. */
export const TERMS: Agreement = v.parse(AgreementSchema, {
  ID: 7,
  title: 'Policy Terms and Conditions',
  content: [
    '<h2>Your policy terms</h2><p>These terms explain the cover your policy gives.</p>',
    '<h2>Cancelling your policy</h2><p>You may cancel within 14 days.</p>' +
      '<script>window.__agreementScriptRan = true;</script>' +
      '<img src="x" onerror="window.__agreementOnerrorRan = true" alt="">',
  ],
  info_page: false,
  decline_button: 'Decline terms',
});

/** Information only: one page, no decline label. */
export const NOTICE: Agreement = v.parse(AgreementSchema, {
  ID: 8,
  title: 'Changes to how we contact you',
  content: ['<h2>Paperless by default</h2><p>We will send your documents to your inbox.</p>'],
  info_page: true,
  decline_button: null,
});

/** One page, accept only. */
export const TERMS_OF_USE: Agreement = v.parse(AgreementSchema, {
  ID: 9,
  title: 'Online Account Terms of Use',
  content: ['<h2>Using your online account</h2><p>Keep your password to yourself.</p>'],
  info_page: false,
  decline_button: null,
});

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

/** The API's envelope around `data`. */
export function ok(data: unknown): Response {
  return Response.json({ data, meta: {} });
}

export interface SetUpOptions {
  path?: string;
  /** What to render; the agreements screen in the app's providers unless given. */
  ui?: ReactElement;
  signedIn?: boolean;
  /** POST /agreements */
  list?: Answer;
  /** POST /agreements/accept */
  accept?: Answer;
  /** POST /agreements/decline */
  decline?: Answer;
}

/** `ui` (the screen) at `path`, in the page's context as the host builds it, every call recorded. */
export function setUp({
  path = '/agreements',
  ui = (
    <PortalUiProvider brand={BRAND}>
      <BrowserRouter>
        <AgreementsScreen title="Agreements" />
      </BrowserRouter>
    </PortalUiProvider>
  ),
  signedIn = true,
  list = () => ok([TERMS, NOTICE]),
  accept = () => ok(null),
  decline = () => ok(null),
}: SetUpOptions = {}) {
  const session = createSessionStore();
  if (signedIn) {
    session.getState().login({
      token: 'token-1',
      greeting: 'Hello Sam',
      user: { username: 'agreements.pending' },
    });
  }
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    requests.push(request);
    if (request.method === 'POST' && request.url === '/api/agreements') return list(request);
    if (request.method === 'POST' && request.url === '/api/agreements/accept') {
      return accept(request);
    }
    if (request.method === 'POST' && request.url === '/api/agreements/decline') {
      return decline(request);
    }
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
  window.history.pushState(null, '', path);
  render(<PortalProvider value={portal}>{ui}</PortalProvider>);
  return { portal, requests, user: userEvent.setup() };
}
