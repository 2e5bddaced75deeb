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
} from '../components/test-policy-details';
import { FLEET } from '../components/test-policy-fixtures';

// Step 3 of the policy details form (policy-changes.md §2, §3, §5 'Policy details form').

const required = (label: string) => new RegExp(`^${policyFieldRequired(label)}`);

async function toEmploymentStep() {
  const view = setUp({ policy: FLEET });
  await answerAddressStep(view.user);
  await enter(view.user, field('County', group('YX68 FGH - Ford Fiesta')), 'West Yorkshire');
  await continueFrom(view.user, 1);
  await continueFrom(view.user, 2);
  return view;
}

test('each driver is asked whether the occupation changed', async () => {
  const { user } = await toEmploymentStep();

  await user.click(screen.getByRole('button', { name: 'Continue 3/4' }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sorry there are 2 problems below, please check them and try again.',
  );
  for (const name of ['Sarah Mitchell', 'Tom Mitchell']) {
    expect(
      within(group(name)).getByRole('combobox', { name: 'Occupation changed' }),
    ).toHaveAccessibleDescription(required('Occupation changed'));
  }
});

test('a changed occupation asks for the jobs, each with its status, business and title', async () => {
  const { user } = await toEmploymentStep();
  const tom = group('Tom Mitchell');
  expect(within(tom).queryByRole('group', { name: 'Occupations' })).toBeNull();

  await choose(user, 'Occupation changed', 'No', group('Sarah Mitchell'));
  await choose(user, 'Occupation changed', 'Yes', tom);
  const jobs = within(tom).getByRole('group', { name: 'Occupations' });
  // The jobs on the policy are where the answer starts; the first cannot be removed.
  expect(within(jobs).getByRole('combobox', { name: 'Job title' })).toHaveValue('Teacher');
  expect(within(jobs).queryByRole('button', { name: 'Remove job 1' })).toBeNull();

  await user.click(within(jobs).getByRole('button', { name: 'Add another job' }));
  await user.click(screen.getByRole('button', { name: 'Continue 3/4' }));
  const second = within(jobs).getByRole('group', { name: 'Job 2' });
  for (const label of ['Employment status', 'Nature of business', 'Job title']) {
    expect(within(second).getByRole('combobox', { name: label })).toHaveAccessibleDescription(
      required(label),
    );
  }

  await user.click(within(jobs).getByRole('button', { name: 'Remove job 2' }));
  await continueFrom(user, 3);
});
