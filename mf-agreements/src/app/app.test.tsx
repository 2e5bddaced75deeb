// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderRemoteApp,
  TEST_BRAND,
  type TestPortalOptions,
} from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NOTICE, TERMS } from '../features/agreements/components/test-agreements';
import { App } from './app';

// The app shows each screen at its row's path of the route table (portal.md §2). The outcome
// pages ("Agreements viewer", Accepted and Declined pages) are public and call nothing.

/** The app at `path`, with its own providers around it as on the page. */
function showApp(path: string, options: TestPortalOptions = {}) {
  return renderRemoteApp(App, { ...options, path });
}

test('/agreements shows the stepper over the outstanding agreements', async () => {
  const { network } = showApp('/agreements', {
    signedIn: true,
    network: createFakeNetwork().on(endpoints.getAgreements, [TERMS, NOTICE]),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Policy Terms and Conditions' }),
  ).toBeInTheDocument();
  expect(network.requests.map((request) => request.url)).toEqual(['/api/agreements']);
});

test('/agreements/complete says the terms are accepted and offers Contact us', async () => {
  const { network } = showApp('/agreements/complete');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agreements accepted' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.agreementsAccepted)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(network.requests).toEqual([]);
});

test("/agreements/declined shows the server's message as text", async () => {
  const message = 'You have declined the terms. <b>Please phone us.</b>';
  showApp(`/agreements/declined?message=${encodeURIComponent(message)}`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agreements declined' }),
  ).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test("/agreements/declined without a message asks the user to phone the brand's number", async () => {
  showApp('/agreements/declined', { signedIn: true });

  const number = await screen.findByRole('link', { name: TEST_BRAND.contactNumber });
  expect(number).toHaveAttribute('href', 'tel:03069990123');
  expect(number.closest('p')).toHaveTextContent(
    `You have declined an agreement. Please phone us on ${TEST_BRAND.contactNumber} so that we can talk about your policy.`,
  );
  expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
});
