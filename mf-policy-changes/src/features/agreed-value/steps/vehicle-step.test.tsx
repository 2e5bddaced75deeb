// @vitest-environment jsdom
import { daysBefore, endpoints, MESSAGES } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import {
  click,
  daysAgo,
  enter,
  form,
  partsOf,
  POLICY,
  setUp,
  stepHeading,
  storeDraft,
  TODAY,
} from '../components/test-agreed-value';

// The vehicle step (policy-changes.md §5 'Agreed-value submission': the vehicle fields plus
// current_mileage, mileage_date from 10 days ago up to now, req_value and purchase_price of 0 or
// more), here as the only step left and sent as that step (§2, §7 POST .../avp/vehicle). The
// answers the rules do not test come from a saved draft.

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

const MILEAGE_DATE = 'Date the mileage was read';
const REQUESTED = 'Value you would like agreed';

async function openWithDraft() {
  storeDraft();
  const view = setUp({ steps: ['vehicle'] });
  await form();
  expect(await stepHeading(1, 1, 'Vehicle details')).toBeInTheDocument();
  await click(view.user, 'Retrieved Saved Values');
  return view;
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

test('a mileage date 11 days back is refused under the field; 10 days back is sent', async () => {
  const { user, network, navigate } = await openWithDraft();
  expect(field(MILEAGE_DATE)).toHaveValue(daysAgo(0));
  await enter(user, MILEAGE_DATE, daysAgo(11));

  await click(user, 'Submit for review');

  expect(field(MILEAGE_DATE)).toHaveAccessibleDescription(
    new RegExp(`^${MESSAGES.mileageDateOutOfRange}`),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.mileageDateOutOfRange);
  expect(network.sent()).toEqual([]);

  await enter(user, MILEAGE_DATE, daysAgo(10));
  expect(field(MILEAGE_DATE)).not.toHaveAccessibleDescription(
    new RegExp(MESSAGES.mileageDateOutOfRange),
  );
  await click(user, 'Submit for review');

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${POLICY.id}`));
  const [sent] = network.callsTo(endpoints.submitAgreedValue);
  expect(sent?.params.step).toBe('vehicle');
  expect(partsOf(sent?.body).payload).toMatchObject({
    vehicle: { registration: 'AB19CDE', mileage_date: daysBefore(TODAY, 10) },
  });
});

test('a requested value of -1 is refused; 0 is sent, as is a price with pence', async () => {
  const { user, network, navigate } = await openWithDraft();
  expect(field(REQUESTED)).toHaveValue('14,500');
  await enter(user, REQUESTED, '-1');
  await enter(user, 'Price you paid for the vehicle', '£8,199.95');

  await click(user, 'Submit for review');

  expect(field(REQUESTED)).toHaveAccessibleDescription(
    new RegExp(`^${MESSAGES.requestedValueInvalid.replace(/[.£]/g, '\\$&')}`),
  );
  expect(network.sent()).toEqual([]);

  await enter(user, REQUESTED, '0');
  await click(user, 'Submit for review');

  await waitFor(() => expect(navigate).toHaveBeenCalled());
  const [sent] = network.callsTo(endpoints.submitAgreedValue);
  expect(partsOf(sent?.body).payload).toMatchObject({
    meta: { req_value: 0, purchase_price: 8199.95 },
  });
});

test('the current mileage and the values are required, and whole pounds show separators', async () => {
  const { user, network } = setUp({ steps: ['vehicle'] });
  await form();
  await enter(user, REQUESTED, '1250000');
  expect(field(REQUESTED)).toHaveValue('1,250,000');
  await enter(user, REQUESTED, '');

  await click(user, 'Submit for review');

  expect(field('Current mileage')).toHaveAccessibleDescription(
    /^Please provide the vehicle current mileage/,
  );
  expect(field(MILEAGE_DATE)).toHaveAccessibleDescription(
    /^Please provide the vehicle mileage date/,
  );
  expect(field(REQUESTED)).toHaveAccessibleDescription(
    /^Please provide the vehicle requested value/,
  );
  expect(network.sent()).toEqual([]);
});
