// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { button, field, renderStepForm, stepHeading, tick } from './test-step-form';

// A step form worded and checked as the agreed-value form is (policy-changes.md §2 'Agreed value
// (AVP) form': Back, Next and 'Submit for review', no accuracy tick), with its own controls above
// the steps. The driver form's wording and tick stay the default (step-form.test.tsx).

const AGREED_VALUE = {
  submitLabel: 'Submit for review',
  previousLabel: 'Back',
  nextLabel: 'Next',
  confirm: false,
  header: <button type="button">Retrieved Saved Values</button>,
} as const;

test('the buttons read Back and Next, and the header shows on every step', async () => {
  const { user } = renderStepForm(undefined, AGREED_VALUE);
  await stepHeading(1);
  expect(button('Retrieved Saved Values')).toBeInTheDocument();
  expect(button('Continue 1/3')).toBeNull();
  expect(button('Back')).toBeNull();
  expect(button('Submit for review')).toBeNull();

  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await stepHeading(2)).toHaveFocus();
  expect(button('Retrieved Saved Values')).toBeInTheDocument();
  expect(button('Previous')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading(1)).toHaveFocus();
});

test('without the tick, the last step offers its submit button at once and sends', async () => {
  const { user, submit, onSuccess } = renderStepForm(undefined, AGREED_VALUE);
  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(2);
  await user.type(field("Pet's name"), 'Rex');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(3);
  expect(button('Next')).toBeNull();
  expect(tick()).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Submit for review' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sam', pet: 'Rex' }));
});
