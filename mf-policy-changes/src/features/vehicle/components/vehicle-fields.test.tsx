// @vitest-environment jsdom
import {
  daysAfter,
  endpoints,
  formatDate,
  MESSAGES,
  todayIso,
  vehicleYearRange,
} from '@portal/contract';
import { createFakeNetwork, renderWithPortal, setScreenWidth } from '@portal/platform/testing';
import { Form } from '@portal/ui';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { FORM_OPTIONS, MAKES } from './test-vehicle';
import { choose, enter, field, form, setUp, startingWith } from './test-vehicle-form';
import { VehicleFields } from './vehicle-fields';

// The vehicle's own inputs at their boundaries (policy-changes.md §4 'Vehicle finder', §5
// 'Vehicle', §9): the year, make then model, whole numbers and money, the purchase date, the
// security features and the vehicle's use - as the add-vehicle form shows them on a phone.

beforeEach(() => setScreenWidth(375));

const ADD = 'Add a vehicle';
const today = todayIso();
const year = Number(today.slice(0, 4));

test('the year may be 1885 to this year, not 1884 nor next year; non-digits are dropped', async () => {
  const { user } = setUp();
  await form(ADD);
  const outside = startingWith(vehicleYearRange(year));
  const input = field('Year of manufacture');

  await enter(user, 'Year of manufacture', '18a84');
  await user.tab();
  expect(input).toHaveValue('1884');
  expect(input).toHaveAccessibleDescription(outside);

  await enter(user, 'Year of manufacture', '1885');
  expect(input).not.toHaveAccessibleDescription(outside);

  await enter(user, 'Year of manufacture', String(year + 1));
  expect(input).toHaveAccessibleDescription(outside);

  await enter(user, 'Year of manufacture', String(year));
  expect(input).not.toHaveAccessibleDescription(outside);
});

test("the model waits for a make, then offers that make's models", async () => {
  const { user } = setUp();
  await form(ADD);
  const model = () => screen.getByRole('combobox', { name: 'Model' });
  expect(model()).toBeDisabled();
  expect(model()).toHaveAccessibleDescription(MESSAGES.pickManufacturerFirst);

  await choose(user, 'Make', 'Ford');
  expect(model()).toBeEnabled();
  expect(model()).not.toHaveAccessibleDescription(MESSAGES.pickManufacturerFirst);
  await user.click(model());
  const listbox = document.getElementById(model().getAttribute('aria-controls') ?? '');
  const offered = within(listbox ?? document.body).getAllByRole('option', { hidden: true });
  expect(offered.map((option) => option.textContent)).toEqual(['Fiesta', 'Focus']);
  await user.click(
    within(listbox ?? document.body).getByRole('option', { name: 'Focus', hidden: true }),
  );
  expect(model()).toHaveValue('Focus');

  // Another make does not make the Focus.
  await choose(user, 'Make', 'Toyota');
  expect(model()).toHaveValue('');
});

test('money shows £ and separators: £0 to £10,000,000; mileage 0 to 150,000', async () => {
  const { user } = setUp();
  await form(ADD);
  const value = field('Estimated value');
  const mileage = field('Annual mileage');

  await enter(user, 'Estimated value', '£12500.99');
  expect(value).toHaveValue('12,500');
  await enter(user, 'Estimated value', '10000001');
  await user.tab();
  expect(value).toHaveValue('10,000,001');
  expect(value).toHaveAccessibleDescription(startingWith(MESSAGES.estValueInvalid));
  await enter(user, 'Estimated value', '10,000,000');
  expect(value).not.toHaveAccessibleDescription(startingWith(MESSAGES.estValueInvalid));
  await enter(user, 'Estimated value', '-0');
  expect(value).toHaveValue('0');
  expect(value).not.toHaveAccessibleDescription(startingWith(MESSAGES.estValueInvalid));

  await enter(user, 'Annual mileage', '150,001 miles');
  await user.tab();
  expect(mileage).toHaveValue('150001');
  expect(mileage).toHaveAccessibleDescription(startingWith(MESSAGES.mileageInvalid));
  await enter(user, 'Annual mileage', '150000');
  expect(mileage).not.toHaveAccessibleDescription(startingWith(MESSAGES.mileageInvalid));
  expect(screen.getByRole('combobox', { name: 'Mileage unit' })).toHaveValue('Miles');
});

test('the purchase date may be up to 30 days ahead, and not before 1885', async () => {
  const { user } = setUp();
  await form(ADD);
  const date = field(/^Date of purchase/);

  await enter(user, /^Date of purchase/, formatDate(daysAfter(today, 31)));
  await user.tab();
  expect(date).toHaveAccessibleDescription(startingWith(MESSAGES.purchaseDateTooLate));
  await enter(user, /^Date of purchase/, formatDate(daysAfter(today, 30)));
  expect(date).not.toHaveAccessibleDescription(startingWith(MESSAGES.purchaseDateTooLate));

  await enter(user, /^Date of purchase/, '31/12/1884');
  expect(date).toHaveAccessibleDescription(startingWith(MESSAGES.purchaseDateTooEarly));
  await enter(user, /^Date of purchase/, '01/01/1885');
  expect(date).not.toHaveAccessibleDescription(startingWith(MESSAGES.purchaseDateTooEarly));
});

test('security features are several choices, found by searching', async () => {
  const { user } = setUp();
  await form(ADD);
  const features = screen.getByRole('combobox', { name: /^Security features/ });

  await user.type(features, 'track');
  await user.click(await screen.findByRole('option', { name: 'Tracker', hidden: true }));
  await user.type(features, 'dash');
  await user.click(await screen.findByRole('option', { name: 'Dashcam', hidden: true }));

  const list = screen.getByRole('list', { name: 'Security features chosen' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Tracker', 'Dashcam']);
  await user.click(within(list).getByRole('button', { name: 'Remove Tracker' }));
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Dashcam']);
  expect(features).toHaveFocus();
});

test("the vehicle's use is the main user's, shown and not asked", async () => {
  setUp();
  await form(ADD);

  const usage = field(/^Vehicle use/);
  expect(usage).toHaveValue('Social, domestic and commuting');
  expect(usage).toHaveAttribute('readonly');
});

test('another form can ask the vehicle fields without the value, keeper or chassis path', async () => {
  const network = createFakeNetwork().on(endpoints.getMakesAndModels, MAKES);
  // As the agreed-value vehicle step would: its own form around the same fields.
  renderWithPortal(
    <Form
      onSubmit={() => undefined}
      initialValues={{ vehicle: { has_reg_number: true } }}
      render={() => (
        <VehicleFields
          policyId={101}
          options={FORM_OPTIONS}
          car
          agreed
          asksKeeper={false}
          chassisPath={false}
        />
      )}
    />,
    { network, signedIn: true },
  );

  expect(await screen.findByRole('combobox', { name: 'Make' })).toBeVisible();
  expect(field('Registration number')).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Is the car a kit car?' })).toBeVisible();
  for (const name of [
    'Does the vehicle have a registration number?',
    'Are you the registered keeper of the vehicle?',
  ]) {
    expect(screen.queryByRole('combobox', { name })).toBeNull();
  }
  expect(screen.queryByRole('textbox', { name: 'Estimated value' })).toBeNull();
});
