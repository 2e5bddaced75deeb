import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  AGREED_VALUE_EXTENSIONS,
  formatDate,
  maxFileSizeChanges,
  MESSAGES,
  todayIso,
  uploadFormatsOnly,
} from '@portal/contract';
import type { Page } from '@playwright/test';
import { largePdf, pdf, png, textNamed } from '../support/files.ts';
import { choose, expectAccessibleAtBothWidths, fill, main } from '../support/forms.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { VIEWPORTS } from '../support/screens.ts';
import {
  changesSentForReview,
  E2E_PORTAL,
  pageToken,
  resetDemo,
  signIn,
} from '../support/session.ts';
import { expect, goInApp, screenTitle, test } from '../support/test.ts';

// car.driver's to-dos as seeded: the suites before this one settle some of them.
test.beforeAll(() => resetDemo());

// Agreed value and required documents (policy-changes.md §2 AVP and outstanding-actions, §4
// Agreed-value form and Required documents, §5 Agreed value and File uploads) against the
// reference API: real files, judged there by their bytes, and the 50 MB limit on both sides.

const CAR = { id: 101, reference: 'NWM-CAR-204815' };
/** Exactly 50 MB: one byte too many, as a file must be smaller than 50 MB (§5). */
const FIFTY_MB = 52_428_800;

const PHOTO_SLOTS = [
  'Front of the vehicle',
  'Rear of the vehicle',
  "Driver's side (offside)",
  "Passenger's side (nearside)",
  'Interior and dashboard',
  'Engine bay',
  'Odometer showing the mileage',
];

/** 'Step 2 of 4: Condition' (the colon is there for screen readers only). */
function stepHeading(page: Page, step: number, title: string) {
  return main(page).getByRole('heading', {
    level: 2,
    name: new RegExp(`^Step ${step} of 4 ?: ${title}$`),
  });
}

/** The files the API keeps: what a refused request must leave as it was. */
function keptUploads(): string[] {
  return readdirSync(path.join(REPO_ROOT, 'e2e/.tmp/data/uploads')).filter(
    (name) => !name.startsWith('.'),
  );
}

