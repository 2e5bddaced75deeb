import { matchRoute } from '@portal/contract';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { main } from '../support/forms.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { resetDemo, signIn } from '../support/session.ts';
import { expect, goInApp, screenTitle, test } from '../support/test.ts';

// One system (issue 'One coherent portal'): a to-do, the dashboard's alert, the policy's sidebar
// and the screen they open say the same thing, from the same row; an action in one remote
// (payments, policy changes) changes what the others and the host show at once, without a
// reload, on this page and on the user's other devices; and what is left never leads to a
// screen with nothing to do. Every test starts from the demo as seeded.

const CAR = { id: 101, reference: 'NWM-CAR-204815' };
const OTHER_BRAND = 105;
/** What a screen says when a link led to nothing to do: none may be reached from a to-do. */
const DEAD_ENDS = [
  'Nothing to pay',
  'No renewal to pay for',
  'There is nothing to sign',
  'You cannot sign a credit agreement online',
  'We do not need any documents',
  'There is nothing to send for this vehicle',
  'You cannot make this change online',
];

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: VIEWPORTS[1] });
test.beforeEach(() => resetDemo());

/** Marks the page, so that a test can prove it was never loaded again. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { portalNotReloaded: true }));
}

async function stillSamePage(page: Page) {
  expect(await page.evaluate(() => 'portalNotReloaded' in window)).toBe(true);
}

function todoItems(page: Page): Locator {
  return main(page).getByRole('listitem');
}

function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Your policy' });
}

function alertCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Alerts' });
}

function cardForm(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Card payment"]');
}

/** Pays `amount` with the approved card; `outcome` is the title of the page that follows. */
async function payByCard(page: Page, amount: string, outcome = 'Payment successful') {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(screenTitle(page, outcome)).toBeVisible();
}

/** The to-do list's item that starts with `start`. */
function todo(page: Page, start: string | RegExp): Locator {
  return todoItems(page).filter({ hasText: start });
}

/** Follows every resolve button of the to-do list: none ends on a screen with nothing to do. */
async function everyTodoLeadsSomewhere(page: Page) {
  await goInApp(page, '/todo', 'To-do list');
  const targets = await main(page)
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(0);
  for (const target of new Set(targets)) {
    await goInApp(page, target, matchRoute(target).route.title);
    // The screen has loaded what it shows: its skeletons and spinners are gone.
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    for (const deadEnd of DEAD_ENDS) {
      await expect(main(page).getByText(deadEnd, { exact: true }), target).toHaveCount(0);
    }
  }
}

test('each to-do, its alert, its sidebar item and its screen quote the same amount', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/todo');
  const payment = todo(page, /^A payment of (£[\d.,]+) is due/);
  const due = /A payment of (£[\d,]+\.\d\d)/.exec((await payment.textContent()) ?? '')?.[1] ?? '';
  expect(due).toMatch(/^£\d/);
  const renewal = /Renew for (£[\d,]+\.\d\d)/.exec(
    (await todo(page, /due for renewal/).textContent()) ?? '',
  )?.[1];
  const refunds = await todo(page, /You have a refund of/).allTextContents();
  expect(refunds).toHaveLength(2);

  await payment.getByRole('link', { name: 'Make a payment' }).click();
  await expect(screenTitle(page, 'Make a payment')).toBeVisible();
  await expect(main(page)).toContainText(`Amount due${due}`);

  await goInApp(page, `/policies/${CAR.id}/payments/renew`, 'Renew policy');
  await expect(main(page)).toContainText(`Renewal premium${renewal}`);

  await goInApp(page, `/policies/${CAR.id}/payments/refunds`, 'Refunds');
  for (const offer of refunds) {
    const amount = /£[\d,]+\.\d\d/.exec(offer)?.[0] ?? '';
    await expect(main(page).getByRole('radio', { name: new RegExp(amount) })).toHaveCount(1);
  }

  await goInApp(page, `/policies/${CAR.id}`, 'Policy summary');
  await expect(
    sidebar(page).getByRole('link', { name: 'Send your documents 2 to send' }),
  ).toBeVisible();
  await goInApp(page, '/', 'Dashboard');
  const alerts = await todoCountOnDashboard(page);
  expect(alerts).toBe(await countTodos(page));
});

/** How many alerts the dashboard's card goes through ('Alert 1 of N'). */
async function todoCountOnDashboard(page: Page): Promise<number> {
  const counter = alertCard(page).getByText(/^Alert 1 of \d+$/);
  await expect(counter).toBeVisible();
  return Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
}

async function countTodos(page: Page): Promise<number> {
  await goInApp(page, '/todo', 'To-do list');
  await expect(todoItems(page).first()).toBeVisible();
  return todoItems(page).count();
}

