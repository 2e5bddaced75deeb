// @vitest-environment jsdom
import { policyFieldRequired } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  answerAddressStep,
  choose,
  continueFrom,
  enter,
  field,
  group,
  setUp,
  stepHeading,
} from '../components/test-policy-details';
import { FLEET } from '../components/test-policy-fixtures';

// Step 2 of the policy details form (policy-changes.md §2, §5 'Policy details form', §9).

const MILEAGE_RANGE = 'The "Annual mileage" field must be a whole number from 0 to 150,000.';

async function toVehicleStep(options: Parameters<typeof setUp>[0] = {}) {
  const view = setUp(options);
  await answerAddressStep(view.user);
  await continueFrom(view.user, 1);
  return view;
}

function continueButton() {
  return screen.getByRole('button', { name: 'Continue 2/4' });
}

test('a building structure is asked for a Garage, Shed or Locked Building, not a Driveway', async () => {
  const { user } = await toVehicleStep();
  expect(screen.getByRole('combobox', { name: 'Overnight parking' })).toHaveValue('Driveway');
  expect(screen.queryByRole('combobox', { name: 'Building structure' })).toBeNull();

  await choose(user, 'Overnight parking', 'Garage');
  await user.click(continueButton());
  const structure = screen.getByRole('combobox', { name: 'Building structure' });
  expect(structure).toHaveAccessibleDescription(
    new RegExp(`^${policyFieldRequired('Building structure')}`),
  );

  for (const kept of ['Shed', 'Locked Building']) {
    await choose(user, 'Overnight parking', kept);
    expect(screen.getByRole('combobox', { name: 'Building structure' })).toBeInTheDocument();
  }
  await choose(user, 'Overnight parking', 'Street');
  expect(screen.queryByRole('combobox', { name: 'Building structure' })).toBeNull();
  await continueFrom(user, 2);
});

test('the annual mileage is required, and a whole number up to 150,000', async () => {
  const { user } = await toVehicleStep();
  const mileage = field('Annual mileage');
  expect(mileage).toHaveValue('8000');

  await user.clear(mileage);
  await user.click(continueButton());
  expect(mileage).toHaveAccessibleDescription(
    new RegExp(`^${policyFieldRequired('Annual mileage')}`),
  );

  await enter(user, mileage, '150,001');
  expect(mileage).toHaveAccessibleDescription(new RegExp(`^${MILEAGE_RANGE}`));
  await enter(user, mileage, 'lots');
  expect(mileage).toHaveAccessibleDescription(new RegExp(`^${MILEAGE_RANGE}`));

  await enter(user, mileage, '150,000');
  expect(mileage).not.toHaveAccessibleDescription(new RegExp(MILEAGE_RANGE));
  await continueFrom(user, 2);
});

test("with one vehicle each driver's usage of it is asked, from what the policy holds", async () => {
  await toVehicleStep();

  expect(screen.getByRole('combobox', { name: 'Vehicle usage (Sarah Mitchell)' })).toHaveValue(
    'Social, domestic and commuting',
  );
});

test('with two vehicles no usage is asked, and each vehicle has its own answers', async () => {
  const { user } = setUp({ policy: FLEET });
  await answerAddressStep(user);
  await enter(user, field('County', group('YX68 FGH - Ford Fiesta')), 'West Yorkshire');
  await continueFrom(user, 1);

  expect(screen.queryByRole('combobox', { name: /Vehicle usage/ })).toBeNull();
  const fiesta = within(group('YX68 FGH - Ford Fiesta'));
  expect(fiesta.getByRole('combobox', { name: 'Overnight parking' })).toHaveValue('Street');
  await choose(user, 'Overnight parking', 'Garage', group('AB19 CDE - Mazda MX-5'));
  expect(fiesta.queryByRole('combobox', { name: 'Building structure' })).toBeNull();
  expect(
    within(group('AB19 CDE - Mazda MX-5')).getByRole('combobox', { name: 'Building structure' }),
  ).toBeInTheDocument();
  await stepHeading(2);
});
