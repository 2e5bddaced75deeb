// @vitest-environment jsdom
import { DOCUMENT_EXTENSIONS, MESSAGES, uploadValidFile } from '@portal/contract';
import { createFakeNetwork, deferred, reply, setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import {
  documentEntry,
  file,
  layOutTerms,
  PAYMENT,
  RECEIVED,
  SCHEDULE,
  scrollTerms,
  showCashback,
} from './test-cashback';

// The cashback page, route policy-cashback (portal.md §2, §4 "Cashback", §5, §8, §9): loading,
// a file and the evidence tick for each document, the Upload button's rules, the terms that must
// be scrolled, the upload and its outcomes, and nothing to upload.

beforeEach(() => {
  setScreenWidth(375);
  layOutTerms();
});

function uploadButton() {
  return screen.queryByRole('button', { name: 'Upload' });
}

/** Both documents with a file, both ticked. */
async function fillIn(user: ReturnType<typeof showCashback>['user']) {
  const schedule = await documentEntry(SCHEDULE.label);
  const payment = await documentEntry(PAYMENT.label);
  await user.upload(schedule.input, file('Schedule.PDF'));
  await user.upload(payment.input, file('statements.zip'));
  await user.click(schedule.tick);
  await user.click(payment.tick);
}

/** Upload, then the terms scrolled to the bottom. */
async function openTermsAndRead(user: ReturnType<typeof showCashback>['user']) {
  await user.click(uploadButton() as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Cashback terms and conditions' });
  const terms = within(dialog).getByRole('region', { name: 'Cashback terms and conditions' });
  scrollTerms(terms, 800);
  return dialog;
}

test("'Fetching required documents.' shows while the list loads", async () => {
  const documents = deferred<(typeof SCHEDULE)[]>();
  showCashback({ documents: () => documents.promise });

  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.cashbackFetching);
  expect(screen.getByRole('heading', { level: 1, name: 'Claim your £20 cashback' })).toBeVisible();
  documents.resolve([SCHEDULE]);
  expect(await screen.findByRole('region', { name: SCHEDULE.label })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('each document has its help, a file input and the evidence tick in the spec wording', async () => {
  showCashback();

  for (const document of [SCHEDULE, PAYMENT]) {
    const { section, input, tick } = await documentEntry(document.label);
    expect(section).toHaveTextContent(document.value);
    expect(input).toHaveAttribute('type', 'file');
    expect(tick).toHaveAccessibleName(
      "I confirm that I've included all required evidence within the single attachment above, if multiple files are required I've included them all within a single .ZIP file.",
    );
  }
});

test('Upload shows once a file is attached, and is enabled only when every document is ticked', async () => {
  const { user } = showCashback();
  const schedule = await documentEntry(SCHEDULE.label);
  const payment = await documentEntry(PAYMENT.label);

  await user.click(schedule.tick);
  expect(uploadButton()).toBeNull();

  await user.upload(schedule.input, file('schedule.pdf'));
  expect(uploadButton()).toBeDisabled();

  await user.click(payment.tick);
  expect(uploadButton()).toBeEnabled();

  await user.click(payment.tick);
  expect(uploadButton()).toBeDisabled();
});

test('a document without a file, or a file of the wrong type, is refused before the terms', async () => {
  const { user, network } = showCashback();
  const schedule = await documentEntry(SCHEDULE.label);
  const payment = await documentEntry(PAYMENT.label);
  await user.upload(schedule.input, file('schedule.exe'));
  expect(schedule.section).toHaveTextContent(uploadValidFile(DOCUMENT_EXTENSIONS));
  await user.click(schedule.tick);
  await user.click(payment.tick);

  await user.click(uploadButton() as HTMLElement);

  expect(await within(payment.section).findByText(MESSAGES.cashbackFileRequired)).toBeVisible();
  expect(payment.input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(network.sent()).toEqual([]);
});

test('the terms must be scrolled to the bottom before Agree and upload or Cancel', async () => {
  const { user } = showCashback();
  await fillIn(user);
  await user.click(uploadButton() as HTMLElement);

  const dialog = await screen.findByRole('dialog', { name: 'Cashback terms and conditions' });
  const terms = within(dialog).getByRole('region', { name: 'Cashback terms and conditions' });
  const agree = within(dialog).getByRole('button', { name: 'Agree and upload' });
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  expect(terms).toHaveTextContent('£20.00 cashback');
  expect(agree).toBeDisabled();
  expect(cancel).toBeDisabled();

  scrollTerms(terms, 798);
  expect(agree).toBeDisabled();
  scrollTerms(terms, 799);
  expect(agree).toBeEnabled();
  expect(cancel).toBeEnabled();
});

test('Cancel says the terms must be accepted, sends nothing and keeps the files', async () => {
  const { user, network } = showCashback();
  await fillIn(user);
  const dialog = await openTermsAndRead(user);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cashbackTermsDeclined);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(network.sent()).toEqual([]);
  expect(screen.getByText('Schedule.PDF (2 KB)')).toBeInTheDocument();
  expect(uploadButton()).toBeEnabled();
});

test('Agree and upload sends one file per document, shows progress, then goes to the policy', async () => {
  const answer = deferred<string>();
  const { user, network, navigate, notify } = showCashback({ upload: () => answer.promise });
  await fillIn(user);
  const dialog = await openTermsAndRead(user);

  await user.click(within(dialog).getByRole('button', { name: 'Agree and upload' }));

  expect(
    await screen.findByRole('progressbar', { name: 'Uploading your documents' }),
  ).toBeInTheDocument();
  answer.resolve(RECEIVED);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/policies/101'));
  expect(notify).toHaveBeenCalledWith({ message: RECEIVED, kind: 'success' });
  const [sent, ...more] = network.sent();
  expect(more).toEqual([]);
  const form = sent?.body;
  if (!(form instanceof FormData)) throw new Error('The upload was not sent as multipart');
  expect((form.get('documents[0]') as File).name).toBe('Schedule.PDF');
  expect((form.get('documents[1]') as File).name).toBe('statements.zip');
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
});

test("a refused upload shows the server's errors and keeps every file to send again", async () => {
  const { user, navigate } = showCashback({
    upload: reply.invalid({ documents: [MESSAGES.cashbackAlreadyClaimed] }),
  });
  await fillIn(user);
  const dialog = await openTermsAndRead(user);

  await user.click(within(dialog).getByRole('button', { name: 'Agree and upload' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cashbackAlreadyClaimed);
  expect(navigate).not.toHaveBeenCalled();
  expect(screen.getByText('Schedule.PDF (2 KB)')).toBeInTheDocument();
  expect(screen.getByText('statements.zip (2 KB)')).toBeInTheDocument();
  expect(uploadButton()).toBeEnabled();
});

test("with nothing asked for, 'You have no documents to upload' and the way back", async () => {
  showCashback({ documents: [] });

  expect(
    await screen.findByRole('heading', { level: 2, name: MESSAGES.cashbackNoDocuments }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View policy details' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
});

test('a list that fails to load says why, and Retry loads it', async () => {
  let calls = 0;
  const { user } = showCashback({
    network: createFakeNetwork(),
    documents: () => (++calls === 1 ? reply.error(500, MESSAGES.serverError) : [SCHEDULE]),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('region', { name: SCHEDULE.label })).toBeInTheDocument();
});

test('an address that names no policy is not found and asks nothing', async () => {
  const network = createFakeNetwork();
  showCashback({ network, path: '/policies/abc/cashback' });

  expect(
    await screen.findByRole('alert', { name: 'This policy could not be found' }),
  ).toBeVisible();
  expect(network.requests).toEqual([]);
});

test('the chosen files hold the unsaved-changes guard', async () => {
  const { user, portal } = showCashback();
  const schedule = await documentEntry(SCHEDULE.label);
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.upload(schedule.input, file('schedule.pdf'));

  expect(portal.confirmLeave.isHeld()).toBe(true);
});
