// @vitest-environment jsdom
import { endpoints, maxFileSizeChanges, uploadCount } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { click, file, form, partsOf, setUp, stepHeading } from '../components/test-agreed-value';

// The evidence (policy-changes.md §5 'Evidence: at most 20 files, each under 50 MB (52428800
// bytes)', 'File uploads'), here as the only step left (§2, §7 POST .../avp/evidence).

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

const FIFTY_MB = 52_428_800;

async function openEvidence() {
  const view = setUp({ steps: ['evidence'] });
  await form();
  expect(await stepHeading(1, 1, 'Evidence')).toBeInTheDocument();
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

function pages(count: number) {
  return Array.from({ length: count }, (_, index) => file(`invoice-${index + 1}.pdf`));
}

test('21 files are refused and not sent; 20 are', async () => {
  const { user, network, navigate } = await openEvidence();
  const input = screen.getByLabelText('Choose files');
  await user.upload(input, pages(21));
  expect(input).toHaveAccessibleDescription(/21 of 20 files chosen/);
  expect(input).toHaveAccessibleDescription(new RegExp(uploadCount(0, 20)));

  await click(user, 'Submit for review');

  expect(screen.getByRole('alert')).toHaveTextContent(uploadCount(0, 20));
  expect(network.sent()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove invoice-21.pdf' }));
  expect(input).not.toHaveAccessibleDescription(new RegExp(uploadCount(0, 20)));
  await click(user, 'Submit for review');

  await waitFor(() => expect(navigate).toHaveBeenCalled());
  const [sent] = network.callsTo(endpoints.submitAgreedValue);
  expect(sent?.params.step).toBe('evidence');
  expect(partsOf(sent?.body).evidence).toEqual(pages(20).map(({ name }) => name));
});

test('a file of 50 MB is refused; one byte less is taken; none at all is fine', async () => {
  const { user, network } = await openEvidence();
  const input = screen.getByLabelText('Choose files');
  const tooLarge = new RegExp(maxFileSizeChanges(50).replace(/[.()]/g, '\\$&'));

  await user.upload(input, file('valuation.pdf', FIFTY_MB));
  expect(input).toHaveAccessibleDescription(tooLarge);
  await click(user, 'Submit for review');
  expect(network.sent()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove valuation.pdf' }));
  await user.upload(input, file('valuation.pdf', FIFTY_MB - 1));
  expect(input).not.toHaveAccessibleDescription(tooLarge);
  await user.click(screen.getByRole('button', { name: 'Remove valuation.pdf' }));

  await click(user, 'Submit for review');

  await waitFor(() => expect(network.sent()).toHaveLength(1));
  expect(partsOf(network.sent()[0]?.body).evidence).toEqual([]);
});
