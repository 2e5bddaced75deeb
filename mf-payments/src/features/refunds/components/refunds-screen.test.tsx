// @vitest-environment jsdom
import { endpoints, MESSAGES, type Payments } from '@portal/contract';
import { deferred, reply, TEST_BRAND, type Reply } from '@portal/platform/testing';
import { act, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  ACCEPTED,
  COURTESY_CAR,
  OVERPAYMENT,
  paymentsWith,
  POLICY,
  showRefunds,
} from './test-refunds';

// The refunds screen at /policies/{id}/payments/refunds (portal.md §1, §2, §6), with the network
// answered by contract endpoint: anything else the screen asks for fails the test.

/** Whether the unsaved-changes guard still held the page at each move to another page. */
function heldAtEachMove(isHeld: () => boolean): boolean[] {
  const held: boolean[] = [];
  const pushState = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((...args) => {
    held.push(isHeld());
    pushState(...args);
  });
  return held;
}

function accept() {
  return screen.getByRole('button', { name: 'Accept refund' });
}

test('each refund offered is a choice with its label and amount in pounds and pence', async () => {
  showRefunds();

  const group = await screen.findByRole('radiogroup', { name: 'Refund to accept' });
  expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
  const choices = within(group).getAllByRole('radio');
  expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
    'Refund for removing courtesy car cover£24.60',
    'Overpayment of your last instalment£12.00',
  ]);
  expect(choices.some((choice) => (choice as HTMLInputElement).checked)).toBe(false);
});

test('the refund chosen is the one sent, and the page moves on with the message and reference', async () => {
  const { user, network, portal } = showRefunds();
  const held = heldAtEachMove(() => portal.confirmLeave.isHeld());

  await user.click(
    await screen.findByRole('radio', { name: /Overpayment of your last instalment/ }),
  );
  await user.click(accept());

  expect(
    await screen.findByText(/Outcome at \/policies\/101\/refunds\/complete/),
  ).toHaveTextContent(JSON.stringify({ message: ACCEPTED.message, reference: ACCEPTED.reference }));
  const [sent] = network.callsTo(endpoints.acceptRefund);
  expect(sent?.body).toEqual({ refund_id: OVERPAYMENT.id });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(held).toEqual([false]);
});

test('Accept refund without a choice says to choose one and sends nothing', async () => {
  const { user, network } = showRefunds();
  await screen.findByRole('radiogroup');

  await user.click(accept());

  expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(MESSAGES.refundRequired);
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.refundRequired);
  expect(network.sent()).toEqual([]);
});

test('the keyboard alone chooses and accepts a refund', async () => {
  const { user, network } = showRefunds();
  await screen.findByRole('radiogroup');

  await user.tab();
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: /courtesy car/ })).toBeChecked();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /Overpayment/ })).toBeChecked();
  await user.tab();
  expect(accept()).toHaveFocus();
  await user.keyboard('{Enter}');

  await screen.findByText(/Outcome at/);
  expect(network.callsTo(endpoints.acceptRefund)[0]?.body).toEqual({ refund_id: OVERPAYMENT.id });
});

test('with one refund offered it is chosen already', async () => {
  showRefunds({ payments: paymentsWith([COURTESY_CAR]) });

  expect(await screen.findByRole('radio', { name: /courtesy car/ })).toBeChecked();
});

test("the server's refusal stays on the form with the choice kept", async () => {
  const { user } = showRefunds({
    accept: reply.invalid({ refund_id: [MESSAGES.refundRequired] }),
  });

  await user.click(await screen.findByRole('radio', { name: /courtesy car/ }));
  await user.click(accept());

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.refundRequired);
  expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(MESSAGES.refundRequired);
  expect(screen.getByRole('radio', { name: /courtesy car/ })).toBeChecked();
  expect(screen.queryByText(/Outcome at/)).toBeNull();
});

test('with no refunds waiting it says so and leads back to the policy', async () => {
  const { network } = showRefunds({ payments: paymentsWith([]) });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'You have no refunds waiting.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByRole('button', { name: 'Accept refund' })).toBeNull();
  expect(network.sent()).toEqual([]);
});

test('a read-only policy is refused before anything is asked of payments', async () => {
  const { network } = showRefunds({
    policy: { ...POLICY, can_modify: false, flags: { ...POLICY.flags, read_only: true } },
  });

  expect(await screen.findByText('This policy cannot be changed online.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a policy without the refunds_available flag is refused', async () => {
  const { network } = showRefunds({ policy: { ...POLICY, refunds_available: false } });

  expect(
    await screen.findByText('Refunds are not available for this policy online.'),
  ).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a skeleton shows while the refunds load, then the failure with Retry', async () => {
  const answer = deferred<Payments | Reply>();
  let calls = 0;
  const { user } = showRefunds({
    payments: () => (++calls === 1 ? answer.promise : paymentsWith([COURTESY_CAR])),
  });

  expect(await screen.findByRole('status', { name: 'Loading your refunds' })).toBeInTheDocument();
  answer.resolve(reply.raw(500, {}));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your refunds could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Accept refund' })).toBeInTheDocument();
});

test('a choice made is held by the unsaved-changes guard and kept when the session lapses', async () => {
  const { user, portal } = showRefunds();

  await user.click(await screen.findByRole('radio', { name: /courtesy car/ }));
  expect(portal.confirmLeave.isHeld()).toBe(true);

  act(() => portal.session.getState().expire());

  expect(screen.getByRole('radio', { name: /courtesy car/ })).toBeChecked();
  expect(portal.confirmLeave.isHeld()).toBe(true);
});
