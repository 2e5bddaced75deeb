// @vitest-environment jsdom
import {
  DOCUMENT_EXTENSIONS,
  endpoints,
  maxFileSizeChanges,
  MESSAGES,
  uploadFormatsOnly,
} from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  reply,
  setScreenWidth,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { file, LICENCE, NO_CLAIMS, showDocumentsScreen } from './test-documents';

// Uploading a requested document (policy-changes.md §4 'Required documents', §5 'File uploads',
// §7 POST /policies/{id}/required-documents, §8 'Upload type/size'): the contract's checks before
// anything is sent, the upload with its progress, the answer, and the list fetched again.

beforeEach(() => setScreenWidth(375));

const FIFTY_MB = 52_428_800;

async function openLicence(network: FakeNetwork = createFakeNetwork()) {
  const view = showDocumentsScreen({ network });
  const section = await screen.findByRole('region', { name: LICENCE.label });
  return {
    ...view,
    section,
    input: within(section).getByLabelText('Choose files'),
    uploadButton: within(section).getByRole('button', { name: 'Upload' }),
  };
}

function formOf(body: unknown): FormData {
  if (!(body instanceof FormData)) throw new Error('The upload was not sent as multipart');
  return body;
}

test('the files go as multipart with the type, title and comment; the message shows and the list is fetched again', async () => {
  const network = createFakeNetwork();
  const answer = deferred<string>();
  network.on(endpoints.uploadRequiredDocuments, () => answer.promise);
  const { user, section, input, uploadButton, notify } = await openLicence(network);

  await user.upload(input, [file('Licence front.PDF', 40), file('back.jpeg', 30)]);
  expect(input).toHaveAccessibleDescription('2 of 20 files chosen');
  // The list the API answers once the files are in.
  network.on(endpoints.getRequiredDocuments, [
    {
      ...LICENCE,
      attachments: [
        { id: '31', name: 'Licence front.PDF', size: 40 },
        { id: '32', name: 'back.jpeg', size: 30 },
      ],
    },
    NO_CLAIMS,
  ]);
  await user.click(uploadButton);

  // On its way: the bar shows, named after the document.
  const bar = await within(section).findByRole('progressbar', {
    name: `Uploading ${LICENCE.label}`,
  });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  answer.resolve(MESSAGES.documentsReceived);

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.documentsReceived, kind: 'success' }),
  );
  const [sent, ...more] = network.sent();
  expect(more).toEqual([]);
  expect(sent).toMatchObject({ method: 'POST', params: { id: '101' } });
  const form = formOf(sent?.body);
  expect(form.get('type')).toBe('driving_licence');
  expect(form.get('title')).toBe('');
  expect(form.get('comment')).toBe('');
  expect((form.get('data[0]') as File).name).toBe('Licence front.PDF');
  expect((form.get('data[1]') as File).name).toBe('back.jpeg');
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  const received = await within(section).findByRole('list', { name: 'Files you have sent' });
  expect(
    within(received)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Licence front.PDF (40 bytes)', 'back.jpeg (30 bytes)']);
  expect(network.callsTo(endpoints.getRequiredDocuments)).toHaveLength(2);
  // Sent: the uploader is empty again, ready for another file.
  expect(within(section).queryByRole('list', { name: 'Chosen files' })).toBeNull();
  expect(input).toHaveAccessibleDescription('0 of 20 files chosen');
  expect(within(section).queryByRole('progressbar')).toBeNull();
});

test('a failed upload shows the error and keeps the files; sending again is the same submission', async () => {
  const network = createFakeNetwork();
  let attempts = 0;
  network.on(endpoints.uploadRequiredDocuments, () => {
    attempts += 1;
    return attempts === 1 ? reply.raw(500, {}) : MESSAGES.documentsReceived;
  });
  const { user, section, input, uploadButton, notify } = await openLicence(network);

  await user.upload(input, file('licence.pdf'));
  await user.click(uploadButton);

  expect(await within(section).findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  expect(notify).not.toHaveBeenCalled();
  expect(within(section).getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
    'licence.pdf',
  );

  await user.click(uploadButton);

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.documentsReceived, kind: 'success' }),
  );
  const [first, second] = network.callsTo(endpoints.uploadRequiredDocuments);
  expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
});

