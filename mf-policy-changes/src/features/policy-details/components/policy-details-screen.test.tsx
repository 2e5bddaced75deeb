// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { deferred } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ROUTE, setUp, stepHeading } from './test-policy-details';
import { CAR } from './test-policy-fixtures';

// The policy details change route (policy-changes.md §2): the policy, its option lists, then
// the form - or no form at all for a policy that cannot be changed (§1, §6).

test('the form opens at its first step under the page title', async () => {
  setUp();

  expect(await screen.findByRole('heading', { level: 1, name: ROUTE.title })).toBeVisible();
  expect(await stepHeading(1)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: ROUTE.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue 1/4' })).toBeInTheDocument();
});

test('while the policy loads, the screen says it is fetching it', async () => {
  const policy = deferred<typeof CAR>();
  setUp({ getPolicy: () => policy.promise });

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.fetchingPolicy);

  policy.resolve(CAR);
  expect(await stepHeading(1)).toBeInTheDocument();
});

test('an address that names no policy is not found, and asks the API nothing', async () => {
  const { network } = setUp({ path: '/policies/abc/change/details' });

  expect(await screen.findByText('This policy could not be found')).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(network.requests).toEqual([]);
});

test('a read-only policy gets no form, and says why', async () => {
  setUp({ policy: { ...CAR, can_modify: false, flags: { ...CAR.flags, read_only: true } } });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This policy cannot be changed online.',
  );
  expect(screen.getByRole('link', { name: '0306 999 0123' })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
});

test('a policy that is not modifiable gets no form either', async () => {
  setUp({ policy: { ...CAR, can_modify: false } });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This policy cannot be changed online.',
  );
  expect(screen.queryByRole('form')).toBeNull();
});
