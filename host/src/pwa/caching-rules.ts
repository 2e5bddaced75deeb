// What the service worker keeps and how it answers (DESIGN.md, Deploy and rollback): the page
// and /remotes.json always from the network while it answers, so a deploy or rollback shows on
// the next load; a remote's files from the cache once fetched, as their version folder never
// changes; the API never.

export const CACHE_NAMES = {
  pages: 'portal-pages',
  remotesMap: 'portal-remotes-map',
  remoteAssets: 'portal-remote-assets',
  appFiles: 'portal-app-files',
} as const;

/** Sent by the page (app-updates.ts) when the user's work allows the new version in. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The page cached when the worker installs, the stand-in for any page not visited yet. */
export const HOME_PAGE = '/';

/** `/remotes/<name>/<version>/<file>`: immutable, deploys only ever add folders. */
export function isRemoteAsset(url: URL): boolean {
  return /^\/remotes\/[^/]+\/[^/]+\/.+/.test(url.pathname);
}

export function isRemotesMap(url: URL): boolean {
  return url.pathname === '/remotes.json';
}

/** The web app manifest follows the brand: fresh when online, kept for offline. */
export function isAppFile(url: URL): boolean {
  return url.pathname === '/manifest.webmanifest';
}

const SHELL_OPEN = '<div id="portal-shell">';

// The route's preloads (scripts/serve/host-page.ts), as the server writes them: the list of the
// files the start script preloads after the first paint (the brand's faces, the remote's files),
// and the tags of pages cached before that list held the faces too.
const PRELOAD =
  /<link rel="preload"[^>]*>|<script type="application\/json" id="portal-after-paint">[^<]*<\/script>/g;

/**
 * A cached page made to stand in for a path it was not rendered for: without the server-rendered
 * shell, which the browser then renders (bootstrap.tsx) instead of hydrating, so the markup of
 * one route never meets another's; and without that route's preloads.
 */
export function asStandInPage(html: string): string {
  const page = html.replace(PRELOAD, '');
  const start = page.indexOf(SHELL_OPEN);
  const bodyEnd = page.search(/<\/body>/i);
  const end = page.lastIndexOf('</div>', bodyEnd === -1 ? page.length : bodyEnd);
  if (start === -1 || end < start + SHELL_OPEN.length) return page;
  return page.slice(0, start + SHELL_OPEN.length) + page.slice(end);
}