test("the server's refusal of the files shows under the uploader", async () => {
  const network = createFakeNetwork().on(
    endpoints.uploadRequiredDocuments,
    reply.invalid({ data: [MESSAGES.fileEmpty] }),
  );
  const { user, section, input, uploadButton } = await openLicence(network);

  await user.upload(input, file('empty.pdf', 0));
  await user.click(uploadButton);

  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(`1 of 20 files chosen ${MESSAGES.fileEmpty}`),
  );
  expect(within(section).getByRole('alert')).toHaveTextContent(MESSAGES.fileEmpty);
});

test('Upload with no file asks for one and sends nothing', async () => {
  const { user, input, uploadButton, network } = await openLicence();

  await user.click(uploadButton);

  await waitFor(() =>
    expect(input).toHaveAccessibleDescription(
      '0 of 20 files chosen Please upload between 1 and 20 files.',
    ),
  );
  expect(network.sent()).toEqual([]);
});

test('an upper-case extension is taken; a type not in the list is refused before sending', async () => {
  const { user, section, input, uploadButton, network } = await openLicence();
  const message = uploadFormatsOnly(DOCUMENT_EXTENSIONS);

  await user.upload(input, [file('SCAN.PDF'), file('notes.txt')]);

  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`2 of 20 files chosen ${message}`);
  await user.click(uploadButton);
  expect(await within(section).findByRole('alert')).toHaveTextContent(message);
  expect(network.sent()).toEqual([]);
});

test('a file of exactly 50 MB is refused; one byte under is sent', async () => {
  const network = createFakeNetwork().on(
    endpoints.uploadRequiredDocuments,
    MESSAGES.documentsReceived,
  );
  const { user, input, uploadButton, notify } = await openLicence(network);

  await user.upload(input, file('scan.pdf', FIFTY_MB));
  expect(input).toHaveAccessibleDescription(`1 of 20 files chosen ${maxFileSizeChanges(50)}`);
  await user.click(uploadButton);
  expect(network.sent()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
  await user.upload(input, file('scan.pdf', FIFTY_MB - 1));
  expect(input).toHaveAccessibleDescription('1 of 20 files chosen');
  await user.click(uploadButton);

  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(network.sent()).toHaveLength(1);
});

test('21 files are too many for one upload; 20 are sent', async () => {
  const network = createFakeNetwork().on(
    endpoints.uploadRequiredDocuments,
    MESSAGES.documentsReceived,
  );
  const { user, input, uploadButton, notify } = await openLicence(network);
  const pages = Array.from({ length: 21 }, (_, index) => file(`page-${index + 1}.png`));

  await user.upload(input, pages);
  expect(input).toHaveAccessibleDescription(
    '21 of 20 files chosen Please upload between 1 and 20 files.',
  );
  await user.click(uploadButton);
  expect(network.sent()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove page-21.png' }));
  await user.click(uploadButton);

  await waitFor(() => expect(notify).toHaveBeenCalled());
  const form = formOf(network.sent()[0]?.body);
  expect(form.has('data[19]')).toBe(true);
  expect(form.has('data[20]')).toBe(false);
});

test("files chosen and not sent hold the 'Unsaved changes' guard until sent or removed", async () => {
  const network = createFakeNetwork().on(
    endpoints.uploadRequiredDocuments,
    MESSAGES.documentsReceived,
  );
  const { user, input, uploadButton, portal, notify } = await openLicence(network);
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.upload(input, file('licence.pdf'));
  expect(portal.confirmLeave.isHeld()).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.upload(input, file('licence.pdf'));
  await user.click(uploadButton);
  await waitFor(() => expect(notify).toHaveBeenCalled());
  expect(portal.confirmLeave.isHeld()).toBe(false);
});

test('each document keeps its own files: choosing for one leaves the other empty', async () => {
  const { user, input } = await openLicence();
  const noClaims = screen.getByRole('region', { name: NO_CLAIMS.label });

  await user.upload(input, file('licence.pdf'));

  expect(input).toHaveAccessibleDescription('1 of 20 files chosen');
  expect(within(noClaims).getByLabelText('Choose files')).toHaveAccessibleDescription(
    '0 of 20 files chosen',
  );
});
