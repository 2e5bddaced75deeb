import { randomUUID } from 'node:crypto';
import { MESSAGES, todayIso } from '@portal/contract';
import type { Page } from '@playwright/test';
import { pdf } from '../support/files.ts';
import { expectAccessibleAtBothWidths, main } from '../support/forms.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { E2E_PORTAL, pageToken, signIn } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';

// Dashboard part 2 (portal.md §2 Reminder manager and calendar, Other screens; §4 Reminder, Quick
// quote modal, Cashback, Promotion carousel; §5; §8) against the reference API: each journey as a
// user takes it, and what the API kept read back through the screens that show it.

/** 'DD/MM/YY' of a day `days` after today, as the reminder's date fields take it. */
function shortDate(days: number): string {
  const day = new Date(`${todayIso()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const [year, month, date] = day.toISOString().slice(0, 10).split('-');
  return `${date}/${month}/${year?.slice(2)}`;
}

function isoAfter(days: number): string {
  const day = new Date(`${todayIso()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function reminders(page: Page) {
  return main(page).getByRole('table', { name: 'Your reminders' });
}

test.describe.configure({ timeout: 180_000 });

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('car.driver keeps a reminder through its whole life: added, saved, updated, deleted', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'car.driver', '/events');
    await expect(screenTitle(page, 'Your calendar')).toBeVisible();
    await expect(reminders(page)).toBeVisible();

    await reminders(page).getByRole('button', { name: 'Add a new reminder' }).click();
    const form = main(page).getByRole('form', { name: 'New reminder' });
    const save = form.getByRole('button', { name: 'Save' });
    // Save waits for the title, the due date and the remind date (§5).
    await expect(save).toBeDisabled();
    await form
      .getByRole('textbox', { name: 'Title' })
      .fill('Renew the parking permit at the town hall');
    await form.getByRole('textbox', { name: 'Due' }).fill(shortDate(10));
    await expect(save).toBeDisabled();
    await form.getByRole('textbox', { name: 'Remind me' }).fill(shortDate(7));
    await expect(save).toBeEnabled();
    await expectAccessibleAtBothWidths(page, 'a new reminder');
    await save.click();

    // On a phone the table's labels are cut to 20 characters; the full one is still its name.
    const edit = reminders(page).getByRole('button', {
      name: 'Edit Renew the parking permit at the town hall',
    });
    await expect(edit).toBeVisible();
    await expect(reminders(page)).toContainText('Renew the parking pe…');

    await page.reload();
    await edit.click();
    const editing = main(page).getByRole('form', {
      name: 'Edit Renew the parking permit at the town hall',
    });
    await editing.getByRole('textbox', { name: 'Title' }).fill('Parking permit');
    await editing.getByRole('button', { name: 'Update' }).click();
    await expect(
      reminders(page).getByRole('button', { name: 'Edit Parking permit' }),
    ).toBeVisible();

    await page.reload();
    await reminders(page).getByRole('button', { name: 'Edit Parking permit' }).click();
    await main(page)
      .getByRole('form', { name: 'Edit Parking permit' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(reminders(page).getByRole('button', { name: 'Edit Parking permit' })).toHaveCount(
      0,
    );
    await page.reload();
    await expect(reminders(page)).toBeVisible();
    await expect(reminders(page).getByRole('button', { name: 'Edit Parking permit' })).toHaveCount(
      0,
    );
    expect(pageErrors).toEqual([]);
  });

  test('car.driver searches the FAQs: a typo still finds the question, nonsense finds nothing', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', '/faqs');
    const search = main(page).getByRole('searchbox', { name: 'Search the FAQs' });
    await expect(search).toHaveAttribute('placeholder', 'Type here to search');
    await search.fill('remove a drivr');
    const question = main(page).getByRole('button', { name: 'How do I remove a driver?' });
    await expect(question).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: 'Which file types can I upload?' }),
    ).toHaveCount(0);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectAccessibleAtBothWidths(page, 'an FAQ found and opened');

    await search.fill('zebra crossing');
    await expect(main(page).getByText('No results found for')).toBeVisible();
    await expect(main(page).getByText('zebra crossing')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'no FAQ found');
    await main(page)
      .getByRole('link', { name: /GET IN TOUCH/ })
      .click();
    await expect(page).toHaveURL('/contact');
  });

  test('car.driver claims the cashback: the terms read to the bottom, then both documents sent', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', '/policies/101/cashback');
    await expect(screenTitle(page, 'Claim your £20 cashback')).toBeVisible();
    const upload = main(page).getByRole('button', { name: 'Upload' });
    await expect(upload).toHaveCount(0);
    await main(page)
      .getByRole('button', { name: 'File for Home insurance schedule' })
      .setInputFiles(pdf('schedule.pdf'));
    await main(page)
      .getByRole('button', { name: 'File for Proof of payment' })
      .setInputFiles(pdf('statement.pdf'));
    // Upload shows with a file, and waits for every document's tick.
    await expect(upload).toBeDisabled();
    const ticks = main(page).getByRole('checkbox', { name: MESSAGES.cashbackConfirm });
    for (const tick of await ticks.all()) await tick.check();
    await expect(upload).toBeEnabled();
    await expectAccessibleAtBothWidths(page, 'the cashback documents');
    await upload.click();

    const dialog = page.getByRole('dialog');
    const agree = dialog.getByRole('button', { name: 'Agree and upload' });
    await expect(agree).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expectAccessibleAtBothWidths(page, 'the cashback terms');
    const terms = dialog.getByRole('region', { name: 'Cashback terms and conditions' });
    await terms.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(agree).toBeEnabled();
    await agree.click();

    await expect(page).toHaveURL('/policies/101');
    await expect(page.getByText(/we have received your documents/)).toBeVisible();
    // Taken once only (§9): nothing left to upload.
    await page.goto('/policies/101/cashback');
    await expect(main(page).getByText('You have no documents to upload')).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS[1] });

  test("car.driver sees a busy day's fourth entry behind 'view more', and opens it", async ({
    page,
  }) => {
    await signIn(page, 'car.driver', '/');
    const day = isoAfter(2);
    // Four reminders on one day, as the API keeps them (a retry adds its own four).
    const run = Date.now().toString(36);
    const fourth = `Check the spare bulbs ${run}`;
    for (const label of ['tyres', 'wipers', 'screenwash', `spare bulbs ${run}`]) {
      const response = await page.request.post('/api/events', {
        headers: {
          Authorization: `Bearer ${await pageToken(page)}`,
          'X-Portal': E2E_PORTAL,
          'Idempotency-Key': randomUUID(),
        },
        data: { label: `Check the ${label}`, due_date: day, remind_date: day },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.goto(`/events`);
    await expect(main(page).getByRole('table', { name: 'Your reminders' })).toBeVisible();
    const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const thisMonth = new Date(`${todayIso()}T12:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(main(page).getByRole('heading', { name: thisMonth })).toBeVisible();
    if (month !== thisMonth) {
      await main(page)
        .getByRole('button', { name: /Next month/ })
        .click();
    }
    await expect(main(page).getByRole('heading', { name: month })).toBeVisible();
    const cell = main(page).getByRole('cell', {
      name: new RegExp(`${Number(day.slice(8))} ${month}`),
    });
    await expect(cell.getByRole('button', { name: fourth })).toHaveCount(0);
    await cell.getByRole('button', { name: 'view more' }).click();
    await cell.getByRole('button', { name: fourth }).click();
    const detail = page.getByRole('dialog', { name: fourth });
    await expect(detail).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'an entry of the calendar');
  });

  test('car.driver asks for a quote callback as soon as possible, then for a slot', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', '/');
    await main(page).getByRole('button', { name: 'Request a callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a quote callback' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Request callback' }).click();
    await expect(
      dialog.getByRole('combobox', { name: 'Type of insurance' }),
    ).toHaveAccessibleDescription(/.+/);
    await expectAccessibleAtBothWidths(page, 'the quick quote with its error');
    await dialog.getByRole('combobox', { name: 'Type of insurance' }).click();
    await page.getByRole('option', { name: 'Van insurance' }).click();
    const asap = dialog.getByRole('switch', { name: 'Call me as soon as possible' });
    await dialog.getByText('Call me as soon as possible').click();
    await expect(asap).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Callback date' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Request callback' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/call you/i).first()).toBeVisible();

    // Again, for tomorrow at a quarter past two.
    await main(page).getByRole('button', { name: 'Request a callback' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Type of insurance' }).click();
    await page.getByRole('option', { name: 'Home insurance' }).click();
    await dialog.getByRole('combobox', { name: 'Callback time' }).click();
    await page.getByRole('option', { name: '2:15pm', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request callback' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/call you/i).first()).toBeVisible();
  });

  test('car.driver sends a message from the contact form and lands on the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', '/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('combobox', { name: 'Policy' }).click();
    await page.getByRole('option', { name: /NWM-CAR-204815/ }).click();
    await form.getByRole('textbox', { name: 'Subject' }).fill('Windscreen chip');
    await form.getByRole('textbox', { name: 'Your Message' }).fill('Is a chip repair covered?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/');
    await expect(screenTitle(page, 'Dashboard')).toBeVisible();
  });

  test('van.fleet follows the promotion widget through the promotions to the dashboard', async ({
    page,
  }) => {
    // §4: the widget asks a second after sign-in and after each route change; it offers the
    // unread login promotions in the header.
    await signIn(page, 'van.fleet', '/');
    const widget = page.getByRole('banner').getByRole('link', { name: /^Promotions, \d+ new$/ });
    await expect(widget).toHaveAccessibleName('Promotions, 3 new');
    await widget.click();
    await expect(page).toHaveURL('/promotions');
    const previous = main(page).getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await expectAccessibleAtBothWidths(page, 'the promotions');
    for (let slide = 0; slide < 10; slide += 1) {
      const dashboard = main(page).getByRole('button', { name: 'Dashboard' });
      if (await dashboard.isVisible()) {
        await dashboard.click();
        break;
      }
      await main(page).getByRole('button', { name: 'Next' }).click();
    }
    await expect(page).toHaveURL('/');
    await expect(screenTitle(page, 'Dashboard')).toBeVisible();
    // Every slide is read: a second later the widget has nothing to offer.
    await expect(widget).toHaveCount(0);
  });
});
