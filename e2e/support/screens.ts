import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

// The built screens, each with what shows once it has loaded, for the suites that go through
// them all: the visual baselines (visual.spec.ts) and the accessibility checks
// (accessibility.spec.ts). Who sees them: a visitor, car.driver (the user with every kind of
// policy and something to do), agreements.pending (agreements outstanding: nothing else until
// they are accepted) and new.customer (nothing to do: the promotions).

/** The phone's and the desktop's viewports. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

export interface BuiltScreen {
  /** Names the screen's baselines. */
  readonly name: string;
  readonly path: string;
  /** The screen's own content, there once it has loaded. */
  readonly ready: (page: Page) => Locator;
  /** Shot whole when the page is short; its first screenful when it is long. */
  readonly fullPage: boolean;
  /** Parts not the build's own, drawn with whatever fonts the system has: masked in shots. */
  readonly mask?: (page: Page) => Locator[];
}

const main = (page: Page) => page.getByRole('main');

export const VISITOR_SCREENS: readonly BuiltScreen[] = [
  {
    name: 'login',
    path: '/login',
    ready: (page) => main(page).getByRole('button', { name: 'Login' }),
    fullPage: true,
  },
  {
    name: 'contact-visitor',
    path: '/contact',
    ready: (page) => main(page).getByRole('link', { name: 'Login' }),
    fullPage: true,
  },
  {
    name: 'account-creation',
    path: '/account-creation',
    ready: (page) => page.getByRole('form', { name: 'Create an account' }),
    fullPage: true,
  },
  {
    name: 'about',
    path: '/about',
    ready: (page) => main(page).getByText(/is a trading name of/),
    fullPage: true,
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    ready: (page) => main(page).getByRole('link', { name: 'Go to the home page' }),
    fullPage: true,
  },
  {
    // The time to try again is the page's arrival plus retry_after.
    name: 'maintenance',
    path: '/maintenance?retry_after=300',
    ready: (page) => main(page).getByText(/Please try again after \d\d:\d\d/),
    fullPage: true,
  },
];

export const CAR_DRIVER_SCREENS: readonly BuiltScreen[] = [
  {
    name: 'dashboard',
    path: '/',
    ready: (page) =>
      page.getByRole('region', { name: 'Upcoming events' }).getByRole('listitem').first(),
    fullPage: false,
    // The magazine's cover is an SVG image whose masthead is in the system's serif.
    mask: (page) => [page.getByRole('region', { name: 'Magazine' }).getByRole('img')],
  },
  {
    name: 'policy-summary',
    path: '/policies/101',
    ready: (page) =>
      page.getByRole('region', { name: 'Summary of cover' }).getByText(/\(in \d+ months?\)/),
    fullPage: false,
  },
  {
    name: 'policy-change',
    path: '/policies/101/change',
    ready: (page) => main(page).getByRole('button', { name: /^Remove Mark Mitchell/ }),
    fullPage: false,
  },
  {
    name: 'person-add',
    path: '/policies/101/person/add',
    ready: (page) => main(page).getByRole('button', { name: 'Continue 1/7' }),
    fullPage: true,
  },
  {
    name: 'vehicle-replace',
    path: '/policies/101/vehicle/2011/replace',
    ready: (page) => main(page).getByRole('button', { name: 'Send for review' }),
    fullPage: false,
  },
  {
    name: 'policy-details',
    path: '/policies/101/change/details',
    ready: (page) => main(page).getByRole('button', { name: 'Continue 1/4' }),
    fullPage: true,
  },
  {
    name: 'agreed-value',
    path: '/policies/101/avp/2011',
    ready: (page) => main(page).getByRole('checkbox', { name: 'Auto Save' }),
    fullPage: false,
  },
  {
    name: 'documents',
    path: '/policies/101/outstanding-actions',
    ready: (page) =>
      main(page)
        .getByRole('region', { name: 'Proof of your 7 years no-claims bonus' })
        .getByRole('button', { name: 'Upload' }),
    fullPage: true,
  },
  {
    name: 'events',
    path: '/events',
    ready: (page) => main(page).getByRole('table', { name: 'Your reminders' }),
    fullPage: false,
  },
  {
    name: 'faqs',
    path: '/faqs',
    ready: (page) => main(page).getByRole('searchbox', { name: 'Search the FAQs' }),
    fullPage: false,
  },
  {
    name: 'policies',
    path: '/policies',
    ready: (page) => main(page).getByRole('link', { name: /NWM-CAR-204815/ }),
    fullPage: false,
  },
  {
    name: 'todo-list',
    path: '/todo',
    ready: (page) => main(page).getByRole('link', { name: 'Go to dashboard' }),
    fullPage: false,
  },
  {
    name: 'contact',
    path: '/contact',
    ready: (page) => page.getByRole('form', { name: 'Contact us' }).getByLabel('Policy'),
    fullPage: true,
  },
  {
    name: 'settings',
    path: '/settings',
    ready: (page) =>
      page.getByRole('region', { name: 'Paperless Preference' }).getByRole('button').first(),
    fullPage: false,
  },
];

export const AGREEMENTS_SCREEN: BuiltScreen = {
  name: 'agreements',
  path: '/agreements',
  ready: (page) => main(page).getByRole('button', { name: 'Next page' }),
  fullPage: true,
};

export const PROMOTIONS_SCREEN: BuiltScreen = {
  name: 'promotions',
  path: '/promotions',
  ready: (page) =>
    page.getByRole('region', { name: 'Promotion slides' }).getByRole('heading').first(),
  fullPage: true,
};

/**
 * Opens the screen and waits for its content: its title, what `ready` names, nothing busy.
 * `withBell`: the header's bell too, which comes once the notifications are in, with their count.
 * `withPromotions`: the header's promotion widget too, which comes a second after the page opens,
 * once the unread promotions are counted.
 */
export async function openScreen(
  page: Page,
  screen: BuiltScreen,
  { withBell = false, withPromotions = false } = {},
) {
  await page.goto(screen.path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(screen.ready(page)).toBeVisible();
  if (withBell) {
    await expect(page.getByRole('button', { name: /^Notifications, \d+ new$/ })).toBeVisible();
  }
  if (withPromotions) {
    await expect(page.getByRole('link', { name: /^Promotions, \d+ new$/ })).toBeVisible();
  }
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
}
