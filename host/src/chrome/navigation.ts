import { getRoute, type RouteName } from '@portal/contract';
import { useSessionValue } from '../session/use-session';

// Navigation follows the route table's access (portal.md §2): a visitor is offered the public
// and guest pages, a signed-in user the public and signed-in ones, so no link leads to a page
// that would only send its user away.

export interface NavigationItem {
  readonly label: string;
  readonly to: string;
  readonly route: RouteName;
}

function item(label: string, route: RouteName): NavigationItem {
  return { label, route, to: getRoute(route).path };
}

/** The shell's main navigation (portal.md §2 Shell), in the header and in the drawer menu. */
export const NAVIGATION: readonly NavigationItem[] = [
  item('Home', 'home'),
  item('Your calendar', 'events'),
  item('Contact', 'contact'),
  item('FAQs', 'faqs'),
  item('Your Account', 'settings'),
];

/** The footer's links (portal.md §2 Shell). */
export const FOOTER_LINKS: readonly NavigationItem[] = [
  item('About', 'about'),
  item('Sitemap', 'sitemap'),
  item('Privacy policy', 'privacy-policy'),
  item('Contact', 'contact'),
  item('FAQs', 'faqs'),
];

/** The items a visitor (`signedIn` false) or a signed-in user may open. */
export function visibleTo<T extends { readonly route: RouteName }>(
  items: readonly T[],
  signedIn: boolean,
): T[] {
  return items.filter(({ route }) => {
    const { access } = getRoute(route);
    return access === 'public' || access === (signedIn ? 'login' : 'guest');
  });
}

/**
 * `items` as the session allows. The server and hydration render a visitor's (the session is in
 * the browser's storage); a signed-in user's links follow at once.
 */
export function useVisibleItems<T extends { readonly route: RouteName }>(items: readonly T[]): T[] {
  const status = useSessionValue((state) => state.status, 'signed-out');
  return visibleTo(items, status !== 'signed-out');
}
