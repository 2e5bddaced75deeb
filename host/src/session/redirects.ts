import { href, matchRoute, sameOriginPath } from '@portal/contract';
import type { SessionStatus } from '@portal/platform';

// Where the portal sends a user around sign-in (portal.md §2, Login and the routing rules):
// login routes send a visitor to /login with the wanted path as `target`, guest-only routes send a
// signed-in user to that target or home, and a sign-in goes to the target, else to the to-do
// list when there is something to do, else to the promotions.

export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
}

/**
 * The `target` query value as a path of this portal, or null: only a path on this origin
 * (`sameOriginPath`), and never a guest-only route - a signed-in user would only bounce off it.
 */
export function safeTarget(raw: string | null | undefined): string | null {
  const path = sameOriginPath(raw);
  if (path === null) return null;
  try {
    return matchRoute(path.split(/[?#]/, 1)[0] ?? '/').route.access === 'guest' ? null : path;
  } catch {
    // A broken escape in the path: no route of ours.
    return null;
  }
}

/** The sanitised `target` of a query string such as '?target=%2Fsettings'. */
export function targetOf(search: string): string | null {
  return safeTarget(new URLSearchParams(search).get('target'));
}

/** Where a sign-in on the login page goes (portal.md §2, Login). */
export function afterSignInPath(search: string, todoCount: number): string {
  return targetOf(search) ?? (todoCount > 0 ? href('todo-list') : href('promotions'));
}

/**
 * An invited visitor may accept their agreements without a session, with the activation code
 * and invite id they arrived with (portal.md §1 visitors, §6): /agreements carrying both.
 */
function isInvitedVisitor(pathname: string, search: string): boolean {
  if (matchRoute(pathname).route.name !== 'agreements') return false;
  const query = new URLSearchParams(search);
  return Boolean(query.get('activation_code') && query.get('invite_id'));
}

/**
 * Whether a path may be shown in this session state. A lapsed session keeps its login routes:
 * the page stays beneath the login modal (portal.md §4), and its guest routes, so the modal's
 * 'reset password' link can be followed.
 */
export function isRouteAllowed(pathname: string, status: SessionStatus, search = ''): boolean {
  const { access } = matchRoute(pathname).route;
  if (access === 'login') return status !== 'signed-out' || isInvitedVisitor(pathname, search);
  if (access === 'guest') return status !== 'signed-in';
  return true;
}

/** Where the guard sends a location it does not allow, or null to stay (portal.md §2, §6). */
export function guardRedirect(location: PageLocation, status: SessionStatus): string | null {
  if (isRouteAllowed(location.pathname, status, location.search)) return null;
  if (matchRoute(location.pathname).route.access === 'login') {
    return href('login', undefined, { target: `${location.pathname}${location.search}` });
  }
  return targetOf(location.search) ?? href('home');
}
