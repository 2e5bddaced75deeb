import type { Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract';
import {
  AGREEMENTS_SCREEN,
  CAR_DRIVER_SCREENS,
  openScreen,
  PROMOTIONS_SCREEN,
  VIEWPORTS,
  VISITOR_SCREENS,
  type BuiltScreen,
} from '../support/screens.ts';
import { resetAgreements, revokePageSession, signIn } from '../support/session.ts';
import { pointRemoteAt, readRemotes, writeRemotes } from '../support/site.ts';
import { expect, followLink, screenTitle, test, UNAVAILABLE } from '../support/test.ts';
import { expectNoSeriousViolations as expectNoViolations } from '../support/axe.ts';

/** Soft: a test going through several screens reports every screen's violations, not the first. */
function expectNoSeriousViolations(page: Page, where?: string) {
  return expectNoViolations(page, where, { soft: true });
}

for (const [path, title] of [
  ['/login', 'Log in to your account'],
  ['/agreements/complete', 'Agreements accepted'],
  ['/no/such/page', 'Page not found'],
] as const) {
  test(`${path} has no serious accessibility violation`, async ({ page, navigate }) => {
    await navigate(path, title);
    await expectNoSeriousViolations(page);
  });
}

for (const width of [375, 1280]) {
  test(`the remote fallback has no serious accessibility violation at ${width} px`, async ({
    page,
  }) => {
    // /settings is for signed-in users (portal.md §2).
    await signIn(page, 'car.driver');
    const healthy = readRemotes();
    try {
      pointRemoteAt('mf-account', '0.0.0-never-deployed');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/settings');
      await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectNoSeriousViolations(page);
    } finally {
      writeRemotes(healthy);
    }
  });
}

test('the shell can be used with the keyboard alone', async ({ page, navigate }) => {
  // The calendar is for signed-in users (portal.md §2).
  await signIn(page, 'car.driver');
  await navigate('/about', 'About');
  // The server renders every page signed out: the session's navigation shows once the page has
  // taken its markup over, and that is the page a user tabs through.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your calendar' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Northway Motor Insurance' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Your calendar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'Your calendar')).toBeVisible();
  await expect(page).toHaveURL('/events');
});

test('the drawer menu opens and closes from the keyboard', async ({ page, navigate }) => {
  await navigate('/about', 'About');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  // A visitor's menu: the public pages and Login (navigation follows the route table's access).
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  // Focus moves into the drawer as it opens; Escape is the drawer's from then on.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('after an in-app navigation, focus is on the new screen’s title', async ({
  page,
  navigate,
}) => {
  await signIn(page, 'car.driver');
  await navigate('/about', 'About');
  await followLink(page, 'Main', 'Your Account');
  await expect(screenTitle(page, 'Your account')).toBeFocused();
  await followLink(page, 'Footer', 'About');
  await expect(screenTitle(page, 'About')).toBeFocused();
});

// Every built screen at a phone's and a desktop's width, and every dialog they open: the drawer
// menu, the notification popover and its confirmation, Log Out's confirmation and its failure,
// the dashboard's layout editing, the policy menu, the contact form's list, 'Unsaved changes',
// the login modal of a lapsed session, and the promotions' menu. One sign-in per user and width.
// Nothing here changes what the later suites find: every confirmation is cancelled.

/** Opens the screen, waits for its content and checks it. */
async function checkScreen(page: Page, screen: BuiltScreen, width: number) {
  await openScreen(page, screen);
  await expectNoSeriousViolations(page, `${screen.name} at ${width} px`);
}

