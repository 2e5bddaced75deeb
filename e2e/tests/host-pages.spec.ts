import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { MESSAGES, ROUTES, UNLISTED_ROUTES } from '@portal/contract';
import { expect, followLink, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The host's own pages (portal.md §2, §4, §8): what each says, that the server renders them and
// the browser takes them over without a mismatch, the sitemap's links, the privacy policy from
// the API, the maintenance page's retry, and the 'Unsaved changes' prompt over a remote's form.

const PASSWORD = 'Portal-Demo-2026!';
const UNSAVED = 'Unsaved changes';

/** Signed in, on mf-dashboard's contact form with a subject typed (it holds confirmLeave). */
async function typeOnContact(page: Page, { after }: { after?: 'About' } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('car.driver');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  if (after) {
    await followLink(page, 'Footer', after);
    await expect(screenTitle(page, after)).toBeVisible();
  }
  await followLink(page, 'Main', 'Contact');
  const subject = page.getByLabel('Subject');
  await subject.fill('About my renewal');
  return subject;
}

test('the about page names the brand, its legal name, regulator and number', async ({
  page,
  navigate,
  pageErrors,
}) => {
  await navigate('/about', 'About');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'Northway Motor Insurance is a trading name of Northway Insurance Services Limited, which is authorised and ' +
      'regulated by the Financial Conduct Authority (firm reference number 612345).',
  );
  await expect(main.getByRole('link', { name: '0306 999 0123' })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(pageErrors).toEqual([]);
});

test('the error page says the server error, the number to phone and links home', async ({
  page,
  navigate,
  pageErrors,
}) => {
  await navigate('/error', 'Error');
  const main = page.getByRole('main');
  await expect(main).toContainText(MESSAGES.serverError);
  await expect(main.getByRole('link', { name: '0306 999 0123' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  // Home is for signed-in users: a visitor is asked to log in first, with home as the target.
  await expect(page).toHaveURL(/\/login\?target=%2F$/);
  expect(pageErrors).toEqual([]);
});

test('an unknown path shows the not-found page with a link home', async ({
  page,
  navigate,
  pageErrors,
}) => {
  // No page at that address: answered 404, and still rendered for the visitor.
  expect((await page.request.get('/no/such/page')).status()).toBe(404);
  await navigate('/no/such/page', 'Page not found');
  await expect(page.getByRole('main')).toContainText(
    'We could not find the page you were looking for.',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
  ).toHaveAttribute('href', '/');
  // The browser logs the page's own 404; nothing else may go wrong.
  expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('the server renders the host pages into the page; the one script written in is allowed by its hash', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/about', 'is a trading name of Northway Insurance Services Limited'],
    ['/error', MESSAGES.serverError],
    ['/sitemap', 'Before you sign in'],
    ['/maintenance?retry_after=300', 'The portal is down for maintenance.'],
    ['/no/such/page', 'We could not find the page you were looking for.'],
  ] as const) {
    const response = await page.request.get(path);
    const html = await response.text();
    expect(html, path).toContain(text);
    // Every other script is a file, or JSON data that never runs.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/\bsrc=/.test(attributes) && !/application\/json/.test(attributes),
    );
    expect(inline, path).toHaveLength(1);
    expect(inline[0]?.[1], path).toContain('data-main=');
    const hash = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64');
    const scriptSrc = (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc, path).toBe(`script-src 'self' 'sha256-${hash}'`);
  }
});

const LOGIN_PARTS = (page: Page) => [
  page.getByRole('banner'),
  page.getByRole('heading', { name: 'Log in to your account', level: 1 }),
  page.getByLabel('Username'),
  page.getByRole('button', { name: 'Login' }),
  page.getByRole('link', { name: "I don't have an account" }),
  page.getByRole('contentinfo'),
];

/**
 * Where each part of /login sits: as the server laid it out (the host's main script held back,
 * so nothing hydrates; with or without the brand's faces), or once hydrated.
 */
async function loginLayout(
  browser: Browser,
  baseURL: string | undefined,
  width: number,
  { hydrated, faces }: { hydrated: boolean; faces: boolean },
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 823 } });
  const page = await context.newPage();
  if (!hydrated) await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  if (!faces) await page.route(/\/fonts\//, (route) => route.abort());
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  if (faces) {
    // Swapped in once the shell is hydrated and the page idle, or after 3 s without a shell.
    await page.waitForFunction(
      () => document.querySelector<HTMLLinkElement>('link[data-typefaces]')?.sheet,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("16px 'Source Sans 3'"))).toBe(true);
  }
  const boxes = await Promise.all(LOGIN_PARTS(page).map((part) => part.boundingBox()));
  await context.close();
  return boxes;
}

