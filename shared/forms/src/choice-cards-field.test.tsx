// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import type { vi } from 'vitest';
import { expect, test } from 'vitest';
import { renderInForm } from './test-form';
import { ChoiceCardsField, type ChoiceCardsFieldProps } from './choice-cards-field';

// One answer from a few cards: what a person sees of the group, choosing with a pointer and with
// the arrow keys, the rule's and the server's message, and the value the form sends.

const REQUIRED = 'Please choose a refund.';

const REFUNDS = [
  { value: 7, label: 'Refund for removing courtesy car cover', detail: '£24.60' },
  { value: 8, label: 'Overpayment of your last instalment', detail: '£12.00' },
  { value: 9, label: 'Cancelled breakdown cover', detail: '£5.00' },
];

function renderField({
  layout,
  required = true,
  onSubmit = () => undefined,
}: {
  layout?: ChoiceCardsFieldProps<number>['layout'];
  required?: boolean;
  onSubmit?: (values: Record<string, unknown>) => SubmissionErrors | void;
} = {}) {
  const { submit } = renderInForm(
    <ChoiceCardsField
      name="refund_id"
      label="Refund to accept"
      required={required}
      layout={layout}
      options={REFUNDS}
    />,
    {
      label: 'Accept a refund',
      submitLabel: 'Accept refund',
      validate: (values) => (values.refund_id === undefined ? { refund_id: REQUIRED } : {}),
      onSubmit,
    },
  );
  return { user: userEvent.setup(), submit };
}

function group() {
  return screen.getByRole('radiogroup', { name: 'Refund to accept' });
}

function sent(submit: ReturnType<typeof vi.fn>) {
  return submit.mock.calls.at(-1)?.[0];
}

test('user sees a required group named by its legend, one card per option, none chosen', () => {
  renderField();

  expect(group()).toBeRequired();
  expect(group()).not.toHaveAccessibleDescription();
  const choices = within(group()).getAllByRole('radio');
  expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
    'Refund for removing courtesy car cover£24.60',
    'Overpayment of your last instalment£12.00',
    'Cancelled breakdown cover£5.00',
  ]);
  expect(choices.filter((choice) => (choice as HTMLInputElement).checked)).toEqual([]);
});

test('an optional group shows no asterisk and is not required', () => {
  renderField({ required: false });

  expect(group()).not.toBeRequired();
  expect(within(group()).queryByText('*')).toBeNull();
});

test('user can choose a card with a click, anywhere on it, and its value is submitted', async () => {
  const { user, submit } = renderField();

  await user.click(screen.getByText('Overpayment of your last instalment'));
  expect(screen.getByRole('radio', { name: /Overpayment/ })).toBeChecked();
  await user.click(screen.getByText('£5.00'));
  expect(screen.getByRole('radio', { name: /breakdown cover/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Overpayment/ })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Accept refund' }));

  expect(submit).toHaveBeenCalledTimes(1);
  // The option's value as it is: a number stays a number.
  expect(sent(submit)).toEqual({ refund_id: 9 });
});

test('user can choose with the arrow keys, which move within the group as radios do', async () => {
  const { user, submit } = renderField({ layout: 'row' });

  await user.tab();
  expect(screen.getByRole('radio', { name: /courtesy car/ })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: /courtesy car/ })).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: /Overpayment/ })).toBeChecked();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /breakdown cover/ })).toBeChecked();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('radio', { name: /Overpayment/ })).toHaveFocus();
  expect(screen.getByRole('radio', { name: /Overpayment/ })).toBeChecked();
  // Tab leaves the group rather than walking through its cards.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Accept refund' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(sent(submit)).toEqual({ refund_id: 8 });
});

test('submitting without a choice shows the message under the group, tied to it', async () => {
  const { user, submit } = renderField();
  expect(screen.queryByText(REQUIRED)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Accept refund' }));

  expect(submit).not.toHaveBeenCalled();
  expect(screen.getByText(REQUIRED)).toBeVisible();
  expect(group()).toBeInvalid();
  expect(group()).toHaveAccessibleDescription(REQUIRED);

  await user.click(screen.getByRole('radio', { name: /courtesy car/ }));
  expect(screen.queryByText(REQUIRED)).toBeNull();
  expect(group()).not.toBeInvalid();
  expect(group()).not.toHaveAccessibleDescription();
});

test("the server's message shows until another card is chosen", async () => {
  const refused = 'This refund has already been paid.';
  const { user } = renderField({ onSubmit: () => ({ refund_id: refused }) });

  await user.click(screen.getByRole('radio', { name: /courtesy car/ }));
  await user.click(screen.getByRole('button', { name: 'Accept refund' }));

  expect(await screen.findByText(refused)).toBeVisible();
  expect(group()).toHaveAccessibleDescription(refused);
  expect(screen.getByRole('radio', { name: /courtesy car/ })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: /Overpayment/ }));
  expect(screen.queryByText(refused)).toBeNull();
});
