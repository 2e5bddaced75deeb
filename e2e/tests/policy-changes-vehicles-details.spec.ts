import type { Page } from '@playwright/test';
import { formatDate, MESSAGES, todayIso, yearsBefore } from '@portal/contract';
import {
  choose,
  chooseAddress,
  expectAccessibleAtBothWidths,
  fill,
  main,
  tick,
} from '../support/forms.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { changesSentForReview, signIn } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';

// Policy changes, part 2 (policy-changes.md §2 Vehicle form with finder, Policy details change;
// §4 Vehicle change types, Vehicle finder, Policy details form; §5 Vehicle, Policy details)
// against the reference API and its finder: what is sent for review is read back with the ops
// command the provider's review uses.

const CAR = { id: 101, reference: 'NWM-CAR-204815' };
const VAN = { id: 106, reference: 'NWM-VAN-410027' };

/** 'Step 2 of 4: Vehicle' (the colon is there for screen readers only). */
function stepHeading(page: Page, step: number, title: string) {
  return main(page).getByRole('heading', {
    level: 2,
    name: new RegExp(`^Step ${step} of 4 ?: ${title}$`),
  });
}

async function continueTo(page: Page, from: number, title: string) {
  await main(page)
    .getByRole('button', { name: `Continue ${from}/4` })
    .click();
  await expect(stepHeading(page, from + 1, title)).toBeVisible();
}

/** The answers the vehicle form asks of every vehicle, whatever the finder filled in. */
async function answerTheVehicleQuestions(page: Page) {
  await choose(page, 'Is the vehicle imported?', 'No');
  await choose(page, 'Has the vehicle been modified?', 'No');
  await choose(page, 'Has the vehicle ever been written off?', 'No');
  await fill(page, 'Annual mileage', '12000');
  await fill(page, 'Estimated value', '28500');
  await fill(page, 'Date of purchase', formatDate(yearsBefore(todayIso(), 1)));
  await choose(page, 'Where is the vehicle kept overnight?', 'Driveway');
  await choose(page, 'Are you the registered keeper of the vehicle?', 'Yes');
}

/** car.driver replaces the Mazda: the finder finds LD19XRT, and the answer to 'Is this a ...?' */
async function answerTheFinderOnReplace(page: Page, answer: 'Yes' | 'No') {
  await signIn(page, 'car.driver', `/policies/${CAR.id}/change`);
  await main(page).getByRole('link', { name: 'Replace the Mazda MX-5 (H417 KUB)' }).click();
  await expect(screenTitle(page, 'Replace a vehicle')).toBeVisible();
  await fill(page, 'Registration number', 'LD19XRT');
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await main(page)
    .getByRole('group', { name: /^Is this a 2019 Volkswagen Golf/ })
    .getByRole('button', { name: answer })
    .click();
}

