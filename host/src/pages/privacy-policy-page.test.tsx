// @vitest-environment jsdom
import { endpoints, getRoute, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { PrivacyPolicyPage, PRIVACY_POLICY_QUERY_KEY } from './privacy-policy-page';
import { loadPolicySanitiser, policySanitiser } from './sanitise-policy-html';

// DOMPurify comes in a chunk of its own: these tests hold it back, or make fetching it fail, on
// a page that has not loaded it yet.
beforeEach(() => {
  vi.spyOn(policySanitiser, 'loaded').mockReturnValue(null);
});

const POLICY = '<p>Your name.</p><img src="x" onerror="window.seeded = true">';

function show() {
  return renderWithPortal(<PrivacyPolicyPage route={getRoute('privacy-policy')} />, {
    providers: ShellProviders,
    network: createFakeNetwork().on(endpoints.getPrivacyPolicy, POLICY),
  });
}

test('a policy fetched before the sanitiser waits under the skeleton, never shown as it came', async () => {
  let arrive: () => void = () => {};
  vi.spyOn(policySanitiser, 'load').mockImplementationOnce(
    () => new Promise((resolve) => (arrive = () => resolve(loadPolicySanitiser()))),
  );
  const { portal } = show();

  await waitFor(() =>
    expect(portal.queryClient.getQueryData(PRIVACY_POLICY_QUERY_KEY)).toBe(POLICY),
  );
  // The page has rendered with the policy in hand.
  await act(() => Promise.resolve());
  expect(screen.queryByText('Your name.')).toBeNull();
  expect(screen.getByTestId('privacy-policy-loading')).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  arrive();

  expect(await screen.findByText('Your name.')).toBeInTheDocument();
  expect(screen.queryByTestId('privacy-policy-loading')).toBeNull();
  expect(document.querySelector('.privacy-policy [onerror]')).toBeNull();
});

test('a sanitiser that cannot be fetched says so, and Retry fetches it again', async () => {
  vi.spyOn(policySanitiser, 'load').mockRejectedValueOnce(new Error('Loading chunk failed'));
  const { user } = show();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  expect(screen.queryByText('Your name.')).toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Your name.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
