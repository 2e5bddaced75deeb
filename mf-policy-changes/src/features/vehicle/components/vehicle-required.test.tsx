// @vitest-environment jsdom
import { MESSAGES, problemsBelow, provideVehicleField } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { VAN } from './test-vehicle';
import { choose, field, form, send, setUp, startingWith } from './test-vehicle-form';

// What adding a vehicle requires (policy-changes.md §5 'Vehicle'), in the vehicle wording
// ('Please provide the vehicle make'): every message under its own field, nothing sent.

beforeEach(() => setScreenWidth(375));

const ADD = 'Add a vehicle';

function select(name: string) {
  return screen.getByRole('combobox', { name });
}

test('an empty car asks every required answer under its field and sends nothing', async () => {
  const { user, network } = setUp();
  await form(ADD);

  await send(user);

  const asked: [HTMLElement, string][] = [
    [select('Make'), 'make'],
    [field(/^Engine size/), 'engine size'],
    [select('Transmission'), 'transmission'],
    [field('Year of manufacture'), 'year of manufacture'],
    [field('Registration number'), 'registration number'],
    [select('Is the vehicle imported?'), 'import status'],
    [select('Has the vehicle been modified?'), 'modification status'],
    [select('Has the vehicle ever been written off?'), 'write-off history'],
    [select('Is the car a kit car?'), 'kit car status'],
    [select('Is the car left-hand drive?'), 'left-hand drive status'],
    [select('Where is the vehicle kept overnight?'), 'overnight location'],
    [select('Are you the registered keeper of the vehicle?'), 'registered keeper status'],
  ];
  for (const [input, name] of asked) {
    expect(input).toHaveAccessibleDescription(startingWith(provideVehicleField(name)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  }
  // The model has the make's message to wait for, and its own.
  expect(select('Model')).toHaveAccessibleDescription(/Please provide the vehicle model/);
  expect(screen.getByRole('alert')).toHaveTextContent(problemsBelow(asked.length + 1));
  expect(network.sent()).toEqual([]);
});

test('a van is not asked about kit cars or left-hand drive', async () => {
  setUp({ policy: VAN });
  await form(ADD);

  expect(screen.getByRole('combobox', { name: 'Is the vehicle imported?' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Is the car a kit car?' })).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Is the car left-hand drive?' })).toBeNull();
});

test('an import asks its country, a modification its details; a no takes them away', async () => {
  const { user } = setUp();
  await form(ADD);

  await choose(user, 'Is the vehicle imported?', 'Yes');
  await choose(user, 'Has the vehicle been modified?', 'Yes');
  const details = field(/^Modifications/);
  expect(details).toHaveAccessibleDescription(new RegExp(MESSAGES.modificationsHelp));
  await send(user);
  expect(select('Country of origin')).toHaveAccessibleDescription(
    startingWith(provideVehicleField('country of origin')),
  );
  expect(details).toHaveAccessibleDescription(startingWith(provideVehicleField('modifications')));

  await choose(user, 'Is the vehicle imported?', 'No');
  await choose(user, 'Has the vehicle been modified?', 'No');
  expect(screen.queryByRole('combobox', { name: 'Country of origin' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /^Modifications/ })).toBeNull();
});

test('someone else as registered keeper asks who, and who owns the vehicle', async () => {
  const { user } = setUp();
  await form(ADD);

  await choose(user, 'Are you the registered keeper of the vehicle?', 'No');
  await send(user);
  expect(select('Who is the registered keeper?')).toHaveAccessibleDescription(
    startingWith(provideVehicleField('registered keeper')),
  );
  expect(field('Who is the legal owner?')).toHaveAccessibleDescription(
    startingWith(provideVehicleField('legal owner')),
  );

  await choose(user, 'Are you the registered keeper of the vehicle?', 'Yes');
  expect(screen.queryByRole('combobox', { name: 'Who is the registered keeper?' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Who is the legal owner?' })).toBeNull();
});