/** Sends the vehicle form: the policy summary with the spec's message, and what reached review. */
async function sendForReview(page: Page, before: number) {
  await main(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(page).toHaveURL(`/policies/${CAR.id}`);
  await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
  return changesSentForReview(CAR.reference).slice(before);
}

/** The Mazda's replacement as the review receives it, with this vehicle. */
function replacementWith(vehicle: unknown, body: Record<string, unknown> = {}) {
  return expect.objectContaining({
    type: 'vehicle.replacement',
    payload: expect.objectContaining({
      vehicle_id: 2011,
      body: expect.objectContaining({ change_type: 'replacement', vehicle, ...body }),
    }),
  });
}

test.describe.configure({ timeout: 180_000 });

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('van.fleet adds a van found by its registration: an unknown one is said so, the found one fills the form', async ({
    page,
  }) => {
    const before = changesSentForReview(VAN.reference).length;
    await signIn(page, 'van.fleet', `/policies/${VAN.id}/change`);
    await main(page).getByRole('link', { name: 'Add vehicle' }).click();
    await expect(screenTitle(page, 'Add a vehicle')).toBeVisible();

    const search = main(page).getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await fill(page, 'Registration number', 'ZZ99 ZZZ');
    await search.click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Unable to find vehicle registration number. Please try again.',
    );

    await fill(page, 'Registration number', 'kx71 pzd');
    await search.click();
    const question = main(page).getByRole('group', {
      name: 'Is this a 2021 Mercedes-Benz Sprinter 314 CDI, 2143cc Manual?',
    });
    await expectAccessibleAtBothWidths(page, 'the finder asking');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      'The details of the 2021 Mercedes-Benz Sprinter 314 CDI, 2143cc Manual are filled in.',
    );

    // Sent with the questions unanswered: their messages, and nothing stored.
    await main(page).getByRole('button', { name: 'Send for review' }).click();
    await expect(main(page).getByRole('alert')).toContainText('problems below');
    await expect(
      main(page).getByRole('combobox', { name: 'Is the vehicle imported?' }),
    ).toHaveAccessibleDescription(/Please provide the vehicle import status/);
    await expectAccessibleAtBothWidths(page, 'the vehicle form with its errors');

    await answerTheVehicleQuestions(page);
    await main(page).getByRole('button', { name: 'Send for review' }).click();

    await expect(page).toHaveURL(`/policies/${VAN.id}`);
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    const [added, ...more] = changesSentForReview(VAN.reference).slice(before);
    expect(more).toEqual([]);
    expect(added).toMatchObject({
      type: 'vehicle.add',
      payload: {
        body: {
          vehicle: {
            registration: 'KX71PZD',
            has_reg_number: true,
            make: 'Mercedes-Benz',
            model: 'Sprinter',
            engine: '2143cc',
            transmission: 'Manual',
            year: 2021,
          },
          meta: {
            mileage: 12000,
            mileage_unit: 'miles',
            is_imported: false,
            is_modified: false,
            been_written_off: 'no',
            est_value: 28500,
            purchase_date: yearsBefore(todayIso(), 1),
          },
          policy: {
            stored_during_night: 'Driveway',
            vehicle_usage: 'Business use by policyholder and employees',
          },
          is_registered_keeper: true,
        },
      },
    });
  });

  test('car.driver changes the policy address and details in four steps: drivers and vehicles sent as lists', async ({
    page,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    await signIn(page, 'car.driver', `/policies/${CAR.id}/change`);
    await main(page).getByRole('link', { name: 'Update address' }).click();
    await expect(screenTitle(page, 'Update address and details')).toBeVisible();
    await expect(stepHeading(page, 1, 'Address')).toBeVisible();

    await main(page).getByRole('button', { name: 'Change', exact: true }).click();
    await chooseAddress(page, 'm15 4jy', '23 Ellesmere Street, Castlefield, Manchester, M15 4JY');
    await choose(page, 'Home address', 'Yes');
    await choose(page, 'Homeowner', 'Yes');
    await choose(page, 'Property type', 'Owned with a mortgage');
    await expectAccessibleAtBothWidths(page, 'step 1');

    await continueTo(page, 1, 'Vehicle');
    // A garage asks what it is built of (§5): Continue says so first.
    await main(page).getByRole('button', { name: 'Continue 2/4' }).click();
    await expect(
      main(page).getByRole('combobox', { name: 'Building structure' }),
    ).toHaveAccessibleDescription(/required|Please/);
    await choose(page, 'Building structure', 'Brick or stone');
    await fill(page, 'Annual mileage', '4500');
    await expectAccessibleAtBothWidths(page, 'step 2');

    await continueTo(page, 2, 'Employment information');
    for (const driver of ['Sarah Jane Mitchell', 'Mark Mitchell']) {
      const group = main(page).getByRole('group', { name: driver });
      await group.getByRole('combobox', { name: 'Occupation changed' }).click();
      await page.getByRole('option', { name: 'No', exact: true }).click();
    }
    await expectAccessibleAtBothWidths(page, 'step 3');

    await continueTo(page, 3, 'Confirm');
    // Before the declaration, the answers of the three steps, each with its Change link.
    const answers = main(page).getByRole('region', { name: 'Your answers' });
    await expect(answers).toContainText('23 Ellesmere Street, Castlefield, Manchester');
    await expect(answers).toContainText('4,500 miles');
    await expect(answers).toContainText('Brick or stone');
    await expect(answers.getByRole('button', { name: /^Change / })).not.toHaveCount(0);
    const send = main(page).getByRole('button', { name: 'Send for review' });
    await expect(send).toHaveCount(0);
    await tick(page);
    await expectAccessibleAtBothWidths(page, 'step 4 ticked');
    await send.click();

    await expect(page).toHaveURL(`/policies/${CAR.id}`);
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    const [details, ...more] = changesSentForReview(CAR.reference).slice(before);
    expect(more).toEqual([]);
    expect(details).toMatchObject({ type: 'policy.details' });
    const body = (details?.payload as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      effective_date: todayIso(),
      address: expect.objectContaining({ line_one: '23 Ellesmere Street', postcode: 'M15 4JY' }),
    });
    expect(body['vehicles']).toEqual([
      expect.objectContaining({ annual_mileage: 4500, building_structure: 'Brick or stone' }),
    ]);
    expect(body['drivers']).toHaveLength(2);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS[1] });

  test('car.driver replaces the car with one the finder knows but the user corrects: the registration kept, the rest entered', async ({
    page,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    await answerTheFinderOnReplace(page, 'No');
    // No keeps the registration and opens the fields to fill by hand (§4 Vehicle finder).
    await expect(main(page).getByRole('textbox', { name: 'Registration number' })).toHaveValue(
      'LD19XRT',
    );
    const model = main(page).getByRole('combobox', { name: 'Model' });
    await expect(model).toBeDisabled();
    await expect(model).toHaveAccessibleDescription('Please pick a manufacturer first.');
    await choose(page, 'Make', 'Volkswagen', 'Volks');
    await choose(page, 'Model', 'Polo', 'Pol');
    await fill(page, 'Engine size', '999cc');
    await choose(page, 'Transmission', 'Manual');
    await fill(page, 'Year of manufacture', '2019');
    await choose(page, 'Is the car a kit car?', 'No');
    await choose(page, 'Is the car left-hand drive?', 'No');
    await answerTheVehicleQuestions(page);
    await expectAccessibleAtBothWidths(page, 'the replacement filled in by hand');
    expect(await sendForReview(page, before)).toEqual([
      replacementWith(
        {
          registration: 'LD19XRT',
          has_reg_number: true,
          make: 'Volkswagen',
          model: 'Polo',
          engine: '999cc',
          transmission: 'Manual',
          year: 2019,
        },
        { meta: expect.objectContaining({ is_kit_car: false, is_left_hand_drive: false }) },
      ),
    ]);
  });

  test("car.driver replaces the car through the finder with 'Yes' and no other choice: the found car is sent for review", async ({
    page,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    await answerTheFinderOnReplace(page, 'Yes');
    await expect(main(page).getByRole('status')).toContainText('are filled in');
    // Only the questions about this car are left; what the finder filled is not asked again.
    await choose(page, 'Is the car a kit car?', 'No');
    await choose(page, 'Is the car left-hand drive?', 'No');
    await answerTheVehicleQuestions(page);
    expect(await sendForReview(page, before)).toEqual([
      replacementWith(
        expect.objectContaining({
          registration: 'LD19XRT',
          make: 'Volkswagen',
          model: 'Golf',
          year: 2019,
        }),
      ),
    ]);
  });
});
