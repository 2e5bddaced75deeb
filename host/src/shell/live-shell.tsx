import { isRemoteApp, matchRoute, REMOTE_APPS, type RemoteApp } from '@portal/contract';
import type { PortalContext } from '@portal/platform';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterFirstPaint } from './after-first-paint';
import { focusPageTitle } from './focus';
import { usePathname } from './location';
import type { ScreenshotFlow } from '../screenshot/screenshot-flow';
import type { PwaServices } from '../pwa/start-pwa';
import { createSettledApps } from './settled-apps';
import { pageTitle, Shell } from './shell';
import { ShellProviders } from './shell-providers';
import { ShellTree } from './shell-tree';
import { SHELL_HYDRATED_EVENT } from '../start/shell-hydrated';
import type { ToastStore } from '../toasts/toast-store';

export interface LiveShellProps {
  portal: PortalContext;
  /** The page's toasts, which `portal.notify` adds to. */
  toasts: ToastStore;
  /** The installable app's services (start-pwa.ts); left out, the shell has none of its parts. */
  pwa?: PwaServices;
  /** Called with each remote's region element once the shell is in the page. */
  onRegions: (regions: Map<RemoteApp, HTMLElement>) => void;
  /** The support team's screenshot requests (realtime/start-realtime-features.ts). */
  screenshotFlow?: ScreenshotFlow;
  /** Taking over the server's markup (the portal server renders the shell; dev servers do not). */
  hydrating?: boolean;
}

// Closed until something opens them: their code comes after the first paint.
const ScreenshotDialogs = afterFirstPaint(() =>
  import('../screenshot/screenshot-dialogs').then((module) => module.ScreenshotDialogs),
);
const PwaChrome = afterFirstPaint(() =>
  import('../pwa/pwa-chrome').then((module) => module.PwaChrome),
);

/** The shell in the browser: it follows the location and the remotes' progress. */
export function LiveShell({
  portal,
  toasts,
  pwa,
  onRegions,
  screenshotFlow,
  hydrating = false,
}: LiveShellProps) {
  const pathname = usePathname();
  const [settledApps] = useState(createSettledApps);

  useEffect(() => {
    // Synchronous, so the stand-in leaves in the same frame the remote's region appears.
    function settle(app: string) {
      if (!isRemoteApp(app)) return;
      flushSync(() => settledApps.settle(app));
    }
    const stops = [
      portal.bus.on('remote.mounted', (event) => settle(event.app)),
      portal.bus.on('remote.failed', (event) => settle(event.app)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [portal.bus, settledApps]);

  useEffect(() => {
    document.title = pageTitle(pathname, portal.brand);
    // A remote's screen takes focus when its region has mounted it (region-app.tsx).
    if (matchRoute(pathname).route.app === 'host') focusPageTitle(document.getElementById('main'));
  }, [pathname, portal.brand]);

  useEffect(() => {
    // The page's own handlers answer from now on: `data-shell="live"` says so (the e2e journeys
    // wait for it before they follow a link in the page), and the start script does again what
    // the user did before this moment (host/src/start).
    document.documentElement.dataset.shell = 'live';
    if (hydrating) document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  }, [hydrating]);

  useEffect(() => {
    const regions = new Map<RemoteApp, HTMLElement>();
    for (const app of REMOTE_APPS) {
      const element = document.getElementById(`region-${app}`);
      if (element) regions.set(app, element);
    }
    onRegions(regions);
  }, [onRegions]);

  return (
    <ShellProviders portal={portal} hydrating={hydrating}>
      <ShellTree
        shell={
          <Shell
            brand={portal.brand}
            pathname={pathname}
            settledApps={settledApps}
            navigate={portal.navigate}
          />
        }
        toasts={toasts}
        afterFirstPaint={
          <>
            {screenshotFlow && <ScreenshotDialogs flow={screenshotFlow} />}
            {pwa && <PwaChrome pwa={pwa} />}
          </>
        }
      />
    </ShellProviders>
  );
}
