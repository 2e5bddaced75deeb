import type { Page } from '@playwright/test';
import { asRidgeline, resetDemo, signIn } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// car.driver's to-dos as seeded: the suites before this one settle some of them.
test.beforeAll(() => resetDemo());

// mf-dashboard, part 1 (portal.md §2 Dashboard, Policy sidebar, Policy details page, To-do list;
// §8 Policies and the unsupported-policy warning) against the production build and the reference
// API's demo users. The database is fresh for each run and shared by its tests, in this order.

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

async function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
}

test('car.driver: the policies card lists every kind of policy as the spec words it', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/');
  const policies = card(page, 'Policies and inboxes');

  await expect(policies.getByRole('link', { name: /Mazda MX-5/ })).toHaveAttribute(
    'href',
    /^\/policies\/\d+$/,
  );
  await expect(policies.getByRole('link', { name: /Vespa GTS 300/ })).toContainText(
    'This policy is held at Ridgeline Bike Insurance',
  );
  await expect(policies.getByText('Vauxhall Corsa')).toHaveCount(0);

  await policies.getByRole('button', { name: 'Show 1 old policy' }).click();
  const old = policies.getByRole('link', { name: /Vauxhall Corsa/ });
  await expect(old).toBeVisible();
  // Half-opaque as the spec has it, yet readable: the icon fades, the words keep their contrast.
  expect(
    await old.evaluate((row) => getComputedStyle(row.querySelector('[data-faded]')!).opacity),
  ).toBe('0.5');
  expect(await old.evaluate((row) => getComputedStyle(row).opacity)).toBe('1');
  await policies.getByRole('button', { name: 'Hide 1 old policy' }).click();
  await expect(old).toHaveCount(0);

  await policies.getByRole('button', { name: /Home insurance/ }).click();
  const warning = policies.getByRole('alert');
  await expect(warning).toContainText(
    'Sorry, we do not yet support this type of policy on Northway Motor Insurance',
  );
  await expect(warning).toContainText(
    'Please phone us on 0306 999 0789 if you need to speak about your policy.',
  );
  // portal.md §9: the warning shows for 6 seconds.
  await expect(warning).toHaveCount(0, { timeout: 8_000 });
  await expect(page).toHaveURL('/');
});

test('car.driver: the dashboard cards, and / has no serious accessibility violation', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/');
  await expect(card(page, 'Magazine')).toBeVisible();

  expect(await cardTitles(page)).toEqual([
    'Policies and inboxes',
    'Alerts',
    'Upcoming events',
    'Your account',
    'Magazine',
    'Add breakdown cover',
    'FAQs',
    'Refer a friend, you both get £25',
    'Contact us',
    'Quick quote',
    'Drive well, pay less',
  ]);
  const alerts = card(page, 'Alerts');
  // car.driver's car policy asks for each thing the spec names, and one announcement.
  await expect(alerts).toContainText('Alert 1 of 9');
  await expect(alerts.getByRole('link', { name: 'Renew now' })).toHaveAttribute(
    'href',
    /^\/policies\/\d+\/payments\/renew$/,
  );
  await expect(card(page, 'Upcoming events').getByRole('listitem')).toHaveCount(2);
  await expect(card(page, 'Magazine').getByRole('link', { name: 'Read' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a card dragged to another place stays there after a reload', async ({ page }) => {
  // Tall enough for the grid's three rows: a drag starts and ends on screen.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await signIn(page, 'car.driver', '/');
  await expect(card(page, 'Contact us')).toBeVisible();

  const handle = page.getByRole('button', { name: 'Move Contact us' });
  const target = await card(page, 'Upcoming events').boundingBox();
  const from = await handle.boundingBox();
  if (!target || !from) throw new Error('The cards are not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 8 });
  await page.mouse.up();
  const moved = await cardTitles(page);
  expect(moved.indexOf('Contact us')).toBe(2);

  await page.reload();
  await expect(card(page, 'Magazine')).toBeVisible();
  expect(await cardTitles(page)).toEqual(moved);

  // And back with the keyboard.
  await page.getByRole('button', { name: 'Move Contact us' }).focus();
  for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
  await page.reload();
  await expect(card(page, 'Magazine')).toBeVisible();
  expect((await cardTitles(page)).indexOf('Contact us')).toBe(8);
});

test('on a phone the cards are a stacked list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'car.driver', '/');
  await expect(card(page, 'Magazine')).toBeVisible();

  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  const policies = await card(page, 'Policies and inboxes').boundingBox();
  const events = await card(page, 'Upcoming events').boundingBox();
  expect(events!.y).toBeGreaterThan(policies!.y + policies!.height);
  await expectNoSeriousViolations(page);
});

test('the telematics promo stays away once dismissed', async ({ page }) => {
  await signIn(page, 'van.fleet', '/');
  await card(page, 'Drive well, pay less').getByRole('button', { name: 'No thanks' }).click();
  await expect(card(page, 'Drive well, pay less')).toHaveCount(0);

  await page.reload();
  await expect(card(page, 'FAQs')).toBeVisible();
  await expect(card(page, 'Drive well, pay less')).toHaveCount(0);
});

test('new.customer: no policies at all', async ({ page }) => {
  await signIn(page, 'new.customer', '/');

  await expect(card(page, 'Policies and inboxes')).toContainText(
    'We cannot find any policies associated with this account. If you believe this is incorrect please phone us.',
  );
});

test('car.driver: the policy summary with every sidebar item, and its details', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/');
  await card(page, 'Policies and inboxes')
    .getByRole('link', { name: /Mazda MX-5/ })
    .click();
  await expect(screenTitle(page, 'Policy summary')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Your policy' });

  await expect(sidebar.getByRole('link', { name: /^Inbox \d+ unread$/ })).toBeVisible();
  for (const name of [
    'Policy summary',
    'Request a change',
    'Your credit agreement',
    'Send your documents 2 to send',
    'Agreed value 1 to do',
    'Renew policy',
    'Direct debit',
    'Make a payment',
    'Refunds',
  ]) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Policy details' })).toBeVisible();
  const cover = page.getByRole('region', { name: 'Summary of cover' });
  await expect(cover).toContainText('NWM-CAR-204815');
  await expect(cover).toContainText(/End date\d{2}\/\d{2}\/\d{4} \(in 2 months\)/);
  await expect(page.getByRole('region', { name: 'Drivers' })).toContainText('Main');

  await page
    .getByRole('link', { name: 'Download policy booklet' })
    .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('link', { name: 'Download policy booklet' }).click();
  await expect(page.getByText('Starting download...')).toBeVisible();
  await expect(page.getByText('Starting download...')).toHaveCount(0, { timeout: 4_000 });
  await expectNoSeriousViolations(page);
});

test('van.fleet: any-driver, and agreed value per van with the done one disabled', async ({
  page,
}) => {
  await signIn(page, 'van.fleet', '/');
  await card(page, 'Policies and inboxes').getByRole('link', { name: /vans/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Policy details' })).toBeVisible();

  await expect(
    page.getByText(
      'This is an Any Driver policy. Please see your policy certificate for terms and conditions.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Drivers' }).getByText('Main', { exact: true }),
  ).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: 'Your policy' });
  const agreedValue = sidebar.getByRole('button', { name: 'Agreed value 1 to do' });
  await agreedValue.click();
  await expect(agreedValue).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: /^[A-Z0-9 ]+ - / })).toHaveCount(1);
  await expect(sidebar.locator('[aria-disabled="true"]')).toHaveCount(1);
});

