// @vitest-environment jsdom
import { endpoints, MESSAGES, type CreditAgreement } from '@portal/contract';
import { deferred, reply, TEST_BRAND, type Reply } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { AGREEMENT, DECLINED, POLICY, showCredit, SIGNED } from './test-credit';

// The credit agreement at /policies/{id}/credit (portal.md §1, §2, §6) and the outcome pages it
// moves on to, with the network answered by contract endpoint: anything else fails the test.

function fullName() {
  return screen.getByRole('textbox', { name: 'Full name' });
}

function tick() {
  return screen.getByRole('checkbox', { name: /I have read and agree to the credit agreement/ });
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

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

async function signAs(user: UserEvent, name: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), name);
  await user.click(tick());
  await user.click(button('Sign agreement'));
}

test('the agreement shows its title, key figures and sanitised pages under the page title', async () => {
  showCredit();

  const agreement = await screen.findByRole('article', { name: AGREEMENT.title });
  expect(screen.getByRole('heading', { level: 1, name: 'Your credit agreement' })).toBeVisible();
  expect(within(agreement).getByRole('heading', { level: 2 })).toHaveTextContent(AGREEMENT.title);
  const figures = agreement.querySelector('dl');
  expect(figures).toHaveTextContent('Amount of credit£540.00');
  expect(figures).toHaveTextContent('Representative APR21.9%');
  expect(figures).toHaveTextContent('Instalments10 monthly payments of £58.95');
  expect(figures).toHaveTextContent('Total amount payable£589.50');
  expect(
    within(agreement)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Fixed sum loan agreement regulated by the Consumer Credit Act 1974', 'Your rights']);
  expect(agreement.querySelectorAll('script, [onerror]')).toHaveLength(0);
  expect(Reflect.get(window, '__creditOnerrorRan')).toBeUndefined();
});

test('Sign agreement without the tick asks for it and sends nothing', async () => {
  const { user, network } = showCredit();

  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Sarah Mitchell');
  await user.click(button('Sign agreement'));

  expect(tick()).toHaveAccessibleDescription(MESSAGES.creditConfirmRequired);
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.creditConfirmRequired);
  expect(network.sent()).toEqual([]);
});

test('Sign agreement without a name, or with spaces only, asks for it and sends nothing', async () => {
  const { user, network } = showCredit();
  await screen.findByRole('textbox', { name: 'Full name' });
  await user.click(tick());

  await user.click(button('Sign agreement'));
  expect(fullName()).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.signatureRequired),
  );

  await user.type(fullName(), '   ');
  await user.click(button('Sign agreement'));
  expect(fullName()).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.signatureRequired),
  );
  expect(network.sent()).toEqual([]);
});

test('signing sends the name and the tick, then the confirmed page shows the server message', async () => {
  const { user, network, portal } = showCredit();
  const held = heldAtEachMove(() => portal.confirmLeave.isHeld());

  await signAs(user, 'Sarah Mitchell');

  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'Credit agreement confirmed',
  });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText(SIGNED.message)).toBeInTheDocument();
  const [sent] = network.callsTo(endpoints.decideCreditAgreement);
  expect(sent?.body).toEqual({ decision: 'sign', full_name: 'Sarah Mitchell', confirm: true });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(held).toEqual([false]);
});

test('a name that does not match the policy is shown under the field, the form kept', async () => {
  const { user } = showCredit({
    decide: reply.invalid({ full_name: [MESSAGES.signatureMismatch] }),
  });

  await signAs(user, 'Sam Smith');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signatureMismatch);
  expect(fullName()).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.signatureMismatch),
  );
  expect(fullName()).toHaveValue('Sam Smith');
  expect(tick()).toBeChecked();
  expect(screen.getByRole('heading', { level: 1, name: 'Your credit agreement' })).toBeVisible();
});

test('an agreement decided meanwhile (422) says so on the form', async () => {
  const { user } = showCredit({
    decide: reply.invalid({ decision: [MESSAGES.creditAgreementDecided] }),
  });

  await signAs(user, 'Sarah Mitchell');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.creditAgreementDecided);
  expect(fullName()).toHaveValue('Sarah Mitchell');
});

