// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES, normaliseError, problemsBelow } from '@portal/contract';
import { TextField } from './text-field';
import { FormErrorSummary } from './form-error-summary';
import { submitErrors } from './form-errors';
import { schemaValidator } from './schema-validator';
import { renderWithUi } from './test-support';

const Schema = v.object({
  username: v.pipe(v.string('Enter your username'), v.nonEmpty('Enter your username')),
  password: v.pipe(v.string('Enter your password'), v.nonEmpty('Enter your password')),
});

function renderForm(onSubmit: () => SubmissionErrors | void = () => undefined) {
  renderWithUi(
    <Form
      onSubmit={onSubmit}
      validate={schemaValidator(Schema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormErrorSummary />
          <TextField name="username" label="Username" />
          <TextField name="password" label="Password" />
          <button type="submit">Login</button>
        </form>
      )}
    />,
  );
  return userEvent.setup();
}

test('nothing is shown before a submit, even with errors on the fields', async () => {
  const user = renderForm();
  await user.click(screen.getByLabelText('Username'));
  await user.tab();
  expect(screen.getByText('Enter your username')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test("one error after a failed submit shows that error's own text", async () => {
  const user = renderForm();
  await user.type(screen.getByLabelText('Username'), 'car.driver');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Enter your password$/);
});

test('several errors after a failed submit are counted', async () => {
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('alert')).toHaveTextContent(problemsBelow(2));
  expect(problemsBelow(2)).toBe(
    'Sorry there are 2 problems below, please check them and try again.',
  );
});

test("the server's answer is shown when the values passed the schema", async () => {
  const user = renderForm(() =>
    submitErrors(normaliseError({ errors: { password: [MESSAGES.signInFailed] } })),
  );
  await user.type(screen.getByLabelText('Username'), 'car.driver');
  await user.type(screen.getByLabelText('Password'), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
});

test('the summary goes once a submit succeeds', async () => {
  let answer: SubmissionErrors = submitErrors(normaliseError('Sorry, try later'));
  const user = renderForm(() => answer);
  await user.type(screen.getByLabelText('Username'), 'car.driver');
  await user.type(screen.getByLabelText('Password'), 'Portal-Demo-2026!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, try later');

  answer = undefined;
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
