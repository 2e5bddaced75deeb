// The route table of both specs (portal.md §2, policy-changes.md §2): one row per screen with
// its path, who may see it, the app that owns it and its page title. Guards, titles, the host's
// single-spa activity functions and every remote's router are all read from here.

export const REMOTE_APPS = [
  'mf-dashboard',
  'mf-policy-changes',
  'mf-payments',
  'mf-agreements',
  'mf-account',
] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];
export type AppName = 'host' | RemoteApp;

export function isRemoteApp(name: string): name is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(name);
}

/** guest: signed-out visitors only; login: signed-in users only; public: no guard. */
export type Access = 'guest' | 'login' | 'public';

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly access: Access;
  readonly app: AppName;
  readonly title: string;
  /**
   * Titles by the value of one of the path's parameters, where one row stands for several pages
   * (payment-successful); `title` for any other value.
   */
  readonly titleBy?: {
    readonly param: string;
    readonly titles: Readonly<Record<string, string>>;
  };
}

export const ROUTES = [
  // host
  { name: 'login', path: '/login', access: 'guest', app: 'host', title: 'Log in to your account' },
  { name: 'about', path: '/about', access: 'public', app: 'host', title: 'About' },
  { name: 'sitemap', path: '/sitemap', access: 'public', app: 'host', title: 'Sitemap' },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    access: 'public',
    app: 'host',
    title: 'Privacy policy',
  },
  {
    name: 'maintenance',
    path: '/maintenance',
    access: 'public',
    app: 'host',
    title: 'Maintenance',
  },
  { name: 'error', path: '/error', access: 'public', app: 'host', title: 'Error' },

  // mf-dashboard
  { name: 'home', path: '/', access: 'login', app: 'mf-dashboard', title: 'Dashboard' },
  {
    name: 'promotions',
    path: '/promotions',
    access: 'login',
    app: 'mf-dashboard',
    title: 'Promotions',
  },
  { name: 'events', path: '/events', access: 'login', app: 'mf-dashboard', title: 'Your calendar' },
  { name: 'faqs', path: '/faqs', access: 'login', app: 'mf-dashboard', title: 'FAQs' },
  {
    name: 'policies',
    path: '/policies',
    access: 'login',
    app: 'mf-dashboard',
    title: 'Your policies',
  },
  { name: 'todo-list', path: '/todo', access: 'login', app: 'mf-dashboard', title: 'To-do list' },
  { name: 'contact', path: '/contact', access: 'public', app: 'mf-dashboard', title: 'Contact us' },
  {
    name: 'policy-summary',
    path: '/policies/:policyId',
    access: 'login',
    app: 'mf-dashboard',
    title: 'Policy summary',
  },
  {
    name: 'policy-inbox',
    path: '/policies/:policyId/inbox',
    access: 'login',
    app: 'mf-dashboard',
    title: 'Inbox',
  },
  {
    name: 'policy-cashback',
    path: '/policies/:policyId/cashback',
    access: 'login',
    app: 'mf-dashboard',
    title: 'Claim your £20 cashback',
  },

  // mf-policy-changes
  {
    name: 'policy-change',
    path: '/policies/:policyId/change',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Make a change',
  },
  {
    name: 'policy-details-change',
    path: '/policies/:policyId/change/details',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Update address and details',
  },
  {
    name: 'person-create',
    path: '/policies/:policyId/person/add',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Add a driver',
  },
  {
    name: 'person-change',
    path: '/policies/:policyId/person/:personId',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Update a driver',
  },
  {
    name: 'add-vehicle',
    path: '/policies/:policyId/vehicle/add',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Add a vehicle',
  },
  {
    name: 'update-vehicle',
    path: '/policies/:policyId/vehicle/:vehicleId/update',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Update a vehicle',
  },
  {
    name: 'replace-vehicle',
    path: '/policies/:policyId/vehicle/:vehicleId/replace',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Replace a vehicle',
  },
  {
    name: 'avp',
    path: '/policies/:policyId/avp/:vehicleId',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Agreed value',
  },
  {
    name: 'outstanding-actions',
    path: '/policies/:policyId/outstanding-actions',
    access: 'login',
    app: 'mf-policy-changes',
    title: 'Send your documents',
  },

  // mf-payments
  {
    name: 'credit',
    path: '/policies/:policyId/credit',
    access: 'login',
    app: 'mf-payments',
    title: 'Your credit agreement',
  },
  {
    name: 'credit-confirmed',
    path: '/policies/:policyId/credit/credit-confirmed',
    access: 'login',
    app: 'mf-payments',
    title: 'Credit agreement confirmed',
  },
  {
    name: 'credit-declined',
    path: '/policies/:policyId/credit/credit-declined',
    access: 'login',
    app: 'mf-payments',
    title: 'Credit agreement declined',
  },
  {
    name: 'credit-error',
    path: '/policies/:policyId/credit/credit-error',
    access: 'login',
    app: 'mf-payments',
    title: 'Credit agreement error',
  },
  {
    name: 'payments-guest',
    path: '/payments/guest',
    access: 'guest',
    app: 'mf-payments',
    title: 'Make a payment',
  },
  {
    name: 'guest-payment-failed',
    path: '/payments/guest/failed',
    access: 'guest',
    app: 'mf-payments',
    title: 'Payment failed',
  },
  {
    name: 'guest-payment-successful',
    path: '/payments/guest/complete',
    access: 'guest',
    app: 'mf-payments',
    title: 'Payment successful',
  },
  {
    name: 'payments-renew',
    path: '/policies/:policyId/payments/renew',
    access: 'login',
    app: 'mf-payments',
    title: 'Renew policy',
  },
  {
    name: 'payments-direct-debit',
    path: '/policies/:policyId/payments/direct-debit',
    access: 'login',
    app: 'mf-payments',
    title: 'Direct debit',
  },
  {
    name: 'payments-pay',
    path: '/policies/:policyId/payments/pay',
    access: 'login',
    app: 'mf-payments',
    title: 'Make a payment',
  },
  {
    name: 'payments-refunds',
    path: '/policies/:policyId/payments/refunds',
    access: 'login',
    app: 'mf-payments',
    title: 'Refunds',
  },
  {
    name: 'payment-failed',
    path: '/policies/:policyId/payments/failed',
    access: 'login',
    app: 'mf-payments',
    title: 'Payment failed',
  },
  {
    name: 'payment-successful',
    path: '/policies/:policyId/:paymentType/complete',
    access: 'login',
    app: 'mf-payments',
    title: 'Payment successful',
    // A Direct Debit set up or a refund accepted is no payment received: each says what was done.
    titleBy: {
      param: 'paymentType',
      titles: {
        pay: 'Payment successful',
        renew: 'Renewal complete',
        'direct-debit': 'Direct Debit set up',
        refunds: 'Refund accepted',
      },
    },
  },

  // mf-agreements
  {
    name: 'agreements',
    path: '/agreements',
    access: 'login',
    app: 'mf-agreements',
    title: 'Agreements',
  },
  {
    name: 'agreements-complete',
    path: '/agreements/complete',
    access: 'public',
    app: 'mf-agreements',
    title: 'Agreements accepted',
  },
  {
    name: 'agreements-declined',
    path: '/agreements/declined',
    access: 'public',
    app: 'mf-agreements',
    title: 'Agreements declined',
  },

  // mf-account
  {
    name: 'settings',
    path: '/settings',
    access: 'login',
    app: 'mf-account',
    title: 'Your account',
  },
  {
    name: 'register',
    path: '/user/activate',
    access: 'guest',
    app: 'mf-account',
    title: 'Activate your account',
  },
  {
    name: 'reset-password',
    path: '/user/reset-password',
    access: 'guest',
    app: 'mf-account',
    title: 'Reset password',
  },
  {
    name: 'username-reminder',
    path: '/username-reminder',
    access: 'guest',
    app: 'mf-account',
    title: 'Forgot username',
  },
  {
    name: 'account-creation',
    path: '/account-creation',
    access: 'guest',
    app: 'mf-account',
    title: 'Create an account',
  },
  {
    name: 'account-creation-success',
    path: '/account-creation-success',
    access: 'guest',
    app: 'mf-account',
    title: 'Account created',
  },
] as const satisfies readonly RouteDefinition[];