test.describe.configure({ timeout: 240_000 });

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('car.driver asks for an agreed value: the draft survives a reload, a misnamed photo and a 50 MB file are refused, then it is sent', async ({
    page,
  }) => {
    const before = changesSentForReview(CAR.reference).length;
    await signIn(page, 'car.driver', `/policies/${CAR.id}/avp/2011`);
    await expect(screenTitle(page, 'Agreed value')).toBeVisible();
    await expect(stepHeading(page, 1, 'Vehicle details')).toBeVisible();

    // Step 1, kept on the device as it is typed.
    await main(page).getByRole('checkbox', { name: 'Auto Save' }).check();
    for (const question of [
      'Is the vehicle imported?',
      'Has the vehicle been modified?',
      'Has the vehicle ever been written off?',
      'Is the car a kit car?',
      'Is the car left-hand drive?',
    ]) {
      await choose(page, question, 'No');
    }
    await fill(page, 'Current mileage', '48000');
    await fill(page, 'Date the mileage was read', formatDate(todayIso()));
    await fill(page, 'Value you would like agreed', '9500');
    await fill(page, 'Price you paid for the vehicle', '4000');
    await expectAccessibleAtBothWidths(page, 'the vehicle step');

    // A reload keeps the step and every answer (this tab's draft of the form).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(stepHeading(page, 1, 'Vehicle details')).toBeVisible();
    const agreed = main(page).getByRole('textbox', { name: 'Value you would like agreed' });
    await expect(agreed).toHaveValue('9,500');
    // A new visit starts afresh; what Auto Save kept on the device comes back on request.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`/policies/${CAR.id}`);
    await page.goto(`/policies/${CAR.id}/avp/2011`);
    await expect(stepHeading(page, 1, 'Vehicle details')).toBeVisible();
    await expect(agreed).toHaveValue('');
    await main(page).getByRole('button', { name: 'Retrieved Saved Values' }).click();
    await expect(agreed).toHaveValue('9,500');
    await expect(main(page).getByRole('textbox', { name: 'Current mileage' })).toHaveValue('48000');
    await main(page).getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 2, 'Condition')).toBeVisible();
    for (const part of [
      'Bodywork',
      'Electrical equipment',
      'Interior',
      'Wheels and tyres',
      'Engine and transmission',
      'Chassis and floor plan',
    ]) {
      await main(page)
        .getByRole('radiogroup', { name: part })
        .getByRole('radio', { name: 'Good' })
        .check();
    }
    await expectAccessibleAtBothWidths(page, 'the condition step');
    await main(page).getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 3, 'Photos')).toBeVisible();
    await main(page).getByRole('button', { name: 'Tips for uploading your photos' }).click();
    const tips = page.getByRole('dialog', { name: 'Tips for uploading your photos' });
    await expect(tips).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the photo tips');
    await tips.getByRole('button', { name: 'Close' }).click();
    await expect(tips).toBeHidden();
    // The front is text named as a photo: the browser cannot tell, the API reads its bytes.
    await main(page)
      .getByRole('button', { name: 'Front of the vehicle Choose a photo' })
      .setInputFiles(textNamed('front.png'));
    for (const slot of PHOTO_SLOTS.slice(1)) {
      await main(page)
        .getByRole('button', { name: `${slot} Choose a photo` })
        .setInputFiles(png(`${slot.replace(/\W+/g, '-')}.png`));
    }
    await expectAccessibleAtBothWidths(page, 'the photos step');
    await main(page).getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 4, 'Evidence')).toBeVisible();
    const evidence = main(page).getByRole('button', { name: 'Choose files' });
    await evidence.setInputFiles(largePdf(FIFTY_MB));
    await expect(main(page).getByText(maxFileSizeChanges(50))).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the evidence step with a file too large');
    await main(page)
      .getByRole('button', { name: `Remove scan-${FIFTY_MB}.pdf` })
      .click();
    await evidence.setInputFiles(pdf('invoice.pdf'));
    const kept = keptUploads();
    await main(page).getByRole('button', { name: 'Submit for review' }).click();

    // Refused by its bytes: back on the photos step with the message, nothing kept.
    await expect(stepHeading(page, 3, 'Photos')).toBeVisible();
    const front = main(page).getByRole('button', {
      name: 'Front of the vehicle Choose another photo',
    });
    await expect(front).toHaveAccessibleDescription(
      new RegExp(uploadFormatsOnly(AGREED_VALUE_EXTENSIONS)),
    );
    await expectAccessibleAtBothWidths(page, 'the photos step with the refusal');
    expect(keptUploads()).toEqual(kept);
    expect(changesSentForReview(CAR.reference).length).toBe(before);

    await front.setInputFiles(png('front.png'));
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('invoice.pdf')).toBeVisible();
    await main(page).getByRole('button', { name: 'Submit for review' }).click();

    await expect(page).toHaveURL(`/policies/${CAR.id}`);
    await expect(page.getByText(MESSAGES.sentForReview)).toBeVisible();
    const [sent, ...more] = changesSentForReview(CAR.reference).slice(before);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      type: 'agreed-value',
      payload: {
        vehicle_id: 2011,
        step: 'all',
        documents: PHOTO_SLOTS.map((label) => expect.objectContaining({ label })),
        evidence: [expect.objectContaining({ name: 'invoice.pdf' })],
      },
    });
    // Sent: the draft on the device goes with it.
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('avp-draft')),
    );
    expect(drafts).toEqual([]);
    // Sent for review, with the day, on every screen at once: not asked for again. (The policy's
    // menu is beside the page on a desktop.)
    await page.setViewportSize(VIEWPORTS[1]);
    const sidebar = page.getByRole('navigation', { name: 'Your policy' });
    await expect(sidebar.getByText(`Sent for review on ${formatDate(todayIso())}`)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /Agreed value/ })).toHaveCount(0);
    await goInApp(page, '/todo', 'To-do list');
    await expect(main(page).getByText(/agreed value of your Mazda MX-5/)).toHaveCount(0);
    await goInApp(page, `/policies/${CAR.id}/avp/2011`, 'Agreed value');
    await expect(main(page)).toContainText(`Sent for review on ${formatDate(todayIso())}.`);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: VIEWPORTS[1] });

  test('car.driver sends both required documents: the files listed as sent; 50 MB refused by the API too', async ({
    page,
  }) => {
    await signIn(page, 'car.driver', `/policies/${CAR.id}/outstanding-actions`);
    await expect(screenTitle(page, 'Send your documents')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the documents screen');

    const licence = main(page).getByRole('region', { name: 'Driving licence for Mark Mitchell' });
    await licence
      .getByRole('button', { name: 'Choose files' })
      .setInputFiles([png('licence-front.png'), png('licence-back.png')]);
    await expect(licence.getByText('2 of 20 files chosen')).toBeVisible();
    await licence.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(MESSAGES.documentsReceived)).toBeVisible();
    await expect(licence.getByText('0 of 20 files chosen')).toBeVisible();
    await expect(licence.getByRole('list', { name: 'Files you have sent' })).toContainText(
      'licence-back.png',
    );
    await expect(licence.getByText(`Sent for review on ${formatDate(todayIso())}`)).toBeVisible();
    // One of two sent: the to-do counts down at once, without a reload.
    await goInApp(page, '/todo', 'To-do list');
    await expect(
      main(page).getByText('We need 1 document from you for your Mazda MX-5 policy.'),
    ).toBeVisible();
    await goInApp(page, `/policies/${CAR.id}/outstanding-actions`, 'Send your documents');

    const bonus = main(page).getByRole('region', { name: 'Proof of your 7 years no-claims bonus' });
    await bonus.getByRole('button', { name: 'Choose files' }).setInputFiles(pdf('ncb-letter.pdf'));
    await expect(bonus.getByText('1 of 20 files chosen')).toBeVisible();
    await bonus.getByRole('button', { name: 'Upload' }).click();
    // Sent: the uploader is empty again and the list names the file.
    await expect(bonus.getByText('0 of 20 files chosen')).toBeVisible();
    await expect(bonus.getByRole('list', { name: 'Files you have sent' })).toContainText(
      'ncb-letter.pdf',
    );
    await goInApp(page, `/policies/${CAR.id}`, 'Policy summary');
    const sidebar = page.getByRole('navigation', { name: 'Your policy' });
    await expect(sidebar.getByRole('link', { name: /Send your documents/ })).toHaveCount(0);
    await goInApp(page, '/todo', 'To-do list');
    await expect(main(page).getByText(/documents? from you/)).toHaveCount(0);

    // The browser refuses 50 MB; so does the API when a client sends it anyway.
    const kept = keptUploads();
    const large = await page.request.post(`/api/policies/${CAR.id}/required-documents`, {
      headers: {
        Authorization: `Bearer ${await pageToken(page)}`,
        'X-Portal': E2E_PORTAL,
        'Idempotency-Key': randomUUID(),
      },
      multipart: {
        type: 'driving_licence',
        title: 'Photocard licence',
        'data[0]': {
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(FIFTY_MB),
        },
      },
    });
    expect(large.status(), await large.text()).toBe(422);
    expect(JSON.stringify(await large.json())).toContain(maxFileSizeChanges(50));
    expect(keptUploads()).toEqual(kept);
  });
});
