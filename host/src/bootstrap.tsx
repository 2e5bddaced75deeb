import './styles.css';
import { isRemoteApp, matchRoute, REMOTE_APPS, type RemoteApp } from '@portal/contract';
import { createPortalContext } from '@portal/platform';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigateToUrl, registerApplication, start } from 'single-spa';
import { pageBrand } from './brands/brands';
import { preloadRemote, registerRemote, setUpFederation } from './federation/federation';
import { prefetchListedFiles } from './federation/prefetch';
import { preloadOnIntent } from './federation/preload-on-intent';
import { loadRemotesMap } from './federation/remotes-map';
import { startRealtimeFeatures } from './realtime/start-realtime-features';
import { createRegionApp } from './regions/region-app';
import { installRouteGuard, remoteMayMount } from './session/route-guard';
import { startSessionLifecycle } from './session/session-lifecycle';
import { startConnectivityCheck } from './connectivity/connectivity';
import { startFeaturePolling } from './connectivity/feature-polling';
import { AFTER_FIRST_PAINT_TIMEOUT_MS } from './shell/after-first-paint';
import { watchForFirstInput } from './shell/first-input';
import { LiveShell } from './shell/live-shell';
import { whenIdle } from './session/when-idle';
import { createToastStore } from './toasts/toast-store';
import { startPwa } from './pwa/start-pwa';

async function main() {
  watchForFirstInput();
  const toasts = createToastStore();
  const portal = createPortalContext({
    brand: pageBrand(document),
    apiBaseUrl: '/api',
    navigate: (to, options) => {
      if (options?.replace) window.history.replaceState(window.history.state, '', to);
      else navigateToUrl(to);
    },
    notify: toasts.show,
  });

  // client_info and the support team's screenshot requests, on every socket the session opens.
  const { screenshotFlow } = startRealtimeFeatures(portal);
  // Production builds only: the dev servers build no service worker.
  const pwa = startPwa(portal, { serviceWorker: process.env.NODE_ENV === 'production' });

  setUpFederation((remote, error) =>
    console.error(`Module Federation could not load ${remote}`, error),
  );
  const remotes = await loadRemotesMap();
  for (const app of REMOTE_APPS) {
    const deployment = remotes[app];
    if (deployment) registerRemote(app, deployment, false);
  }

  const regions = await new Promise<Map<RemoteApp, HTMLElement>>((resolve) => {
    const root = document.getElementById('portal-shell');
    if (!root) throw new Error('The host page has no #portal-shell element');
    const hydrating = root.firstElementChild !== null;
    const shell = (
      <LiveShell
        portal={portal}
        toasts={toasts}
        pwa={pwa}
        onRegions={resolve}
        screenshotFlow={screenshotFlow}
        hydrating={hydrating}
      />
    );
    // The portal server renders the shell into the page; the dev servers do not. Hydrating in a
    // transition lets React yield between parts of the tree: the page answers input meanwhile,
    // and its server markup is on screen all along.
    if (hydrating) startTransition(() => void hydrateRoot(root, shell));
    else createRoot(root).render(shell);
  });

  for (const app of REMOTE_APPS) {
    const element = regions.get(app);
    if (!element) continue;
    registerApplication({
      name: app,
      app: async () => createRegionApp({ app, portal, element }),
      // A remote never mounts on a page the session may not see: the guard sends the user on.
      activeWhen: (location) =>
        matchRoute(location.pathname).route.app === app && remoteMayMount(portal, location),
    });
  }
  // portal.md §2, §4: the routing rules from the first route on; the session check, the
  // realtime connection and the lapse follow the session for the life of the page.
  installRouteGuard(portal);
  startSessionLifecycle(portal);
  start({ urlRerouteOnly: true });
  // A link about to be followed fetches its remote (federation/preload-on-intent.ts).
  preloadOnIntent(document, (app) => isRemoteApp(app) && preloadRemote(app));
  // portal.md §4 Features, §9: the brand's flags every 30 seconds, connectivity every 10, from
  // the first idle moment: neither changes what the page paints first.
  await whenIdle(AFTER_FIRST_PAINT_TIMEOUT_MS);
  startFeaturePolling(portal);
  startConnectivityCheck(portal);
  // On a host page the remotes' runtime is not run until a remote is wanted (a link to one
  // hovered, focused or followed); its files are fetched now, so that start needs no network.
  prefetchListedFiles(document);
}

void main();
