// @vitest-environment jsdom
import {
  AGREED_VALUE_EXTENSIONS,
  documentRequired,
  endpoints,
  maxFileSizeChanges,
  uploadFormatsOnly,
} from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import {
  click,
  file,
  form,
  partsOf,
  setUp,
  slotInput,
  SLOTS,
  stepHeading,
} from '../components/test-agreed-value';

// The photos (policy-changes.md §2 'Tips for uploading your photos', §3 'Document slots fetched
// for a vehicle: id, label, tooltips', §5 'Each required document must be supplied and accepted:
// "{label} is required"', 'File uploads'), here as the only step left (§2, §7).

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

const FIFTY_MB = 52_428_800;
const FRONT = 'Front of the vehicle';
const ODOMETER = 'Odometer showing the mileage';

async function openPhotos() {
  const view = setUp({ steps: ['documents'] });
  await form();
  expect(await stepHeading(1, 1, 'Photos')).toBeInTheDocument();
  // A person can pick 'All files' in the browser's picker: the accept list is only a hint.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

test('a photo missing is named under its slot, and nothing is sent until it is given', async () => {
  const { user, network } = await openPhotos();
  expect(slotInput(FRONT)).toHaveAccessibleDescription(/^Include the number plate\./);
  await user.upload(slotInput(FRONT), file('front.JPG'));
  expect(slotInput(FRONT)).toHaveAccessibleDescription(/front\.JPG \(2 KB\)/);

  await click(user, 'Submit for review');

  const missing = documentRequired(ODOMETER);
  expect(slotInput(ODOMETER)).toHaveAccessibleDescription(new RegExp(missing));
  expect(slotInput(ODOMETER)).toBeInvalid();
  expect(screen.getByRole('alert')).toHaveTextContent(missing);
  expect(network.sent()).toEqual([]);

  await user.upload(slotInput(ODOMETER), file('odometer.heic'));
  await click(user, 'Submit for review');

  await waitFor(() => expect(network.sent()).toHaveLength(1));
  const [sent] = network.callsTo(endpoints.submitAgreedValue);
  expect(sent?.params.step).toBe('documents');
  expect(partsOf(sent?.body)).toMatchObject({
    payload: { documents: SLOTS.map(({ id, label }) => ({ id, label })) },
    documents: ['front.JPG', 'odometer.heic'],
    evidence: [],
  });
});

test('a photo of another type, or of 50 MB, is refused at once; one byte less is taken', async () => {
  const { user, network } = await openPhotos();
  await user.upload(slotInput(FRONT), file('front.bmp'));
  expect(slotInput(FRONT)).toHaveAccessibleDescription(
    new RegExp(uploadFormatsOnly(AGREED_VALUE_EXTENSIONS)),
  );

  await user.upload(slotInput(FRONT), file('front.jpg', FIFTY_MB));
  const tooLarge = maxFileSizeChanges(50).replace(/[.()]/g, '\\$&');
  expect(slotInput(FRONT)).toHaveAccessibleDescription(new RegExp(tooLarge));

  await user.upload(slotInput(FRONT), file('front.jpg', FIFTY_MB - 1));
  expect(slotInput(FRONT)).not.toHaveAccessibleDescription(new RegExp(tooLarge));
  await user.click(screen.getByRole('button', { name: `Remove the photo for ${FRONT}` }));
  expect(slotInput(FRONT)).toHaveFocus();
  expect(slotInput(FRONT)).toHaveAccessibleDescription(/No photo chosen yet/);
  expect(network.sent()).toEqual([]);
});

test('the tips dialog shows a good and a bad example of each topic, and Continue closes it', async () => {
  const { user } = await openPhotos();
  await click(user, 'Tips for uploading your photos');

  const dialog = await screen.findByRole('dialog', { name: 'Tips for uploading your photos' });
  const topics = within(dialog).getAllByRole('heading', { level: 3 });
  expect(topics.map((topic) => topic.textContent)).toEqual([
    'Obstruction',
    'Poor lighting',
    'Blurring',
  ]);
  const examples = within(dialog).getAllByRole('img');
  expect(examples.map((image) => image.getAttribute('aria-label')?.split(':')[0])).toEqual([
    'Good example',
    'Bad example',
    'Good example',
    'Bad example',
    'Good example',
    'Bad example',
  ]);
  expect(within(dialog).getByRole('img', { name: /too dark/ })).toBeInTheDocument();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Tips for uploading your photos' })).toHaveFocus();
});

test('the tips dialog closes on a click outside it', async () => {
  const { user } = await openPhotos();
  await click(user, 'Tips for uploading your photos');
  const dialog = await screen.findByRole('dialog', { name: 'Tips for uploading your photos' });

  expect(dialog).toBeInTheDocument();
  // The shade over the page around the dialog (jsdom draws nothing, so it is found by its class).
  const outside = document.querySelector('.mantine-Modal-overlay');
  if (!(outside instanceof HTMLElement)) throw new Error('The dialog has no overlay');
  await user.click(outside);

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
