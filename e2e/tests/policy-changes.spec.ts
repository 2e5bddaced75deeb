import type { Page } from '@playwright/test';
import { formatDate, MESSAGES, todayIso, yearsBefore } from '@portal/contract';
import { asRidgeline, changesSentForReview, signIn } from '../support/session.ts';
import { VIEWPORTS } from '../support/screens.ts';
import {
  choose,
  chooseAddress,
  expectAccessibleAtBothWidths,
  fill,
  main,
  tick,
} from '../support/forms.ts';
import { expect, screenTitle, test } from '../support/test.ts';

// Policy changes, part 1 (policy-changes.md §2 Make-a-change, Quick edit, Driver form, Address
// lookup; §4; §5; §8) against the reference API: what is sent for review is read back with the
// ops command the provider's review uses, and the policy itself stays as it was until then.

const CAR = { id: 101, reference: 'NWM-CAR-204815' };
const VAN = { id: 106, reference: 'NWM-VAN-410027' };
const BIKE = { id: 107, reference: 'RLB-BIKE-306120' };

/** 'Step 3 of 7: Employment information' (the colon is there for screen readers only). */
function stepHeading(page: Page, step: number, title: string) {
  const name = new RegExp(`^Step ${step} of 7 ?: ${title}$`);
  return main(page).getByRole('heading', { level: 2, name });
}

async function continueTo(page: Page, from: number, title: string) {
  await main(page)
    .getByRole('button', { name: `Continue ${from}/7` })
    .click();
  await expect(stepHeading(page, from + 1, title)).toBeVisible();
}

