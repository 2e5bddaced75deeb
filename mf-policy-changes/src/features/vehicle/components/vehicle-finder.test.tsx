// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { FOCUS } from './test-vehicle';
import { choose, enter, field, form, search, setUp, startingWith } from './test-vehicle-form';

// The vehicle finder (policy-changes.md §4 'Vehicle finder', §5 'Vehicle', §8 'Vehicle lookup
// failure', §9 registration up to 8 characters), on the add-vehicle route at a phone's width.

beforeEach(() => setScreenWidth(375));

const ADD = 'Add a vehicle';

function searchButton() {
  return screen.getByRole('button', { name: 'Search' });
}

function lookups(network: ReturnType<typeof setUp>['network']) {
  return network.callsTo(endpoints.lookupRegistration);
}

test('the search is disabled while the registration is empty', async () => {
  const { user } = setUp();
  await form(ADD);
  expect(searchButton()).toBeDisabled();

  await user.type(field('Registration number'), 'ab1');
  expect(field('Registration number')).toHaveValue('AB1');
  expect(searchButton()).toBeEnabled();

  await user.clear(field('Registration number'));
  expect(searchButton()).toBeDisabled();
});

test('a registration of 8 characters is looked up; 9 are refused under the field', async () => {
  const { user, network } = setUp();
  await form(ADD);

  await search(user, 'ab12 cdefg');
  expect(field('Registration number')).toHaveAccessibleDescription(
    startingWith(MESSAGES.registrationTooLong),
  );
  expect(lookups(network)).toEqual([]);

  await search(user, 'ab12 cdef');
  await waitFor(() => expect(lookups(network)).toHaveLength(1));
  expect(lookups(network)[0]?.body).toEqual({ registration: 'AB12CDEF' });
  expect(field('Registration number')).not.toHaveAccessibleDescription(
    startingWith(MESSAGES.registrationTooLong),
  );
});

test("a found vehicle asks 'Is this a ...?'; Yes fills in its fields behind 'Show more'", async () => {
  const { user } = setUp();
  await form(ADD);

  await search(user, 'ab12 cde');
  const question = await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  expect(within(question).getByText(`Is this a ${FOCUS.label}?`)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Yes' }));

  expect(screen.getByRole('status')).toHaveTextContent(
    `The details of the ${FOCUS.label} are filled in.`,
  );
  expect(screen.getByText('Ford Focus, 2012, 999cc, Manual')).toBeVisible();
  expect(field('Registration number')).toHaveValue('AB12CDE');
  expect(screen.queryByRole('combobox', { name: 'Make' })).toBeNull();

  const more = screen.getByRole('button', { name: 'Show more' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Ford');
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Focus');
  expect(field(/^Engine size/)).toHaveValue('999cc');
  expect(screen.getByRole('combobox', { name: 'Transmission' })).toHaveValue('Manual');
  expect(field('Year of manufacture')).toHaveValue('2012');

  await user.click(screen.getByRole('button', { name: 'Show less' }));
  expect(screen.queryByRole('combobox', { name: 'Make' })).toBeNull();
});

test('No keeps the registration and opens the fields to enter by hand', async () => {
  const { user } = setUp();
  await form(ADD);

  await search(user, 'ab12 cde');
  await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  await user.click(screen.getByRole('button', { name: 'No' }));

  expect(field('Registration number')).toHaveValue('AB12 CDE');
  expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Please enter the vehicle details below.');
});

test('a registration the finder cannot find shows the banner', async () => {
  const { user } = setUp();
  await form(ADD);

  await search(user, 'zz99 zzz');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.vehicleNotFound);
  expect(screen.queryByRole('group', { name: /^Is this a/ })).toBeNull();
});

test('lookups are cached per registration', async () => {
  const { user, network } = setUp();
  await form(ADD);

  await search(user, 'ab12 cde');
  await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  await search(user, 'AB12CDE');
  await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  expect(lookups(network)).toHaveLength(1);

  await search(user, 'bk21 xrt');
  await screen.findByRole('group', { name: /^Is this a 2021 Toyota Yaris/ });
  expect(lookups(network)).toHaveLength(2);
});

test('no registration asks the chassis number, opening the fields; switching clears the other', async () => {
  const { user } = setUp();
  await form(ADD);
  await search(user, 'ab12 cde');
  await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(screen.queryByRole('combobox', { name: 'Make' })).toBeNull();

  await choose(user, 'Does the vehicle have a registration number?', 'No');
  expect(screen.queryByRole('textbox', { name: 'Registration number' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Ford');
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  await enter(user, 'Chassis number', 'WF0XXXGAJX1234567');

  await choose(user, 'Does the vehicle have a registration number?', 'Yes');
  expect(field('Registration number')).toHaveValue('');
  await choose(user, 'Does the vehicle have a registration number?', 'No');
  expect(field('Chassis number')).toHaveValue('');
});
