// @vitest-environment jsdom
import { todayIso, yearsBefore } from '@portal/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TOM } from '../components/test-person';
import {
  answerPersonalDetails,
  continueFrom,
  continueTo,
  goToStep,
  setUp,
  stepHeading,
} from '../components/test-person-form';

// Step 3 of the driver form (policy-changes.md §2, §5): at least one job; the first job cannot
// be removed, others can.

test('the first job has no Remove; another job has', async () => {
  const { user } = setUp({ person: TOM.ID });
  await goToStep(user, 3);

  expect(screen.getByRole('group', { name: 'Job 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove job 1' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add another job' }));
  expect(screen.getByRole('button', { name: 'Remove job 2' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove job 1' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Remove job 2' }));
  expect(screen.queryByRole('group', { name: 'Job 2' })).toBeNull();
});

test('a new person needs details for at least one job', async () => {
  const { user } = setUp();
  await answerPersonalDetails(user, yearsBefore(todayIso(), 20));
  await continueTo(user, 1, 3);

  await continueFrom(user, 3);

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please provide details for at least one job',
  );
  expect(screen.getByRole('group', { name: 'Jobs' })).toHaveAccessibleDescription(
    'Please provide details for at least one job',
  );
  expect(await stepHeading(3)).toBeInTheDocument();
});
