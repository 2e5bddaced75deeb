// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { reply, setScreenWidth } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { ALL_STEPS_SENT } from './agreed-value-loader';
import { form, POLICY, setUp, stepHeading, VEHICLE_ID, VehicleFields } from './test-agreed-value';

// The avp route (policy-changes.md §2, §6 'The agreed-value item is offered only for a vehicle
// whose avp_required is set; completed vehicles are disabled', §7): the form for a vehicle that
// waits for its agreed value; a plain reason for one that does not; not found for an address
// naming nothing of the user's.

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

test('a vehicle waiting for its agreed value gets the four steps, the vehicle first', async () => {
  const { network } = setUp();

  expect(await form()).toBeInTheDocument();
  expect(await stepHeading(1, 4, 'Vehicle details')).toBeInTheDocument();
  const progress = within(screen.getByRole('complementary'));
  expect(progress.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Vehicle details',
    'Condition',
    'Photos',
    'Evidence',
  ]);
  expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  // The vehicle form's fields, for a value that is agreed: no estimated value and no keeper.
  expect(VehicleFields).toHaveBeenLastCalledWith(
    expect.objectContaining({ policyId: POLICY.id, car: true, agreed: true, asksKeeper: false }),
    undefined,
  );
  expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Mazda');
  expect(network.callsTo(endpoints.getAgreedValueDocuments)[0]?.params).toEqual({
    id: String(POLICY.id),
    type: String(VEHICLE_ID),
  });
});

test.each([
  [
    'not needed',
    { avp_required: false, avp_completed: false, steps: [] },
    MESSAGES.agreedValueNotRequired,
  ],
  [
    'completed',
    { avp_required: true, avp_completed: true, steps: [] },
    MESSAGES.agreedValueCompleted,
  ],
  ['every step sent', { avp_required: true, avp_completed: false, steps: [] }, ALL_STEPS_SENT],
])('an agreed value %s says so instead of the form', async (_, state, message) => {
  setUp({ required: [{ vehicle_id: String(VEHICLE_ID), ...state }] });

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    `/policies/${POLICY.id}`,
  );
});

test.each([
  ['/policies/abc/avp/2011', 'This policy could not be found'],
  ['/policies/101/avp/0', 'This vehicle could not be found'],
  ['/policies/101/avp/2099', 'This vehicle could not be found'],
])('%s is not found', async (path, heading) => {
  setUp({ path });

  expect(await screen.findByText(heading)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.notFound)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

test('what the vehicle needs failing to load offers Retry, then the form', async () => {
  const { network, user } = setUp({ required: reply.error(500) });

  expect(await screen.findByText('The form could not be loaded')).toBeInTheDocument();
  network.on(endpoints.getAgreedValueRequired, [
    {
      vehicle_id: String(VEHICLE_ID),
      avp_required: true,
      avp_completed: false,
      steps: ['evidence'],
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await stepHeading(1, 1, 'Evidence')).toBeInTheDocument();
});