test('the login page is laid out by the server: nothing moves when its script takes over', async ({
  browser,
  baseURL,
}) => {
  expect(await loginLayout(browser, baseURL, 412, { hydrated: true, faces: true })).toEqual(
    await loginLayout(browser, baseURL, 412, { hydrated: false, faces: true }),
  );
});

test("the login page paints in fallback faces that take its typeface's room: nothing moves when the faces arrive", async ({
  browser,
  baseURL,
}) => {
  // The line each part is on, and its height: every line keeps its place. Along a line, text in
  // the fallback is a little wider or narrower (a link after two others sits 3 px further).
  const placed = (boxes: Awaited<ReturnType<typeof loginLayout>>) =>
    boxes.map((box) => box && { y: box.y, height: box.height });
  for (const width of [375, 1280]) {
    expect(
      placed(await loginLayout(browser, baseURL, width, { hydrated: false, faces: true })),
      `${width} px`,
    ).toEqual(
      placed(await loginLayout(browser, baseURL, width, { hydrated: false, faces: false })),
    );
  }
});

test('the login form sent before its script runs keeps the password out of the address', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
  await page.goto('/login');
  await page.getByLabel('Username').fill('car.driver');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  // Posted, answered with the page again.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { name: 'Log in to your account', level: 1 }),
  ).toBeVisible();
  expect(sent.some((line) => line.startsWith('POST ') && line.endsWith('/login'))).toBe(true);
  expect(sent.join('\n')).not.toContain('password');
  await context.close();
});

test('the sitemap lists every page to go to by who can see it, and its links work', async ({
  page,
  navigate,
  pageErrors,
}) => {
  const groups = [
    { access: 'public', heading: 'For everyone' },
    { access: 'login', heading: 'When you are signed in' },
    { access: 'guest', heading: 'Before you sign in' },
  ] as const;
  await navigate('/sitemap', 'Sitemap');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(groups.map((g) => g.heading));

  for (const group of groups) {
    const routes = ROUTES.filter((route) => route.access === group.access)
      .filter((route) => !route.path.includes(':') && !UNLISTED_ROUTES.has(route.name))
      .map((route) => ({ path: route.path, title: route.title }));
    await navigate('/sitemap', 'Sitemap');
    const links = page.getByRole('region', { name: group.heading }).getByRole('link');
    await expect(links).toHaveCount(routes.length);

    for (const route of routes) {
      await navigate('/sitemap', 'Sitemap');
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page
        .getByRole('region', { name: group.heading })
        .getByRole('link', { name: route.title, exact: true })
        .click();
      // Signed-in pages send a visitor to log in, with the page as the target (portal.md §2).
      if (group.access === 'login') {
        await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
        await expect(page).toHaveURL(`/login?target=${encodeURIComponent(route.path)}`);
      } else {
        await expect(screenTitle(page, route.title)).toBeVisible();
        await expect(page).toHaveURL(route.path);
      }
      expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
    }
  }
  expect(pageErrors).toEqual([]);
});

