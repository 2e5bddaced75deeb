// @vitest-environment jsdom
import { daysAfter, endpoints, formatDate, MESSAGES, todayIso } from '@portal/contract';
import { reply } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  answerAddressStep,
  answerEmploymentStep,
  continueFrom,
  enter,
  field,
  group,
  setUp,
  stepHeading,
  tick,
} from './test-policy-details';
import { ADDRESS, CAR, OTHER_CAR, SENT } from './test-policy-fixtures';

// The policy details form's last step and what sending does (policy-changes.md §2, §4, §5, §7,
// §8): 'Send for review' only on the Confirm step once ticked, drivers and vehicles sent as
// lists, nothing changed said before anything is sent, a refusal opening its step.

const today = todayIso();

function sendButton() {
  return screen.queryByRole('button', { name: 'Send for review' });
}

/** Through the four steps, the answers as given by `change` on the address step. */
async function toConfirmStep(user: UserEvent, change: () => Promise<void> = async () => {}) {
  await answerAddressStep(user);
  await change();
  await continueFrom(user, 1);
  expect(sendButton()).toBeNull();
  await continueFrom(user, 2);
  await answerEmploymentStep(user);
  await continueFrom(user, 3);
}

test('a new address is sent for review with drivers and vehicles as lists', async () => {
  const { user, network, navigate, notify, portal } = setUp();
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });
  await toConfirmStep(user, () =>
    enter(user, field('Address line 1', group('Policy address')), '16 Elm Grove'),
  );
  // 'Unsaved changes' is asked before leaving the answers half sent (§2), not after sending.
  expect(portal.confirmLeave.isHeld()).toBe(true);
  expect(sendButton()).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'Honda Jazz (NWM-CAR-204819)' }));
  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${CAR.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  const [sent] = network.callsTo(endpoints.changePolicyDetails);
  expect(sent?.params).toEqual({ id: String(CAR.id) });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(sent?.body).toEqual({
    home_address: true,
    home_owner: true,
    property_type: 'Owned outright',
    address: { ...ADDRESS, line_one: '16 Elm Grove' },
    drivers: [
      {
        ID: 501,
        occupation_changed: false,
        usage: { description: 'Social, domestic and commuting' },
      },
    ],
    vehicles: [
      { ID: 2011, annual_mileage: 8000, stored_during_night: 'Driveway', same_address: true },
    ],
    effective_date: today,
    also_change: [OTHER_CAR.id],
  });
  expect(heldWhenLeaving).toEqual([false]);
  // §4: after the submit the policy is read again.
  await waitFor(() => expect(network.callsTo(endpoints.getPolicy)).toHaveLength(2));
});

test('nothing changed says so on the Confirm step, and sends nothing', async () => {
  const { user, network } = setUp();
  await toConfirmStep(user);

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noChanges);
  expect(await stepHeading(4)).toBeInTheDocument();
  expect(network.sent()).toEqual([]);
});

test('the change takes effect today up to 29 days ahead, not 30; an edit clears the tick', async () => {
  const { user, network } = setUp();
  await toConfirmStep(user);
  const date = field('Date the change takes effect');

  await user.click(tick());
  await enter(user, date, formatDate(daysAfter(today, 30)));
  expect(tick()).not.toBeChecked();
  expect(sendButton()).toBeNull();
  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));
  expect(date).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.effectiveDateOutOfRange}`));
  expect(network.sent()).toEqual([]);

  await enter(user, date, formatDate(daysAfter(today, 29)));
  expect(date).not.toHaveAccessibleDescription(new RegExp(MESSAGES.effectiveDateOutOfRange));
});

test("a refusal of a vehicle's mileage opens the Vehicle step with the message", async () => {
  const refused = 'The "Annual mileage" field must be a whole number from 0 to 150,000.';
  const { user, navigate } = setUp({
    change: reply.invalid({ 'vehicles.0.annual_mileage': [refused] }),
  });
  await toConfirmStep(user, () => enter(user, field('Town', group('Policy address')), 'Harrogate'));

  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await stepHeading(2)).toHaveFocus();
  expect(field('Annual mileage')).toHaveAccessibleDescription(new RegExp(`^${refused}`));
  expect(screen.getByRole('alert')).toHaveTextContent(refused);
  expect(navigate).not.toHaveBeenCalled();
});