// bike.rider's policies are Ridgeline's: managed there, read-only from Northway.
test.describe('at Ridgeline', () => {
  test.use({ baseURL: asRidgeline });

  test('bike.rider: riders, and a read-only policy without change actions', async ({ page }) => {
    await signIn(page, 'bike.rider', '/');
    const policies = card(page, 'Policies and inboxes');
    await policies.getByRole('link', { name: /Triumph Street Triple/ }).click();
    await expect(page.getByRole('region', { name: 'Riders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a change' }).first()).toBeVisible();

    await page.goBack();
    await card(page, 'Policies and inboxes')
      .getByRole('link', { name: /Honda CB500X/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Policy details' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Vehicles' }).getByRole('heading', { name: 'Honda CB500X' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a change' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Your policy' }).getByRole('link'),
    ).toHaveText(['Policy summary', 'Inbox']);
  });
});

test('car.driver: reading an inbox item drops the badge without a reload', async ({ page }) => {
  await signIn(page, 'car.driver', '/');
  await card(page, 'Policies and inboxes')
    .getByRole('link', { name: /Mazda MX-5/ })
    .click();
  const sidebar = page.getByRole('navigation', { name: 'Your policy' });
  const inbox = sidebar.getByRole('link', { name: /^Inbox/ });
  await expect(inbox).toHaveAccessibleName(/^Inbox \d+ unread$/);
  const before = Number((await inbox.textContent())?.match(/\d+/)?.[0]);
  await inbox.click();
  await expect(screenTitle(page, 'Inbox')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Actions',
    'Pinned',
    'Extra benefits',
    'Correspondence',
  ]);
  const correspondence = page.getByRole('region', { name: 'Correspondence' });
  await expect(correspondence.getByText(/^PDF, \d+ KB/).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const unread = correspondence.getByRole('listitem').filter({ hasText: 'Unread' }).first();
  const opener = unread.getByRole('button').or(unread.getByRole('link'));
  await opener.evaluate((element) =>
    element.addEventListener('click', (event) => {
      if (element.tagName === 'A') event.preventDefault();
    }),
  );
  await opener.click();

  await expect(inbox).toHaveAccessibleName(before === 1 ? 'Inbox' : `Inbox ${before - 1} unread`);
  await page.reload();
  await expect(sidebar.getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName(
    before === 1 ? 'Inbox' : `Inbox ${before - 1} unread`,
  );
});

test('car.driver: the to-do list, dismissing an item, and Go to dashboard', async ({ page }) => {
  await signIn(page, 'car.driver', '/todo');
  await expect(screenTitle(page, 'To-do list')).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  await expectNoSeriousViolations(page);

  await page
    .getByRole('button', { name: /^Dismiss: Your Mazda MX-5 policy is due for renewal/ })
    .click();
  await expect(items).toHaveCount(count - 1);
  await page.reload();
  await expect(items).toHaveCount(count - 1);

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(screenTitle(page, 'Dashboard')).toBeVisible();
});