test('the privacy policy shows the API’s document under the page’s one title', async ({
  page,
  navigate,
  pageErrors,
}) => {
  await navigate('/privacy-policy', 'Privacy policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('We do not sell your information.');
  await expect(main.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('the privacy policy is sanitised before it reaches the page', async ({ page, navigate }) => {
  await page.route('**/api/meta/privacy-policy', (route) =>
    route.fulfill({
      json: {
        data:
          '<h2>Seeded</h2><p>Kept text</p><script>window.seeded = true</script>' +
          '<img src="/nothing.png" onerror="window.seeded = true"><a href="javascript:void 0">x</a>',
        meta: {},
      },
    }),
  );
  await navigate('/privacy-policy', 'Privacy policy');
  const policy = page.locator('.privacy-policy');
  await expect(policy).toContainText('Kept text');
  await expect(policy.locator('script')).toHaveCount(0);
  await expect(policy.locator('[onerror]')).toHaveCount(0);
  await expect(policy.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test('a privacy policy that fails to load offers Retry', async ({ page, navigate }) => {
  let fail = true;
  await page.route('**/api/meta/privacy-policy', async (route) => {
    if (fail) await route.fulfill({ status: 500, json: { message: MESSAGES.serverError } });
    else await route.continue();
  });
  await navigate('/privacy-policy', 'Privacy policy');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.serverError);
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main')).toContainText('We do not sell your information.');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('maintenance', () => {
  // A fixed clock and zone: 14:27 in London, so the time shown is known.
  test.use({ timezoneId: 'Europe/London' });

  test('shows when to try again from retry_after, and Retry goes to the target', async ({
    page,
    navigate,
    pageErrors,
  }) => {
    await page.clock.setFixedTime(new Date('2026-06-03T13:27:00Z'));
    await navigate('/maintenance?target=%2Fabout&retry_after=300', 'Maintenance');
    const main = page.getByRole('main');
    await expect(main).toContainText('The portal is down for maintenance.');
    await expect(main).toContainText('Please try again after 14:32 (in about 5 minutes).');
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(screenTitle(page, 'About')).toBeVisible();
    await expect(page).toHaveURL('/about');
    expect(pageErrors).toEqual([]);
  });

  test('without retry_after it asks to try again shortly; Retry never leaves the site', async ({
    page,
    navigate,
  }) => {
    await navigate('/maintenance?target=https%3A%2F%2Felsewhere.example%2F', 'Maintenance');
    await expect(page.getByRole('main')).toContainText('Please try again shortly.');
    await page.getByRole('button', { name: 'Retry' }).click();
    // Home, which sends a visitor on to log in.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/login\?target=%2F$/);
  });
});

test.describe('unsaved changes', () => {
  test('a link asks first: Stay here keeps the text, Leave page goes', async ({ page }) => {
    const subject = await typeOnContact(page);
    await followLink(page, 'Main', 'Your calendar');
    const dialog = page.getByRole('dialog', { name: UNSAVED });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/contact');
    await expect(subject).toHaveValue('About my renewal');
    await expect(page).toHaveTitle('Contact us | Northway Motor Insurance');

    await followLink(page, 'Main', 'Your calendar');
    await dialog.getByRole('button', { name: 'Leave page' }).click();
    await expect(screenTitle(page, 'Your calendar')).toBeVisible();
    await expect(page).toHaveURL('/events');
    // The form is gone, and with it the hold: the next link goes straight through.
    await followLink(page, 'Footer', 'About');
    await expect(screenTitle(page, 'About')).toBeVisible();
    await expect(page.getByRole('dialog', { name: UNSAVED })).toHaveCount(0);
  });

  test('the back button asks too, and Stay here keeps the page as it was', async ({ page }) => {
    const subject = await typeOnContact(page, { after: 'About' });
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: UNSAVED });
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/contact');
    await expect(subject).toHaveValue('About my renewal');
    await expect(screenTitle(page, 'Contact us')).toBeVisible();
    await expect(page).toHaveTitle('Contact us | Northway Motor Insurance');
  });

  test('after the back button, Leave page goes back', async ({ page }) => {
    await typeOnContact(page, { after: 'About' });
    await page.goBack();
    await page
      .getByRole('dialog', { name: UNSAVED })
      .getByRole('button', { name: 'Leave page' })
      .click();
    await expect(screenTitle(page, 'About')).toBeVisible();
    await expect(page).toHaveURL('/about');
  });

  test('closing the tab with unsaved changes brings the browser’s own prompt', async ({ page }) => {
    const subject = await typeOnContact(page);
    // The form holds the page from an effect after the change: let the frame that runs it pass,
    // or the tab may close before there is anything to hold it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(subject).toHaveValue('About my renewal');
    // Closed without asking, as the test's end would: a page that still holds its beforeunload
    // prompt can keep the context from closing in time.
    await page.close();
  });
});

for (const [path, title, loaded] of [
  ['/about', 'About', 'is a trading name of'],
  ['/sitemap', 'Sitemap', 'Before you sign in'],
  ['/privacy-policy', 'Privacy policy', 'We do not sell your information.'],
  ['/error', 'Error', MESSAGES.serverError],
  ['/maintenance?target=%2F&retry_after=300', 'Maintenance', 'Please try again after'],
  ['/no/such/page', 'Page not found', 'We could not find the page'],
] as const) {
  test(`${path} has no serious accessibility violation`, async ({ page, navigate }) => {
    await navigate(path, title);
    await expect(page.getByRole('main')).toContainText(loaded);
    await expectNoSeriousViolations(page);
  });
}