test('paying what is due ends its to-do, alert and sidebar item at once, without a reload', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/');
  await markPage(page);
  const alertsBefore = await todoCountOnDashboard(page);
  const todosBefore = await countTodos(page);
  const payment = todo(page, /^A payment of/);
  const due = /£[\d,]+\.\d\d/.exec((await payment.textContent()) ?? '')?.[0] ?? '';

  await payment.getByRole('link', { name: 'Make a payment' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Amount to pay' })).toHaveValue(
    due.slice(1),
  );
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, due);
  await main(page).getByRole('link', { name: 'Back to your policy' }).click();

  await expect(screenTitle(page, 'Policy summary')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
  // Each screen shows what it has while it asks again: the count is awaited, not read once.
  await goInApp(page, '/todo', 'To-do list');
  await expect(todoItems(page)).toHaveCount(todosBefore - 1);
  await expect(todo(page, /^A payment of/)).toHaveCount(0);
  await goInApp(page, '/', 'Dashboard');
  await expect(alertCard(page).getByText(`Alert 1 of ${alertsBefore - 1}`)).toBeVisible();
  await everyTodoLeadsSomewhere(page);
  await stillSamePage(page);
});

test('renewing, accepting a refund and signing the credit agreement each end their to-do', async ({
  page,
}) => {
  await signIn(page, 'car.driver', '/todo');
  await markPage(page);
  await expect(todoItems(page).first()).toBeVisible();
  const before = await todoItems(page).count();

  await todo(page, /due for renewal/)
    .getByRole('link', { name: 'Renew now' })
    .click();
  await expect(screenTitle(page, 'Renew policy')).toBeVisible();
  await payByCard(page, '£612.35', 'Renewal complete');
  await goInApp(page, '/todo', 'To-do list');
  await expect(todo(page, /due for renewal/)).toHaveCount(0);

  await todo(page, /refund of £12.00/)
    .getByRole('link', { name: 'Accept refund' })
    .click();
  await main(page)
    .getByRole('radio', { name: /Overpayment of your last instalment/ })
    .check();
  await main(page).getByRole('button', { name: 'Accept refund' }).click();
  await expect(screenTitle(page, 'Refund accepted')).toBeVisible();
  await goInApp(page, '/todo', 'To-do list');
  await expect(todo(page, /refund of £12.00/)).toHaveCount(0);
  await expect(todo(page, /refund of £24.60/)).toHaveCount(1);

  await todo(page, /credit agreement/)
    .getByRole('link', { name: 'Sign agreement' })
    .click();
  const sign = main(page).getByRole('form', { name: 'Sign your credit agreement' });
  await sign.getByRole('textbox', { name: 'Full name' }).fill('Sarah Mitchell');
  await sign.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await sign.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(screenTitle(page, 'Credit agreement confirmed')).toBeVisible();

  await goInApp(page, `/policies/${CAR.id}`, 'Policy summary');
  for (const gone of ['Renew policy', 'Your credit agreement']) {
    await expect(sidebar(page).getByRole('link', { name: gone })).toHaveCount(0);
  }
  await expect(sidebar(page).getByRole('link', { name: 'Refunds' })).toBeVisible();
  await goInApp(page, '/todo', 'To-do list');
  await expect(todoItems(page)).toHaveCount(before - 3);
  await everyTodoLeadsSomewhere(page);
  await stillSamePage(page);
});

test("the user's other device drops the to-do within 5 seconds of the refund accepted here", async ({
  page,
  browser,
  baseURL,
}) => {
  const device = await browser.newContext({
    viewport: VIEWPORTS[0],
    baseURL,
    permissions: ['notifications'],
  });
  await device.addCookies([{ name: 'portal_consent', value: 'allow', url: baseURL ?? '' }]);
  const phone = await device.newPage();
  await signIn(phone, 'car.driver', '/todo');
  await expect(todo(phone, /refund of £24.60/)).toHaveCount(1);

  await signIn(page, 'car.driver', `/policies/${CAR.id}/payments/refunds`);
  await main(page)
    .getByRole('radio', { name: /Refund for removing courtesy car cover/ })
    .check();
  await main(page).getByRole('button', { name: 'Accept refund' }).click();
  await expect(screenTitle(page, 'Refund accepted')).toBeVisible();

  await expect(todo(phone, /refund of £24.60/)).toHaveCount(0, { timeout: 5_000 });
  await expect(todo(phone, /refund of £12.00/)).toHaveCount(1);
  await device.close();
});

test('a policy held at the other brand says where it is held, and offers nothing to do here', async ({
  page,
}) => {
  await signIn(page, 'car.driver', `/policies/${OTHER_BRAND}`);
  await expect(main(page)).toContainText('This policy is held at Ridgeline Bike Insurance');
  await expect(main(page)).toContainText('0306 999 0456');
  await expect(main(page).getByRole('link', { name: 'Request a change' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link')).toHaveText(['Policy summary', /^Inbox/]);

  await goInApp(page, `/policies/${OTHER_BRAND}/payments/pay`, 'Make a payment');
  await expect(main(page)).toContainText('This policy is held at Ridgeline Bike Insurance.');
  await expect(main(page).getByRole('textbox', { name: 'Amount to pay' })).toHaveCount(0);
});
