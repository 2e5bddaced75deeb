// @vitest-environment jsdom
import { todayIso } from '@portal/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TOM } from '../components/test-person';
import {
  choose,
  continueFrom,
  enter,
  enterDate,
  field,
  goToStep,
  setUp,
  stepHeading,
} from '../components/test-person-form';

// Step 5 of the driver form (policy-changes.md §5): claims of the last 5 years.

test('a claim costing -1 is refused; 0 is taken', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 5);
  await user.click(screen.getByRole('button', { name: 'Add a claim' }));
  await choose(user, 'Type of claim', 'Theft');
  await enterDate(user, 'Date of the claim', todayIso());
  await choose(user, 'Was it a fault claim?', 'No');
  await choose(user, 'Was the no claims bonus affected?', 'No');
  await enter(user, 'Cost of the claim', '-1');

  await continueFrom(user, 5);
  expect(field('Cost of the claim')).toHaveAccessibleDescription(
    'The claim cost must be a whole number of pounds from 0 to 10,000,000.',
  );

  await enter(user, 'Cost of the claim', '0');
  await continueFrom(user, 5);
  expect(await stepHeading(6)).toBeInTheDocument();
});

test('a claim added can be removed again', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 5);

  await user.click(screen.getByRole('button', { name: 'Add a claim' }));
  await user.click(screen.getByRole('button', { name: 'Add a claim' }));
  expect(screen.getByRole('group', { name: 'Claim 2' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove claim 1' }));
  expect(screen.queryByRole('group', { name: 'Claim 2' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Remove claim 1' }));
  expect(screen.queryByRole('group', { name: 'Claim 1' })).toBeNull();
  await continueFrom(user, 5);
  expect(await stepHeading(6)).toBeInTheDocument();
});
