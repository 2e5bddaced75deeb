// @vitest-environment jsdom
import { daysAfter, endpoints, MESSAGES, todayIso } from '@portal/contract';
import { reply } from '@portal/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CAR, SARAH, SENT, TOM } from './test-person';
import {
  continueFrom,
  continueTo,
  enter,
  enterDate,
  field,
  goToStep,
  setUp,
  stepHeading,
} from './test-person-form';

// The driver form's last step and what sending does (policy-changes.md §2, §4, §5, §7, §8).

const today = todayIso();

function tick() {
  return screen.getByRole('checkbox', {
    name: 'I confirm that the information I have given is accurate',
  });
}

function sendButton() {
  return screen.queryByRole('button', { name: 'Send for review' });
}

test('the last step sums up the answers', async () => {
  const { user } = setUp({ person: SARAH.ID });
  await goToStep(user, 7);

  const summary = screen.getByRole('region', { name: 'Your answers' });
  for (const text of [
    'Mrs Sarah Mitchell',
    '12/04/1986',
    'Married',
    'Analyst, Computing, Employed',
    'Full UK, MITCH864120SM9AB, passed 01/06/2005',
    'Social, domestic and commuting, main user',
    '14 Elm Grove, Headingley, Leeds, West Yorkshire, LS6 2AB',
  ]) {
    expect(summary).toHaveTextContent(text);
  }
  expect(summary).toHaveTextContent(/Claims\s*1/);
  expect(summary).toHaveTextContent(/Convictions\s*0/);
});

test("'Send for review' shows only after the tick; an edit or a step change clears it", async () => {
  const { user } = setUp({ person: SARAH.ID });
  await goToStep(user, 7);
  expect(sendButton()).toBeNull();

  await user.click(tick());
  expect(sendButton()).toBeInTheDocument();

  await enterDate(user, 'Date the change takes effect', daysAfter(today, 1));
  expect(tick()).not.toBeChecked();
  expect(sendButton()).toBeNull();

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await continueFrom(user, 6);
  await stepHeading(7);
  expect(tick()).not.toBeChecked();
  expect(sendButton()).toBeNull();
});

test('the change takes effect today up to 29 days ahead, not 30', async () => {
  const { user, network } = setUp({ person: TOM.ID });
  await goToStep(user, 7);
  const outside = 'The effective date must be between today and 29 days from today.';

  await enterDate(user, 'Date the change takes effect', daysAfter(today, 30));
  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));
  expect(field('Date the change takes effect')).toHaveAccessibleDescription(
    new RegExp(`^${outside}`),
  );
  expect(network.sent()).toEqual([]);

  await enterDate(user, 'Date the change takes effect', daysAfter(today, 29));
  expect(field('Date the change takes effect')).not.toHaveAccessibleDescription(
    new RegExp(`^${outside}`),
  );
});

test('the other Motor policies that can take the same change are offered', async () => {
  const { user } = setUp({ person: SARAH.ID });
  await goToStep(user, 7);

  const group = screen.getByRole('group', { name: /Make the same change to your other policies/ });
  expect(group).toHaveTextContent('Honda Jazz (NWM-CAR-204819)');
  expect(group).not.toHaveTextContent('Old Fiesta');
  expect(group).not.toHaveTextContent('Home insurance');
});

test('an update without changes says so and sends nothing', async () => {
  const { user, network } = setUp({ person: SARAH.ID });
  await goToStep(user, 7);

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't identify any changes to your information - please try again.",
  );
  expect(network.sent()).toEqual([]);
});

test('an update sends only the changed part and returns to the policy summary', async () => {
  const { user, network, navigate, notify, portal } = setUp({ person: TOM.ID });
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });
  await stepHeading(1);
  expect(portal.confirmLeave.isHeld()).toBe(false);
  await enter(user, 'First name', 'Thomas');
  expect(portal.confirmLeave.isHeld()).toBe(true);
  await continueTo(user, 1, 7);

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${CAR.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  const [sent] = network.callsTo(endpoints.updatePerson);
  expect(sent?.params).toEqual({ id: String(CAR.id), personId: String(TOM.ID) });
  expect(sent?.body).toEqual({
    meta: { first_name: 'Thomas' },
    effective_date: today,
    also_change: [],
  });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(heldWhenLeaving).toEqual([false]);
});

test('a refusal of a step-4 answer lands on step 4 with the message under the field', async () => {
  const refused = 'This licence number belongs to another driver. Please check it.';
  const { user, navigate } = setUp({
    person: SARAH.ID,
    update: reply.invalid({ 'license.number': [refused] }),
  });
  await stepHeading(1);
  await enter(user, 'Middle names', 'Jane');
  await continueTo(user, 1, 7);

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await stepHeading(4)).toHaveFocus();
  expect(field('Licence number')).toHaveAccessibleDescription(new RegExp(`^${refused}`));
  expect(screen.getByRole('alert')).toHaveTextContent(refused);
  expect(navigate).not.toHaveBeenCalled();
});

test('a lapsed session keeps the step and every answer', async () => {
  const { user, portal } = setUp({ person: TOM.ID });
  await stepHeading(1);
  await enter(user, 'First name', 'Thomas');
  await continueFrom(user, 1);
  await stepHeading(2);

  act(() => portal.session.getState().expire());

  expect(await stepHeading(2)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(field('First name')).toHaveValue('Thomas');
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test('a policy that cannot be changed, or a person not on it, says so', async () => {
  setUp({ policy: { ...CAR, can_modify: false }, person: TOM.ID });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This policy cannot be changed online.',
  );
});

test('a person not on the policy is not found', async () => {
  setUp({ person: 999 });
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.notFound);
});
