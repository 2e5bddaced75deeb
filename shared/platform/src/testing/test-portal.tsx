import { createEventBus } from '@portal/event-bus';
import { PortalUiProvider, UnsavedChangesProvider } from '@portal/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '../api-client';
import { refreshChanged } from '../data-changes';
import type { Brand } from '../brand';
import { createConfirmLeave } from '../confirm-leave';
import { createFeatureStore, type Features } from '../features';
import type { PortalContext } from '../portal-context';
import { PortalProvider } from '../portal-provider';
import { BrowserRouter, Route, Routes } from '../router';
import { createSessionStore } from '../session-store';
import { createStatusHandling } from '../status-handling';
import { createFakeNetwork, TEST_API_BASE, type FakeNetwork } from './fake-network';
import { TEST_BRAND } from './fixtures';

// The one PortalContext of the component tests: built as the host builds it, over a fake
// network answered by contract endpoint, with navigation and toasts recorded.

export interface TestPortalOptions {
  /** Signed in as car.driver ('Hello Sarah'), or as the user given. Signed out by default. */
  readonly signedIn?: boolean | { readonly username: string; readonly greeting?: string };
  /** The answers; a new, empty network when not given (every call then fails the test). */
  readonly network?: FakeNetwork;
  readonly features?: Partial<Features>;
  readonly brand?: Brand;
  /**
   * 401, 499 and 503 handled as on the page (the login modal's event, /agreements,
   * /maintenance), and the session kept in the page's storage (its end clearing the user's
   * keys there): for the host's own tests.
   */
  readonly asOnThePage?: boolean;
}

export interface TestPortal {
  readonly portal: PortalContext;
  readonly network: FakeNetwork;
  readonly navigate: ReturnType<typeof vi.fn<PortalContext['navigate']>>;
  readonly notify: ReturnType<typeof vi.fn<PortalContext['notify']>>;
}

export function createTestPortal(options: TestPortalOptions = {}): TestPortal {
  const { signedIn = false, features = {}, brand = TEST_BRAND, asOnThePage = false } = options;
  const network = options.network ?? createFakeNetwork();
  const session = createSessionStore({
    storage: asOnThePage ? window.localStorage : null,
    tabStorage: asOnThePage ? window.sessionStorage : null,
  });
  if (signedIn) {
    const user = signedIn === true ? { username: 'car.driver' } : signedIn;
    session.getState().login({
      token: 'token-1',
      greeting: (signedIn !== true && signedIn.greeting) || 'Hello Sarah',
      user: { username: user.username },
    });
  }
  const bus = createEventBus();
  const navigate = vi.fn<PortalContext['navigate']>();
  const notify = vi.fn<PortalContext['notify']>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const portal: PortalContext = {
    api: createApiClient({
      baseUrl: TEST_API_BASE,
      portal: brand.id,
      session,
      fetch: network.fetch,
      // As on the page: a call's success refreshes what it changed, in every screen.
      onChanged: (changes) => void refreshChanged(queryClient, changes),
      handleError: asOnThePage
        ? createStatusHandling({
            session,
            bus,
            navigate,
            location: () => window.location.pathname + window.location.search,
            storage: window.sessionStorage,
          })
        : undefined,
    }),
    queryClient,
    session,
    bus,
    navigate,
    brand,
    features: createFeatureStore(features),
    notify,
    confirmLeave: createConfirmLeave(),
  };
  return { portal, network, navigate, notify };
}

/** The providers around a screen; the host passes its shell's own. */
export type TestProviders = ComponentType<{ portal: PortalContext; children: ReactNode }>;

/** What a remote gives its screens (createRemoteApp): the brand's UI and the leave guard. */
function RemoteProviders({ portal, children }: { portal: PortalContext; children: ReactNode }) {
  return (
    <PortalProvider value={portal}>
      <PortalUiProvider brand={portal.brand}>
        <UnsavedChangesProvider guard={portal.confirmLeave}>{children}</UnsavedChangesProvider>
      </PortalUiProvider>
    </PortalProvider>
  );
}

export interface RenderWithPortalOptions extends TestPortalOptions {
  /** A portal made beforehand with createTestPortal, instead of one made from these options. */
  readonly portal?: TestPortal;
  /** The address the screen opens at; the screen then renders inside a router. */
  readonly path?: string;
  /** The route pattern the screen is matched with ('/policies/:policyId'), as the app's table. */
  readonly route?: string;
  readonly providers?: TestProviders;
  readonly render?: Omit<RenderOptions, 'wrapper'>;
}

/** Renders `ui` as a remote renders its screens, with a user to drive it. */
export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}) {
  const test = options.portal ?? createTestPortal(options);
  const Providers = options.providers ?? RemoteProviders;
  let element: ReactNode = ui;
  if (options.path !== undefined || options.route !== undefined) {
    window.history.pushState(null, '', options.path ?? '/');
    element = (
      <BrowserRouter>
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
        </Routes>
      </BrowserRouter>
    );
  }
  // As a wrapper, so the providers stay round a `rerender`.
  function Wrapper({ children }: { children: ReactNode }) {
    return <Providers portal={test.portal}>{children}</Providers>;
  }
  const view = render(element, { ...options.render, wrapper: Wrapper });
  return { ...view, ...test, user: userEvent.setup() };
}

/** Only the context: a remote's root brings its own UI provider, leave guard and router. */
function ContextOnly({ portal, children }: { portal: PortalContext; children: ReactNode }) {
  return <PortalProvider value={portal}>{children}</PortalProvider>;
}

/** A remote's whole app (createRemoteApp) at `path`, as the host mounts it. */
export function renderRemoteApp(
  App: ComponentType,
  options: Omit<RenderWithPortalOptions, 'route' | 'providers'> & { readonly path: string },
) {
  // With a path, renderWithPortal would add a router of its own around the app's.
  window.history.pushState(null, '', options.path);
  return renderWithPortal(<App />, { ...options, path: undefined, providers: ContextOnly });
}