test('Decline asks first: Go back sends nothing, Decline agreement declines', async () => {
  const { user, network } = showCredit({ decide: DECLINED });

  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  let dialog = await screen.findByRole('dialog', { name: 'Decline the credit agreement?' });
  expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(network.sent()).toEqual([]);

  await user.click(button('Decline'));
  dialog = await screen.findByRole('dialog', { name: 'Decline the credit agreement?' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline agreement' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Credit agreement declined' }),
  ).toBeInTheDocument();
  expect(screen.getByText(DECLINED.message)).toBeInTheDocument();
  expect(network.callsTo(endpoints.decideCreditAgreement)[0]?.body).toEqual({
    decision: 'decline',
  });
});

test('declining after typing a name lets go of the form as it moves on', async () => {
  const { user, portal } = showCredit({ decide: DECLINED });
  const held = heldAtEachMove(() => portal.confirmLeave.isHeld());

  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Sarah');
  expect(portal.confirmLeave.isHeld()).toBe(true);
  await user.click(button('Decline'));
  await user.click(await screen.findByRole('button', { name: 'Decline agreement' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Credit agreement declined' }),
  ).toBeInTheDocument();
  expect(held).toEqual([false]);
});

test('a decline refused with a 422 says so above the form, the dialog closed and the form kept', async () => {
  const { user, portal } = showCredit({
    decide: reply.invalid({ decision: [MESSAGES.creditAgreementDecided] }),
  });

  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Sarah');
  await user.click(button('Decline'));
  await user.click(await screen.findByRole('button', { name: 'Decline agreement' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.creditAgreementDecided);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fullName()).toHaveValue('Sarah');
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test('a failure other than a 422 goes to the error page with its message, letting go of the form', async () => {
  const { user, portal } = showCredit({ decide: reply.raw(500, {}) });
  const held = heldAtEachMove(() => portal.confirmLeave.isHeld());

  await signAs(user, 'Sarah Mitchell');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Credit agreement error' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.serverError)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your credit agreement' })).toHaveAttribute(
    'href',
    '/policies/101/credit',
  );
  expect(held).toEqual([false]);
});

test("the server's refusal of the policy (403) on decline goes to the error page with it", async () => {
  const { user } = showCredit({ decide: reply.error(403, MESSAGES.policyReadOnly) });

  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  await user.click(await screen.findByRole('button', { name: 'Decline agreement' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Credit agreement error' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.policyReadOnly)).toBeInTheDocument();
});

test('an agreement already signed or declined says so, with the way back and no form', async () => {
  showCredit({ agreement: { ...AGREEMENT, status: 'signed' } });

  expect(await screen.findByText(MESSAGES.creditAgreementDecided)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByRole('button', { name: 'Sign agreement' })).toBeNull();
});

test('a policy that cannot be changed is refused before the agreement is asked for', async () => {
  const { network } = showCredit({ policy: { ...POLICY, can_modify: false } });

  expect(await screen.findByText('This policy cannot be changed online.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getCreditAgreement)).toEqual([]);
});

test('a policy without the credit_agreement_required flag is refused', async () => {
  const { network } = showCredit({
    policy: { ...POLICY, flags: { ...POLICY.flags, credit_agreement_required: false } },
  });

  expect(await screen.findByText(MESSAGES.creditAgreementUnavailable)).toBeInTheDocument();
  expect(network.callsTo(endpoints.getCreditAgreement)).toEqual([]);
});

test('a skeleton shows while the agreement loads, then a failure with Retry', async () => {
  const answer = deferred<CreditAgreement | Reply>();
  let calls = 0;
  const { user } = showCredit({
    agreement: () => (++calls === 1 ? answer.promise : AGREEMENT),
  });

  expect(
    await screen.findByRole('status', { name: 'Loading your credit agreement' }),
  ).toBeInTheDocument();
  answer.resolve(reply.raw(500, {}));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Sign agreement' })).toBeInTheDocument();
});

test('the unsaved-changes guard holds while the name is typed; a lapsed session keeps it', async () => {
  const { user, portal } = showCredit();

  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Sarah');
  expect(portal.confirmLeave.isHeld()).toBe(true);

  act(() => portal.session.getState().expire());

  expect(fullName()).toHaveValue('Sarah');
  expect(portal.confirmLeave.isHeld()).toBe(true);
});
