// @vitest-environment jsdom
import { daysAfter, todayIso, yearsBefore } from '@portal/contract';
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
  holding,
  setUp,
  stepHeading,
} from '../components/test-person-form';

// Step 4 of the driver form (policy-changes.md §5): licence, usage, qualifications and
// convictions. Reached by updating a driver whose answers are complete.

const today = todayIso();

test('the licence number takes exactly 16 characters: not 15, not 17', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 4);
  const length = 'The licence number must be exactly 16 characters.';

  await enter(user, 'Licence number', 'A'.repeat(15));
  await continueFrom(user, 4);
  expect(field('Licence number')).toHaveAccessibleDescription(holding(length));

  await enter(user, 'Licence number', 'A'.repeat(17));
  expect(field('Licence number')).toHaveAccessibleDescription(holding(length));

  await enter(user, 'Licence number', 'A'.repeat(16));
  expect(field('Licence number')).not.toHaveAccessibleDescription(holding(length));
  await continueFrom(user, 4);
  expect(await stepHeading(5)).toBeInTheDocument();
});

test('a conviction: 100 points are taken, 101 refused; a date over 5 years ago refused', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 4);
  await user.click(screen.getByRole('button', { name: 'Add a conviction' }));
  await choose(user, 'Offence', 'SP30 - Exceeding statutory speed limit on a public road');
  await enterDate(user, 'Date of the conviction', daysAfter(yearsBefore(today, 5), -1));
  await enter(user, 'Fine', '100');
  await enter(user, 'Penalty points', '101');
  await enterDate(user, 'Date the ban expires or expired', daysAfter(yearsBefore(today, 5), -1));

  await continueFrom(user, 4);

  expect(field('Penalty points')).toHaveAccessibleDescription(
    'The penalty points must be a whole number from 0 to 100.',
  );
  expect(field('Date of the conviction')).toHaveAccessibleDescription(
    'The conviction date must be within the last 5 years and not in the future.',
  );
  expect(field('Date the ban expires or expired')).toHaveAccessibleDescription(
    'The ban expiry date must be within the last 5 years and not in the future.',
  );

  await enter(user, 'Penalty points', '100');
  await enterDate(user, 'Date of the conviction', yearsBefore(today, 5));
  await enterDate(user, 'Date the ban expires or expired', today);
  await continueFrom(user, 4);
  expect(await stepHeading(5)).toBeInTheDocument();
});

test('answering no to criminal offences clears their description', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 4);
  const question = 'Has the driver any unspent criminal offences?';

  await choose(user, question, 'Yes');
  await enter(user, 'Details of the criminal offences', 'Theft, 2019');
  await choose(user, question, 'No');
  expect(screen.queryByRole('textbox', { name: 'Details of the criminal offences' })).toBeNull();

  await choose(user, question, 'Yes');
  expect(field('Details of the criminal offences')).toHaveValue('');
});

test('criminal offences answered yes need their description', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 4);

  await choose(user, 'Has the driver any unspent criminal offences?', 'Yes');
  await continueFrom(user, 4);

  expect(field('Details of the criminal offences')).toHaveAccessibleDescription(
    "Please provide the driver's criminal offences",
  );
});
