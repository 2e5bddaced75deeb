// The host's server side: the shell's markup for a path, which the portal server puts into the
// page so the frame, the page title and the host's own pages paint before any script runs (the
// browser hydrates it). The tree is the browser's (live-shell.tsx), so the markup matches.
import { buildPortalContext, type Brand, type PortalContext } from '@portal/platform';
import { renderToString } from 'react-dom/server';
import { pageTitle, Shell } from './shell';
import { ShellProviders } from './shell-providers';
import { ShellTree } from './shell-tree';
import type { Consent } from '../consent/consent';
import { createToastStore } from '../toasts/toast-store';
import { NOTHING_SETTLED } from './settled-apps';

export interface RenderedShell {
  readonly html: string;
  readonly title: string;
}

function navigateNowhere(): void {}

/**
 * The context the server renders with: signed out, its brand, and a session and query cache of
 * its own for every page, so nothing of one request can show in another. Nothing calls the API while rendering: queries
 * wait for the browser (react-query never fetches during a server render).
 */
function serverPortal(brand: Brand): PortalContext {
  return buildPortalContext({
    brand,
    apiBaseUrl: '/api',
    navigate: navigateNowhere,
    notify: navigateNowhere,
  });
}

export function renderShell(
  pathname: string,
  brand: Brand,
  consent: Consent | null = null,
): RenderedShell {
  const portal = serverPortal(brand);
  return {
    html: renderToString(
      <ShellProviders portal={portal}>
        <ShellTree
          shell={
            <Shell
              brand={portal.brand}
              pathname={pathname}
              settledApps={NOTHING_SETTLED}
              navigate={navigateNowhere}
              consent={consent}
            />
          }
          toasts={createToastStore()}
        />
      </ShellProviders>,
    ),
    title: pageTitle(pathname, brand),
  };
}
