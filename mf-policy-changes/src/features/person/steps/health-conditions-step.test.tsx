// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TOM } from '../components/test-person';
import { choose, continueFrom, field, goToStep, setUp } from '../components/test-person-form';

// Step 2 of the driver form (policy-changes.md §5): health conditions, and licence restrictions
// asked for when there are some and cleared when there are none.

test('a health condition needs its description, diagnosis date and DVLA answer', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 2);

  await user.click(screen.getByRole('button', { name: 'Add a health condition' }));
  await continueFrom(user, 2);

  expect(screen.getByRole('combobox', { name: 'Health condition' })).toHaveAccessibleDescription(
    'Please select a health condition',
  );
  expect(field('Date of diagnosis')).toHaveAccessibleDescription(
    'Please provide the diagnosis date',
  );
  expect(
    screen.getByRole('combobox', { name: 'Has the DVLA been notified?' }),
  ).toHaveAccessibleDescription('Please tell us whether the DVLA has been notified');
  for (const name of ['Health condition', 'Has the DVLA been notified?']) {
    expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
  }
});

test('licence restrictions are asked for when there are some, and cleared when not', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 2);
  await user.click(screen.getByRole('button', { name: 'Add a health condition' }));
  const question = 'Does the condition restrict the licence?';

  await choose(user, question, 'Yes');
  await choose(user, 'Licence restrictions', 'Automatic vehicles only');
  expect(screen.getByRole('combobox', { name: 'Licence restrictions' })).toHaveValue(
    'Automatic vehicles only',
  );
  await choose(user, question, 'No');
  expect(screen.queryByRole('combobox', { name: 'Licence restrictions' })).toBeNull();

  await choose(user, question, 'Yes');
  expect(screen.getByRole('combobox', { name: 'Licence restrictions' })).toHaveValue('');
});
