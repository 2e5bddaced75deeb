// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, reply, setScreenWidth } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { LICENCE, NO_CLAIMS, showDocumentsScreen } from './test-documents';

// 'Send your documents', route outstanding-actions (policy-changes.md §2, §3 'Required
// document', §4 'Required documents', §6): what the screen shows of the documents asked for, and
// when it shows none. The upload itself is in document-upload.test.tsx.

beforeEach(() => setScreenWidth(375));

test('while the documents load, the page has its title and is busy', () => {
  showDocumentsScreen({ documents: () => new Promise<never>(() => {}) });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Send your documents' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Send your documents' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(screen.queryByLabelText('Choose files')).toBeNull();
});

test('each document asked for is a section with its own uploader and Upload button', async () => {
  const { network } = showDocumentsScreen();

  const licence = await screen.findByRole('region', { name: LICENCE.label });
  const noClaims = screen.getByRole('region', { name: NO_CLAIMS.label });
  expect(
    screen.getByText(
      'We need the documents below for policy NWM-CAR-204815. Choose the files for each one, then select Upload.',
    ),
  ).toBeInTheDocument();
  for (const section of [licence, noClaims]) {
    const input = within(section).getByLabelText('Choose files');
    expect(input).toHaveAccessibleDescription('0 of 20 files chosen');
    expect(within(section).getByRole('button', { name: 'Upload' })).toBeEnabled();
  }
  expect(within(noClaims).getByText('No-claims bonus proof')).toBeInTheDocument();
  expect(network.callsTo(endpoints.getRequiredDocuments)[0]?.params).toEqual({ id: '101' });
});

test('the files a document has already received are listed under it', async () => {
  showDocumentsScreen({
    documents: [
      {
        ...LICENCE,
        comment: 'Front and back please',
        attachments: [{ id: '9', name: 'licence-front.jpg', size: 245_760 }],
      },
    ],
  });

  const licence = await screen.findByRole('region', { name: LICENCE.label });
  const sent = within(licence).getByRole('list', { name: 'Files you have sent' });
  expect(within(sent).getByRole('listitem')).toHaveTextContent('licence-front.jpg (240 KB)');
  expect(within(licence).getByText('Front and back please')).toBeInTheDocument();
});

test('with nothing asked for, an empty state says so and leads back to the policy', async () => {
  showDocumentsScreen({ documents: [] });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'We do not need any documents' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'We have not asked for any documents for policy NWM-CAR-204815. If we need one, it will be listed here.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View policy details' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByLabelText('Choose files')).toBeNull();
});

test('an address that names no policy is not found and asks the API nothing', async () => {
  const network = createFakeNetwork();
  showDocumentsScreen({ network, path: '/policies/abc/outstanding-actions' });

  const alert = await screen.findByRole('alert', { name: 'This policy could not be found' });
  expect(alert).toHaveTextContent(MESSAGES.notFound);
  expect(within(alert).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  expect(network.requests).toEqual([]);
});

test('a policy that cannot be changed says so and offers no upload', async () => {
  showDocumentsScreen({ policy: { flags: { read_only: true } } });

  expect(await screen.findByText('This policy cannot be changed online.')).toBeVisible();
  expect(screen.getByText(/Please phone us on/)).toBeVisible();
  expect(screen.queryByLabelText('Choose files')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
});

test('a list that fails to load says why, and Retry loads it', async () => {
  const network = createFakeNetwork();
  let calls = 0;
  const { user } = showDocumentsScreen({
    network,
    documents: () => {
      calls += 1;
      return calls === 1 ? reply.error(500, MESSAGES.serverError) : [LICENCE];
    },
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your documents could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('region', { name: LICENCE.label })).toBeInTheDocument();
});

test('a document of a type this portal cannot send offers the phone number instead', async () => {
  showDocumentsScreen({
    documents: [{ ...LICENCE, type: 'dashcam_footage', label: 'Dashcam footage' }],
  });

  const section = await screen.findByRole('region', { name: 'Dashcam footage' });
  expect(section).toHaveTextContent(
    'This document cannot be sent online. Please phone us on 0306 999 0123.',
  );
  expect(within(section).queryByLabelText('Choose files')).toBeNull();
});

test('the documents are listed in the order asked, each with an upload form named after it', async () => {
  showDocumentsScreen();

  await screen.findByRole('region', { name: LICENCE.label });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([LICENCE.label, NO_CLAIMS.label]);
  expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual([
    `Upload ${LICENCE.label}`,
    `Upload ${NO_CLAIMS.label}`,
  ]);
});
