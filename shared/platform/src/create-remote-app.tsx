import {
  href,
  routesOf,
  routeTitle,
  type AppRoute,
  type RemoteApp,
  type RouteDefinition,
} from '@portal/contract';
import {
  Anchor,
  Button,
  PageLoading,
  PageScreen,
  PortalUiProvider,
  Stack,
  Text,
  UnsavedChangesProvider,
} from '@portal/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AppLink, isPolicyId, telephoneHref, usePortal } from '@portal/platform';
import { BrowserRouter, Route, Routes, useParams } from '@portal/platform/router';
import { NotFoundScreen } from './not-found-screen';

export * from './cashback-offer';
export * from './not-found-screen';
export * from './payment-screens';
export * from './policy-form-screen';

// Every remote is one shape (DESIGN.md, The remote kit): its screens keyed by the route table's
// names, rendered inside the providers a remote's own React root needs again - the design
// system themed for the page's brand, and the page's 'Unsaved changes' guard - around its router.

/** A screen: what a route of the table shows, given that route (its title, its path). */
export type Screen = (route: RouteDefinition) => ReactNode;

/** The route names the table gives to `app`. */
export type RouteNameOf<A extends RemoteApp> = Extract<AppRoute, { app: A }>['name'];

/**
 * One screen for every route the table gives to `app`, no more and no fewer: a route the remote
 * forgets, or one that is not its own, fails the typecheck.
 */
export type Screens<A extends RemoteApp> = { readonly [N in RouteNameOf<A>]: Screen };

/** What a screen not built yet says, before the brand's phone number. */
export const NOT_ONLINE_YET = 'You cannot do this online yet. Please phone us on';

/**
 * A route whose screen has not been built yet: its title, and the phone number that does what
 * it will do, so nobody meets a blank page.
 */
export function placeholderScreen(): Screen {
  return (route) => <NotOnlineYet title={route.title} />;
}

function NotOnlineYet({ title }: { title: string }) {
  const { brand } = usePortal();
  return (
    <PageScreen title={title}>
      <Stack gap="md" align="flex-start" data-not-online-yet="">
        <Text>
          {NOT_ONLINE_YET}{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>
          .
        </Text>
        <Button component={AppLink} href={href('home')} variant="light">
          Go to dashboard
        </Button>
      </Stack>
    </PageScreen>
  );
}

/**
 * The start of a screen at a policy's address (/policies/{policyId}/...): the route's policy id,
 * or the not-found screen, without a call, when it can name no policy.
 */
export function PolicyRoute({
  title,
  children,
}: {
  title: string;
  children: (policyId: string) => ReactNode;
}) {
  const { policyId = '' } = useParams();
  if (!isPolicyId(policyId)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  return children(policyId);
}

/**
 * A screen loaded when first shown, so the remote's first chunk carries only the screens of
 * its first paint; its title and a skeleton show meanwhile.
 */
export function lazyScreen(load: () => Promise<ComponentType<{ title: string }>>): Screen {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyScreen({ route }: { route: RouteDefinition }) {
    // The title the path's parameters name, as the host's document title has it.
    const title = routeTitle(route, useParams());
    return (
      <Suspense fallback={<PageLoading title={title} />}>
        <Lazy title={title} />
      </Suspense>
    );
  }
  return (route) => <LazyScreen route={route} />;
}

/** The root component of a remote: its routes from the table, each with its screen. */
export function createRemoteApp<A extends RemoteApp>(app: A, screens: Screens<A>): ComponentType {
  const table: Readonly<Record<string, Screen>> = screens;
  const routes = routesOf(app).map((route) => {
    const screen = table[route.name];
    if (!screen) throw new Error(`${app} has no screen for the route '${route.name}'`);
    return { route, screen };
  });

  function RemoteApp() {
    const { brand, confirmLeave } = usePortal();
    return (
      <PortalUiProvider brand={brand}>
        <UnsavedChangesProvider guard={confirmLeave}>
          <BrowserRouter>
            <Routes>
              {routes.map(({ route, screen }) => (
                <Route key={route.name} path={route.path} element={screen(route)} />
              ))}
              {/* Another app's route: this remote renders nothing while single-spa unmounts it. */}
              <Route path="*" element={null} />
            </Routes>
          </BrowserRouter>
        </UnsavedChangesProvider>
      </PortalUiProvider>
    );
  }
  RemoteApp.displayName = `RemoteApp(${app})`;
  return RemoteApp;
}
