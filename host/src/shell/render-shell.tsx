// The host's server side: the shell's markup for a path, which the portal server puts into the
// page so the frame and the page title paint before any script runs (the browser hydrates it).
import { renderToString } from 'react-dom/server';
import { DEFAULT_BRAND } from '../brand';
import { pageTitle, Shell } from './shell';

export interface RenderedShell {
  readonly html: string;
  readonly title: string;
}

function navigateNowhere(): void {}

export function renderShell(pathname: string): RenderedShell {
  return {
    html: renderToString(
      <Shell
        brand={DEFAULT_BRAND}
        pathname={pathname}
        settledApps={new Set()}
        navigate={navigateNowhere}
      />,
    ),
    title: pageTitle(pathname, DEFAULT_BRAND),
  };
}