/** The catch-all: any path no row matches. Owned by the host. */
export const NOT_FOUND_ROUTE = {
  name: 'not-found',
  path: '*',
  access: 'public',
  app: 'host',
  title: 'Page not found',
} as const satisfies RouteDefinition;

export type AppRoute = (typeof ROUTES)[number];
export type RouteName = AppRoute['name'];
type RouteByName<N extends RouteName> = Extract<AppRoute, { name: N }>;

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
export type RouteParams<N extends RouteName> = Record<ParamsOf<RouteByName<N>['path']>, string>;

type HrefArgs<N extends RouteName> = [ParamsOf<RouteByName<N>['path']>] extends [never]
  ? [params?: undefined, query?: Record<string, string>]
  : [params: RouteParams<N>, query?: Record<string, string>];

/**
 * Pages the portal shows when something happens - a failure, an outcome, the promotions shown at
 * sign-in - never a place to go to: a sitemap or a menu does not list them.
 */
export const UNLISTED_ROUTES: ReadonlySet<string> = new Set([
  'maintenance',
  'error',
  'promotions',
  'agreements-complete',
  'agreements-declined',
  'account-creation-success',
  'guest-payment-failed',
  'guest-payment-successful',
] satisfies RouteName[]);

const byName = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function getRoute(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route '${name}'`);
  return route;
}

/** The URL of a named route: `href('policy-summary', { policyId: '12' })` -> '/policies/12'. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const values: Record<string, string> = params ?? {};
  const path = getRoute(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route '${name}' needs '${key}'`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

// Static segments win over parameters ('/policies/:id/vehicle/add' before '.../:personId'),
// so the table needs no particular order.
const compiled = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) })).sort(
  (a, b) => specificity(b.segments) - specificity(a.segments),
);

function specificity(segments: string[]): number {
  return segments.reduce((score, s, i) => score + (s.startsWith(':') ? 0 : 2 ** (16 - i)), 0);
}

/** The route a pathname shows; the not-found route when no row matches. */
export function matchRoute(pathname: string): RouteMatch {
  const parts = segmentsOf(pathname);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = parts[i] as string;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/**
 * The page title of a route at a path: the title its parameters name (titleBy), else its own.
 * The host's document title, its stand-in and the remote's screen all read it here.
 */
export function routeTitle(
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const by = route.titleBy;
  const value = by ? params[by.param] : undefined;
  // Own keys only: a path segment such as 'constructor' names no title.
  return by && value !== undefined && Object.hasOwn(by.titles, value)
    ? (by.titles[value] ?? route.title)
    : route.title;
}

/** Routes owned by one app, for its router and for the host's activity function. */
export function routesOf(app: AppName): readonly RouteDefinition[] {
  return ROUTES.filter((route) => route.app === app);
}
