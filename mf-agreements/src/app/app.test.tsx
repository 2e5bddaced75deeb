// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  BRAND,
  setUp as setUpScreen,
  type SetUpOptions,
} from '../features/agreements/components/agreements-test-support';
import { App } from './app';

// The app shows each screen at its row's path of the route table (portal.md §2). The outcome
// pages ("Agreements viewer", Accepted and Declined pages) are public and call nothing.

function setUp(options: SetUpOptions) {
  return setUpScreen({ ...options, ui: <App /> });
}

test('/agreements shows the stepper over the outstanding agreements', async () => {
  const { requests } = setUp({ path: '/agreements' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Agreements' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Policy Terms and Conditions' }),
  ).toBeInTheDocument();
  expect(requests.map((request) => request.url)).toEqual(['/api/agreements']);
});

test('/agreements/complete says the terms are accepted and offers Contact us', async () => {
  const { requests } = setUp({ path: '/agreements/complete', signedIn: false });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agreements accepted' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.agreementsAccepted)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(requests).toEqual([]);
});

test("/agreements/declined shows the server's message as text", async () => {
  const message = 'You have declined the terms. <b>Please phone us.</b>';
  setUp({
    path: `/agreements/declined?message=${encodeURIComponent(message)}`,
    signedIn: false,
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agreements declined' }),
  ).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test("/agreements/declined without a message asks the user to phone the brand's number", async () => {
  setUp({ path: '/agreements/declined' });

  const number = await screen.findByRole('link', { name: BRAND.contactNumber });
  expect(number).toHaveAttribute('href', 'tel:03069990123');
  expect(number.closest('p')).toHaveTextContent(
    `You have declined an agreement. Please phone us on ${BRAND.contactNumber} so that we can talk about your policy.`,
  );
  expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
});