/** Opens the drawer menu, as a visitor's or a signed-in user's. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  return menu;
}

function screenNamed(name: string): BuiltScreen {
  const screen = CAR_DRIVER_SCREENS.find((each) => each.name === name);
  if (!screen) throw new Error(`No screen ${name}`);
  return screen;
}

for (const viewport of VIEWPORTS) {
  const { width } = viewport;
  const wide = width > 768;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('a visitor’s screens and menu have no serious accessibility violation', async ({
      page,
    }) => {
      for (const screen of VISITOR_SCREENS) await checkScreen(page, screen, width);

      await openMenu(page);
      await expectNoSeriousViolations(page, `a visitor's drawer menu at ${width} px`);
      await page.keyboard.press('Escape');
    });

    test('car.driver’s screens and dialogs have no serious accessibility violation', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, 'car.driver');

      // The dashboard, its old policies, and its cards on the move (wide screens only).
      await checkScreen(page, screenNamed('dashboard'), width);
      const policies = page.getByRole('region', { name: 'Policies and inboxes' });
      await policies.getByRole('button', { name: /^Show \d+ old polic/ }).click();
      await expect(policies.getByRole('button', { name: /^Hide \d+ old polic/ })).toBeVisible();
      await expectNoSeriousViolations(page, `the dashboard's old policies at ${width} px`);
      await policies.getByRole('button', { name: /^Hide \d+ old polic/ }).click();
      if (wide) {
        const handle = page.getByRole('button', { name: 'Move FAQs' });
        const target = await page.getByRole('region', { name: 'Magazine' }).boundingBox();
        const from = await handle.boundingBox();
        if (!target || !from) throw new Error('The cards are not laid out');
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 8 });
        await expectNoSeriousViolations(
          page,
          `the dashboard, a card being dragged, at ${width} px`,
        );
        await page.mouse.up();
        await page.getByRole('button', { name: 'Move FAQs' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(
          page.getByRole('status').filter({ hasText: /^FAQs moved to place/ }),
        ).toHaveCount(1);
        await expectNoSeriousViolations(
          page,
          `the dashboard, a card moved by keyboard, at ${width} px`,
        );
      }

      // The notification popover, and the confirmation before a deletion (cancelled).
      await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
      const popover = page.getByRole('dialog', { name: /^Notifications/ });
      await expect(
        popover.getByRole('button', { name: /^Delete notification: / }).first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `the notification popover at ${width} px`);
      await popover
        .getByRole('button', { name: /^Delete notification: / })
        .first()
        .click();
      const confirmDelete = page.getByRole('dialog', { name: MESSAGES.deleteNotification });
      await expect(confirmDelete).toBeVisible();
      await expectNoSeriousViolations(page, `'${MESSAGES.deleteNotification}' at ${width} px`);
      await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirmDelete).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();

      // The signed-in menu; Log Out's confirmation (cancelled), and the dialog of a failed one.
      let menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: 'Your calendar' })).toBeVisible();
      await expectNoSeriousViolations(page, `car.driver's drawer menu at ${width} px`);
      await menu.getByRole('button', { name: 'Log Out' }).click();
      const logOut = page.getByRole('dialog', { name: 'Log Out' });
      await expect(logOut).toBeVisible();
      await expectNoSeriousViolations(page, `Log Out's confirmation at ${width} px`);
      await logOut.getByRole('button', { name: 'Cancel' }).click();
      await expect(logOut).toBeHidden();
      await page.route('**/api/user/token', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, json: { message: MESSAGES.serverError } })
          : route.continue(),
      );
      if (!(await menu.isVisible())) menu = await openMenu(page);
      await menu.getByRole('button', { name: 'Log Out' }).click();
      await logOut.getByRole('button', { name: 'Log Out' }).click();
      const failed = page.getByRole('dialog', { name: MESSAGES.logOutFailed });
      await expect(failed.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, `'${MESSAGES.logOutFailed}' at ${width} px`);
      await failed.getByRole('button', { name: 'Cancel' }).click();
      await expect(failed).toBeHidden();
      await page.unroute('**/api/user/token');

      // The policy summary, with its menu open on a phone.
      await checkScreen(page, screenNamed('policy-summary'), width);
      if (!wide) {
        await page.getByRole('button', { name: 'Policy menu' }).click();
        await expect(
          page.getByRole('navigation', { name: 'Your policy' }).getByRole('link').first(),
        ).toBeVisible();
        await expectNoSeriousViolations(page, `the policy menu at ${width} px`);
      }

      await checkScreen(page, screenNamed('todo-list'), width);
      await checkScreen(page, screenNamed('settings'), width);

      // The contact form: its policy list, 'Unsaved changes', and the login modal of a session
      // that lapses before the message is sent.
      await checkScreen(page, screenNamed('contact'), width);
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByLabel('Policy').click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoSeriousViolations(page, `the contact form's policy list at ${width} px`);
      await page.getByRole('option').first().click();
      await form.getByLabel('Subject').fill('Renewal date');
      await form.getByLabel('Your Message').fill('When is my renewal due?');
      await followLink(page, 'Footer', 'About');
      const unsaved = page.getByRole('dialog', { name: MESSAGES.unsavedChanges });
      await expect(unsaved).toBeVisible();
      await expectNoSeriousViolations(page, `'${MESSAGES.unsavedChanges}' at ${width} px`);
      await unsaved.getByRole('button', { name: MESSAGES.stayHere }).click();
      await expect(unsaved).toBeHidden();
      await revokePageSession(page);
      const modal = page.getByRole('dialog', { name: MESSAGES.pleaseLogin });
      // Send finds the lapse, unless the header's promotion widget, which asks a second after a
      // route change (portal.md §4), finds it first: the modal is then over Send already.
      await Promise.race([
        modal.waitFor(),
        form
          .getByRole('button', { name: 'Send' })
          .click({ timeout: 10_000 })
          .catch(() => undefined),
      ]);
      await expect(modal.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectNoSeriousViolations(page, `the login modal at ${width} px`);
    });

    test('agreements.pending’s agreements have no serious accessibility violation', async ({
      page,
    }) => {
      resetAgreements('agreements.pending');
      await signIn(page, 'agreements.pending');
      await checkScreen(page, AGREEMENTS_SCREEN, width);
      await page.getByRole('main').getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByRole('main').getByRole('checkbox')).toBeVisible();
      await expectNoSeriousViolations(page, `the agreements' last page at ${width} px`);
    });

    test('new.customer’s promotions and their menu have no serious accessibility violation', async ({
      page,
    }) => {
      await signIn(page, 'new.customer');
      await checkScreen(page, PROMOTIONS_SCREEN, width);
      await page.getByRole('button', { name: 'Promotion options' }).click();
      await expect(page.getByRole('button', { name: "Don't show me these again." })).toBeVisible();
      await expectNoSeriousViolations(page, `the promotions' menu at ${width} px`);
      await page.keyboard.press('Escape');
    });
  });
}
