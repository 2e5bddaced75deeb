import { isRemoteApp, matchRoute } from '@portal/contract';

// A hovered or focused link is a click on its way: the remote its route belongs to is fetched
// (manifest, entry, first chunks) meanwhile, so the click mounts it with no network wait.

/** Listens on `root` for links about to be followed; returns the cleanup. */
export function preloadOnIntent(root: Document, preload: (app: string) => unknown): () => void {
  const seen = new Set<string>();
  function onIntent(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const { app } = matchRoute(link.pathname).route;
    if (!isRemoteApp(app) || seen.has(app)) return;
    seen.add(app);
    void Promise.resolve(preload(app)).catch(() => seen.delete(app));
  }
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
