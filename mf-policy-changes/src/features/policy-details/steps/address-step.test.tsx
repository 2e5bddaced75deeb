// @vitest-environment jsdom
import { policyFieldRequired } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  choose,
  continueFrom,
  enter,
  field,
  group,
  setUp,
  stepHeading,
} from '../components/test-policy-details';
import { ADDRESS, CAR, FLEET } from '../components/test-policy-fixtures';

// Step 1 of the policy details form (policy-changes.md §2, §5 'Policy details form', §8).

const required = (label: string) => new RegExp(`^${policyFieldRequired(label)}`);

function combobox(name: string) {
  return screen.getByRole('combobox', { name });
}

test('Continue asks for each answer of the step in the policy form wording', async () => {
  const { user } = setUp({ policy: { ...CAR, address: { ...CAR.address, dwelling_type: null } } });
  await stepHeading(1);

  await user.click(screen.getByRole('button', { name: 'Continue 1/4' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sorry there are 4 problems below, please check them and try again.',
  );
  expect(combobox('Dwelling type')).toHaveAccessibleDescription(required('Dwelling type'));
  expect(combobox('Home address')).toHaveAccessibleDescription(required('Home address'));
  expect(combobox('Homeowner')).toHaveAccessibleDescription(required('Homeowner'));
  expect(combobox('Property type')).toHaveAccessibleDescription(required('Property type'));
  // The vehicle is kept at the policy address, as the policy has it; later steps wait.
  expect(combobox('Kept at the policy address')).toHaveValue('Yes');
  expect(screen.queryByText(policyFieldRequired('Occupation changed'))).toBeNull();
  expect(await stepHeading(1)).toBeInTheDocument();
});

test('home address details are asked when the policy address is not the home, only then', async () => {
  const { user } = setUp();
  await stepHeading(1);
  expect(screen.queryByRole('textbox', { name: 'Home address details' })).toBeNull();

  await choose(user, 'Home address', 'No');
  await user.click(screen.getByRole('button', { name: 'Continue 1/4' }));
  expect(field('Home address details')).toHaveAccessibleDescription(
    required('Home address details'),
  );
  expect(field('Home address details')).toHaveAttribute('aria-required', 'true');

  await choose(user, 'Home address', 'Yes');
  expect(screen.queryByRole('textbox', { name: 'Home address details' })).toBeNull();
});

test('the policy address lines are required in the policy form wording', async () => {
  const { user } = setUp();
  const address = await screen.findByRole('group', { name: 'Policy address' });
  expect(field('Address line 1', address)).toHaveValue(ADDRESS.line_one);

  await user.clear(field('Address line 1', address));
  await user.clear(field('County', address));
  await user.click(screen.getByRole('button', { name: 'Continue 1/4' }));

  expect(field('Address line 1', address)).toHaveAccessibleDescription(
    policyFieldRequired('Address line 1'),
  );
  expect(field('County', address)).toHaveAccessibleDescription(policyFieldRequired('County'));
  expect(field('Address line 3', address)).not.toHaveAccessibleDescription(/required/);
});

test('a vehicle kept away from the policy address needs its garaging address', async () => {
  const { user } = setUp();
  const car = await screen.findByRole('group', { name: 'AB19 CDE - Mazda MX-5' });
  expect(screen.queryByRole('group', { name: 'Garaging address' })).toBeNull();

  await choose(user, 'Kept at the policy address', 'No', car);
  await user.click(screen.getByRole('button', { name: 'Continue 1/4' }));

  const garage = group('Garaging address');
  for (const label of ['Address line 1', 'Address line 2', 'Town', 'County', 'Postcode']) {
    expect(field(label, garage)).toHaveAccessibleDescription(policyFieldRequired(label));
  }
  expect(field('Address line 3', garage)).not.toHaveAccessibleDescription(/required/);

  await choose(user, 'Kept at the policy address', 'Yes', car);
  expect(screen.queryByRole('group', { name: 'Garaging address' })).toBeNull();
});

test('each vehicle is asked where it is kept, starting from what the policy holds', async () => {
  const { user } = setUp({ policy: FLEET });
  const away = await screen.findByRole('group', { name: 'YX68 FGH - Ford Fiesta' });
  const home = group('AB19 CDE - Mazda MX-5');

  expect(within(home).getByRole('combobox', { name: 'Kept at the policy address' })).toHaveValue(
    'Yes',
  );
  expect(within(away).getByRole('combobox', { name: 'Kept at the policy address' })).toHaveValue(
    'No',
  );
  expect(field('Address line 1', away)).toHaveValue('3 Mill Lane');

  await choose(user, 'Home address', 'Yes');
  await choose(user, 'Homeowner', 'No');
  await choose(user, 'Property type', 'Rented privately');
  // The policy holds that address without a county, which the form requires (§5).
  await user.click(screen.getByRole('button', { name: 'Continue 1/4' }));
  expect(screen.getByRole('alert')).toHaveTextContent(policyFieldRequired('County'));
  expect(field('County', away)).toHaveAccessibleDescription(policyFieldRequired('County'));

  await enter(user, field('County', away), 'West Yorkshire');
  await continueFrom(user, 1);
});