// Seven steps, with axe at two widths on most of them, on a 2-core machine.
test.describe.configure({ timeout: 180_000 });

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('car.driver adds a named driver through all seven steps: sent for review whole, the policy unchanged', async ({
    page,
    pageErrors,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    const today = todayIso();
    await signIn(page, 'car.driver', `/policies/${CAR.id}/change`);
    await expect(screenTitle(page, 'Make a change')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the change screen');
    await main(page).getByRole('link', { name: 'Add new driver' }).click();

    await expect(screenTitle(page, 'Add a driver')).toBeVisible();
    await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
    // Continue with nothing answered: the step's own problems, and no move.
    await main(page).getByRole('button', { name: 'Continue 1/7' }).click();
    await expect(main(page).getByRole('alert')).toContainText('problems below');
    await expectAccessibleAtBothWidths(page, 'step 1 with its errors');
    await choose(page, 'Title', 'Ms');
    await fill(page, 'First name', 'Ella');
    await fill(page, 'Last name', 'Whitmore');
    await fill(page, 'Date of birth', formatDate(yearsBefore(today, 19)));
    await choose(page, 'Marital status', 'Single');
    await main(page)
      .getByRole('checkbox', { name: /lived in the UK since birth/ })
      .check();
    await choose(page, 'Is the driver the main user of the vehicle?', 'No');
    await choose(page, 'Relationship to the policyholder', 'Son or daughter');
    await continueTo(page, 1, 'Health conditions');
    await expectAccessibleAtBothWidths(page, 'step 2');

    await continueTo(page, 2, 'Employment information');
    await choose(page, 'Employment status', 'Full-time student');
    await choose(page, 'Industry', 'Education');
    await choose(page, 'Occupation', 'Student', 'Stud');
    await expectAccessibleAtBothWidths(page, 'step 3');

    // The phone's Back key goes back a step at a time, every answer kept; Forward returns.
    await page.goBack();
    await expect(stepHeading(page, 2, 'Health conditions')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Ella');
    await page.goForward();
    await expect(stepHeading(page, 2, 'Health conditions')).toBeVisible();
    // A reload (the browser asks first: the answers are not sent yet) keeps the step and them.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(stepHeading(page, 2, 'Health conditions')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Last name' })).toHaveValue('Whitmore');
    // Back from the first step leaves the form: that asks, and staying is the answer offered.
    await page.goBack();
    const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(unsaved.getByRole('button', { name: 'Stay here' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(`/policies/${CAR.id}/person/add`);
    await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
    await continueTo(page, 1, 'Health conditions');
    await continueTo(page, 2, 'Employment information');

    await continueTo(page, 3, 'Driving history');
    await choose(page, 'Licence type', 'Provisional UK');
    await fill(page, 'Licence number', 'WHITM062077EW9AB');
    await fill(page, 'Date the test was passed', formatDate(yearsBefore(today, 1)));
    await choose(page, 'Vehicle use', 'Social, domestic and pleasure');
    await choose(page, 'Has the driver any unspent criminal offences?', 'No');
    await expectAccessibleAtBothWidths(page, 'step 4');

    await continueTo(page, 4, 'Claim history');
    await main(page).getByRole('button', { name: 'Add a claim' }).click();
    await expect(main(page).getByRole('group', { name: 'Claim 1' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'step 5 with a claim');
    await main(page).getByRole('button', { name: 'Remove claim 1' }).click();

    await continueTo(page, 5, 'Address details');
    await chooseAddress(page, 'ls6 3ab', '16 Harcourt Road, Headingley, Leeds, LS6 3AB');
    await expect(main(page).getByText('16 Harcourt Road, Headingley, Leeds')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'step 6 with the address chosen');

    await continueTo(page, 6, 'Final checks');
    // Before the declaration, every answer to check, each with its Change link.
    const answers = main(page).getByRole('region', { name: "The driver's answers" });
    await expect(answers).toContainText('Ms Ella Whitmore');
    await expect(answers).toContainText('Student, Education, Full-time student');
    await expect(answers).toContainText('WHITM062077EW9AB');
    await expect(answers).toContainText('16 Harcourt Road');
    await answers.getByRole('button', { name: 'Change job', exact: true }).click();
    await expect(stepHeading(page, 3, 'Employment information')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 7, 'Final checks')).toBeVisible();
    const send = main(page).getByRole('button', { name: 'Send for review' });
    await expect(send).toHaveCount(0);
    await tick(page);
    await expect(send).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'step 7 ticked');
    await send.click();

    await expect(page).toHaveURL(`/policies/${CAR.id}`);
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    const sent = changesSentForReview(CAR.reference).slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'person.create',
        status: 'pending',
        payload: {
          body: expect.objectContaining({
            effective_date: today,
            meta: expect.objectContaining({
              title: 'Ms',
              first_name: 'Ella',
              last_name: 'Whitmore',
              dob: yearsBefore(today, 19),
              relationship: 'Son or daughter',
            }),
            occupations: [
              { status: 'Full-time student', business_nature: 'Education', title: 'Student' },
            ],
            license: expect.objectContaining({ type: 'Provisional UK' }),
            address: expect.objectContaining({ line_one: '16 Harcourt Road', postcode: 'LS6 3AB' }),
            claims: [],
          }),
        },
      }),
    ]);

    // Sent for review, not applied: the policy's drivers are as they were.
    await page.goto(`/policies/${CAR.id}/change`);
    await expect(main(page).getByRole('heading', { name: 'Drivers' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^Update / })).not.toHaveCount(0);
    await expect(main(page).getByText('Ella Whitmore')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('van.fleet removes a van after confirming, and returns to the policy summary', async ({
    page,
  }) => {
    const before = changesSentForReview(VAN.reference).length;
    await signIn(page, 'van.fleet', `/policies/${VAN.id}/change`);
    await expect(main(page).getByRole('heading', { name: 'Vehicles' })).toBeVisible();
    await main(page)
      .getByRole('button', { name: /^Remove the Vauxhall Vivaro/ })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Remove vehicle' });
    await expect(dialog).toContainText('Vauxhall Vivaro');
    await expectAccessibleAtBothWidths(page, 'the removal dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();

    await expect(page).toHaveURL(`/policies/${VAN.id}`);
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    expect(changesSentForReview(VAN.reference).slice(before)).toEqual([
      expect.objectContaining({ type: 'vehicle.remove', payload: { vehicle_id: 2062 } }),
    ]);
  });

  test('car.driver quick-edits the registration: an empty one is refused in the dialog, a new one sent', async ({
    page,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    await signIn(page, 'car.driver', `/policies/${CAR.id}/change`);
    await main(page)
      .getByRole('button', { name: /^Update the registration number of the Mazda MX-5/ })
      .click();

    // policy-changes.md §2: 'Update {label}', the vehicle's label.
    const dialog = page.getByRole('dialog', { name: 'Update H417 KUB - Mazda MX-5' });
    const field = dialog.getByRole('textbox', { name: 'Please enter the new registration number' });
    await expect(field).toBeFocused();
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(field).toHaveAccessibleDescription(/Please enter a value\./);
    await expectAccessibleAtBothWidths(page, 'the quick edit with its error');
    await field.fill('ab12 cde');
    await expect(field).toHaveValue('AB12 CDE');
    await dialog.getByRole('button', { name: 'Send for review' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    expect(changesSentForReview(CAR.reference).slice(before)).toEqual([
      expect.objectContaining({
        type: 'vehicle.update',
        payload: expect.objectContaining({
          body: { change_type: 'update', vehicle: { registration: 'AB12CDE' } },
        }),
      }),
    ]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS[1] });

  // bike.rider's policies are Ridgeline's, changed there.
  test.describe('at Ridgeline', () => {
    test.use({ baseURL: asRidgeline });

    test('bike.rider updates the rider: only the changed answer is sent, in rider wording', async ({
      page,
    }) => {
      const before = changesSentForReview(BIKE.reference).length;
      await signIn(page, 'bike.rider', `/policies/${BIKE.id}/change`);
      await expect(main(page).getByRole('heading', { name: 'Riders' })).toBeVisible();
      await main(page).getByRole('link', { name: 'Update Priya Shah' }).click();

      await expect(screenTitle(page, 'Update a rider')).toBeVisible();
      await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
      await choose(page, 'Marital status', 'Married');
      for (const [step, title] of [
        [1, 'Health conditions'],
        [2, 'Employment information'],
        [3, 'Driving history'],
        [4, 'Claim history'],
        [5, 'Address details'],
        [6, 'Final checks'],
      ] as const) {
        await continueTo(page, step, title);
      }
      await tick(page);
      await main(page).getByRole('button', { name: 'Send for review' }).click();

      await expect(page).toHaveURL(`/policies/${BIKE.id}`);
      await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
      const [update] = changesSentForReview(BIKE.reference).slice(before);
      expect(update).toMatchObject({ type: 'person.update', payload: { person_id: 1071 } });
      expect(update?.payload.body).toEqual({
        effective_date: todayIso(),
        also_change: [],
        meta: { marital_status: 'Married' },
      });
    });
  });

  test.describe('with the device clock a day ahead of the server', () => {
    test.use({ timezoneId: 'Europe/London' });

    test('a date of birth the server refuses brings the form back from the last step to the first, with its message', async ({
      page,
    }) => {
      const before = changesSentForReview(CAR.reference).length;
      const dayAhead = new Date(Date.now() + 24 * 60 * 60 * 1000);
      await page.clock.setSystemTime(dayAhead);
      // The day on the device, in the UK as the server counts its days.
      const deviceToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
        dayAhead,
      );
      await signIn(page, 'car.driver', `/policies/${CAR.id}/person/add`);

      // Sixteen on the device's today, a day short of it on the server's.
      await expect(stepHeading(page, 1, 'Personal details')).toBeVisible();
      await choose(page, 'Title', 'Mr');
      await fill(page, 'First name', 'Sam');
      await fill(page, 'Last name', 'Okoro');
      await fill(page, 'Date of birth', formatDate(yearsBefore(deviceToday, 16)));
      await choose(page, 'Marital status', 'Single');
      await main(page)
        .getByRole('checkbox', { name: /lived in the UK since birth/ })
        .check();
      await choose(page, 'Is the driver the main user of the vehicle?', 'No');
      await choose(page, 'Relationship to the policyholder', 'Son or daughter');
      await continueTo(page, 1, 'Health conditions');
      await continueTo(page, 2, 'Employment information');
      await choose(page, 'Employment status', 'Full-time student');
      await choose(page, 'Industry', 'Education');
      await choose(page, 'Occupation', 'Student', 'Stud');
      await continueTo(page, 3, 'Driving history');
      await choose(page, 'Licence type', 'Provisional UK');
      await fill(page, 'Licence number', 'OKORO010110SO9AB');
      await fill(page, 'Date the test was passed', formatDate(deviceToday));
      await choose(page, 'Vehicle use', 'Social, domestic and pleasure');
      await choose(page, 'Has the driver any unspent criminal offences?', 'No');
      await continueTo(page, 4, 'Claim history');
      await continueTo(page, 5, 'Address details');
      await chooseAddress(page, 'LS6 3AB', '10 Harcourt Road, Headingley, Leeds, LS6 3AB');
      await continueTo(page, 6, 'Final checks');
      await tick(page);
      await main(page).getByRole('button', { name: 'Send for review' }).click();

      await expect(stepHeading(page, 1, 'Personal details')).toBeFocused();
      const dob = main(page).getByRole('textbox', { name: 'Date of birth' });
      await expect(dob).toHaveAccessibleDescription(
        /date of birth must be between 16 and 100 years ago/,
      );
      await expect(dob).toHaveValue(formatDate(yearsBefore(deviceToday, 16)));
      await expect(main(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
      await expect(page).toHaveURL(`/policies/${CAR.id}/person/add`);
      expect(changesSentForReview(CAR.reference).length).toBe(before);
    });
  });
});
