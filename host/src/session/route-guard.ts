import type { PortalContext } from '@portal/platform';
import { guardRedirect, isRouteAllowed } from './redirects';

// The routing rules of portal.md §2 for every app, every link, the back button and the first
// load (DESIGN.md, composition step 5). Two halves: the remotes' activity functions ask
// `remoteMayMount` so a remote never mounts - and never calls the API - on a page the session may
// not see, and once single-spa has settled a navigation, `installRouteGuard` replaces a refused
// location with where the rules send it. Redirecting after the navigation has settled, rather
// than in 'before-routing-event', leaves a navigation the 'Unsaved changes' prompt cancelled
// alone: the guard then sees the page the user stayed on.

type GuardedPortal = Pick<PortalContext, 'session' | 'navigate'>;

/** For single-spa's `activeWhen`: a remote's route is shown only when the session may see it. */
export function remoteMayMount(portal: Pick<PortalContext, 'session'>, location: Location) {
  return isRouteAllowed(location.pathname, portal.session.getState().status, location.search);
}

/** Applies the rules to the page's location now; true when it sent the user elsewhere. */
export function enforceRouteRules(portal: GuardedPortal, location: Location): boolean {
  const redirect = guardRedirect(location, portal.session.getState().status);
  if (redirect === null) return false;
  portal.navigate(redirect, { replace: true });
  return true;
}

/**
 * Checks every settled navigation, the first load included (single-spa's `start` routes once).
 * Returns the function that stops it.
 */
export function installRouteGuard(portal: GuardedPortal, target: Window = window): () => void {
  const check = () => void enforceRouteRules(portal, target.location);
  target.addEventListener('single-spa:routing-event', check);
  return () => target.removeEventListener('single-spa:routing-event', check);
}
