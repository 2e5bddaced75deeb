// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  expectNotFoundWithoutRequest,
  renderRemoteApp,
  reply,
} from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CAR, PAYMENTS } from '../features/pay/components/test-pay';
import { App } from './app';

// Every payment route of a policy starts the same way (PolicyRoute and PolicyFormScreen of the
// remote kit): an address whose id can name no policy is not found, without a call; the policy
// and its payments load, or say why not.

test.each([
  '/policies/abc/payments/pay',
  '/policies/0/payments/renew',
  '/policies/1.5/payments/direct-debit',
  '/policies/-3/payments/refunds',
  '/policies/x/credit',
  '/policies/abc/pay/complete',
  '/policies/abc/payments/failed',
])('%s names no policy', async (path) => {
  await expectNotFoundWithoutRequest(App, path, { heading: 'This policy could not be found' });
});

test('payments that fail to load say so on the screen, and Retry asks again', async () => {
  let calls = 0;
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, CAR)
    .on(endpoints.getPayments, () => (++calls === 1 ? reply.raw(500, {}) : PAYMENTS));
  const { user } = renderRemoteApp(App, {
    network,
    signedIn: true,
    path: '/policies/101/payments/pay',
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('What is due on your policy could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('£86.40')).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toHaveLength(2);
});
