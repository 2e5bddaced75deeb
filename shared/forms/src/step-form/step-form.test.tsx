// @vitest-environment jsdom
import { ApiError, daysAfter, MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  button,
  field,
  NAME_MISSING,
  PET_MISSING,
  renderStepForm,
  stepHeading,
  tick,
  today,
} from './test-step-form';

// The step form (policy-changes.md §2, §4, §8) on a small form of three steps.

test('Continue is held by an error of its own step, shown under the field and summed up', async () => {
  const { user } = renderStepForm();
  await stepHeading(1);

  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));

  expect(screen.getByRole('alert')).toHaveTextContent(NAME_MISSING);
  expect(field('Name')).toHaveAccessibleDescription(NAME_MISSING);
  // The next step's missing answer is not this step's to show.
  expect(screen.queryByText(PET_MISSING)).toBeNull();
  expect(await stepHeading(1)).toBeInTheDocument();

  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));
  expect(await stepHeading(2)).toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('Previous keeps the answers of both steps, and moves focus to the heading', async () => {
  const { user } = renderStepForm();
  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));
  await stepHeading(2);
  await user.type(field("Pet's name"), 'Rex');

  await user.click(screen.getByRole('button', { name: 'Previous' }));

  expect(await stepHeading(1)).toHaveFocus();
  expect(field('Name')).toHaveValue('Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));
  expect(await stepHeading(2)).toHaveFocus();
  expect(field("Pet's name")).toHaveValue('Rex');
});

test('the progress beside the form marks the current step', async () => {
  const { user } = renderStepForm();
  const progress = within(screen.getByRole('complementary'));
  expect(progress.getByText('Step 1 of 3: About you')).toBeInTheDocument();

  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));

  expect(progress.getByText('Step 2 of 3: Your pet')).toBeInTheDocument();
  expect(progress.getByText('Your pet').closest('li')).toHaveAttribute('aria-current', 'step');
  expect(progress.getByText(/About you/).closest('li')).not.toHaveAttribute('aria-current');
});

async function toLastStep(user: ReturnType<typeof renderStepForm>['user']) {
  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));
  await stepHeading(2);
  await user.type(field("Pet's name"), 'Rex');
  await user.click(screen.getByRole('button', { name: 'Continue 2/3' }));
  await stepHeading(3);
}

test("'Send for review' shows only on the last step once ticked; an edit clears the tick", async () => {
  const { user } = renderStepForm();
  await stepHeading(1);
  expect(button('Send for review')).toBeNull();
  await toLastStep(user);
  expect(button('Continue 3/3')).toBeNull();
  expect(button('Send for review')).toBeNull();

  await user.click(tick());
  expect(button('Send for review')).toBeInTheDocument();

  await user.type(field('Date the change takes effect'), '{backspace}');
  expect(tick()).not.toBeChecked();
  expect(button('Send for review')).toBeNull();
});

test('a move to another step clears the tick', async () => {
  const { user } = renderStepForm();
  await toLastStep(user);
  await user.click(tick());

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await stepHeading(2);
  await user.click(screen.getByRole('button', { name: 'Continue 2/3' }));

  expect(await stepHeading(3)).toHaveFocus();
  expect(tick()).not.toBeChecked();
  expect(button('Send for review')).toBeNull();
});

test('sending calls with the checked values and hands over the answer', async () => {
  const { user, submit, onSuccess } = renderStepForm();
  await toLastStep(user);
  await user.click(tick());

  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  const sent = { name: 'Sam', pet: 'Rex', effective_date: today };
  expect(submit).toHaveBeenCalledWith(sent);
  expect(onSuccess).toHaveBeenCalledWith(MESSAGES.sentForReview, sent);
});

test('an effective date 30 days ahead holds the send on the last step; 29 is taken', async () => {
  const { user, submit } = renderStepForm();
  await toLastStep(user);
  const date = field('Date the change takes effect');
  await user.clear(date);
  await user.type(date, daysAfter(today, 30).split('-').reverse().join('/'));
  await user.click(tick());

  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.effectiveDateOutOfRange);
  expect(date).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.effectiveDateOutOfRange}`));
  expect(submit).not.toHaveBeenCalled();

  await user.clear(date);
  await user.type(date, daysAfter(today, 29).split('-').reverse().join('/'));
  expect(date).not.toHaveAccessibleDescription(new RegExp(MESSAGES.effectiveDateOutOfRange));
});

test("a server's refusal opens the earliest step it names, with its message", async () => {
  const taken = 'That name is already on the policy.';
  const { user } = renderStepForm(() =>
    Promise.reject(new ApiError(taken, 422, { pet: [taken], effective_date: ['Too late.'] })),
  );
  await toLastStep(user);
  await user.click(tick());

  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await stepHeading(2)).toHaveFocus();
  expect(field("Pet's name")).toHaveAccessibleDescription(taken);
  expect(screen.getByRole('alert')).toHaveTextContent(taken);
});

test('a refusal of the whole form stays on the last step with its message', async () => {
  const { user } = renderStepForm(() => Promise.reject(new ApiError(MESSAGES.noChanges, 0)));
  await toLastStep(user);
  await user.click(tick());

  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noChanges);
  expect(await stepHeading(3)).toBeInTheDocument();
});

test('Enter in a field neither sends nor moves on', async () => {
  const { user, submit } = renderStepForm();
  await user.type(field('Name'), 'Sam{Enter}');

  expect(await stepHeading(1)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(submit).not.toHaveBeenCalled();
});
