// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { expect, test, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { PasswordField, TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { submitErrors } from './form-errors';
import { schemaValidator } from './schema-validator';
import { PortalUiProvider } from './portal-ui-provider';
import { renderWithUi } from './test-support';

const Schema = v.object({
  username: v.pipe(v.string('Enter your username'), v.nonEmpty('Enter your username')),
  password: v.pipe(v.string('Enter your password'), v.minLength(10, 'Use 10 characters or more')),
  message: v.optional(v.string()),
  vehicle: v.picklist(['car', 'van'], 'Choose a vehicle'),
  terms: v.literal(true, 'Please accept the terms'),
});

function renderForm(
  fields: ReactNode,
  onSubmit: (values: Record<string, unknown>) => SubmissionErrors | void = () => undefined,
) {
  return renderWithUi(
    <Form
      onSubmit={onSubmit}
      validate={schemaValidator(Schema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
}

/** The texts of the elements an input's aria-describedby names, in its order. */
function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

test('a text field shows no error until it is left, then its rule with aria wiring', async () => {
  const user = userEvent.setup();
  renderForm(<TextField name="username" label="Username" />);
  const input = screen.getByLabelText('Username');

  await user.click(input);
  expect(screen.queryByText('Enter your username')).toBeNull();
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.tab();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(input)).toBe('Enter your username');

  await user.type(input, 'car.driver');
  expect(screen.queryByText('Enter your username')).toBeNull();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('a required field shows the asterisk and aria-required, not the browser check', () => {
  renderForm(
    <>
      <TextField name="username" label="Username" required description="As on your documents" />
      <TextField name="message" label="Message" />
    </>,
  );
  const username = screen.getByRole('textbox', { name: /Username/ });
  expect(username).toHaveAttribute('aria-required', 'true');
  expect(username).not.toHaveAttribute('required');
  const asterisk = document.querySelector(`label[for="${username.id}"] [aria-hidden="true"]`);
  expect(asterisk).toHaveTextContent('*');
  expect(descriptionOf(username)).toBe('As on your documents');

  const message = screen.getByRole('textbox', { name: 'Message' });
  expect(message).not.toHaveAttribute('aria-required');
  expect(document.querySelector(`label[for="${message.id}"]`)).toHaveTextContent(/^Message$/);
});

test('a password field shows its rule after a submit without being touched', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderForm(
    <PasswordField name="password" label="Password" description="10 characters or more" />,
    onSubmit,
  );
  const input = screen.getByLabelText('Password');
  expect(screen.queryByText('Enter your password')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(input)).toBe('Enter your password | 10 characters or more');

  // 9 characters still breaks the rule, 10 meets it.
  await user.type(input, 'Portal-De1');
  await user.clear(input);
  await user.type(input, 'Portal-De');
  expect(descriptionOf(input)).toBe('Use 10 characters or more | 10 characters or more');
  await user.type(input, 'm');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(descriptionOf(input)).toBe('10 characters or more');
});

test("a textarea shows the server's message for it until its value changes", async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn(() =>
    submitErrors({ message: 'Please shorten it', fields: { message: ['Please shorten it'] } }),
  );
  renderWithUi(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextareaField name="message" label="Your message" />
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
  const input = screen.getByLabelText('Your message');
  await user.type(input, 'Hello');
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(input)).toBe('Please shorten it');

  await user.type(input, '!');
  expect(screen.queryByText('Please shorten it')).toBeNull();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('a select field shows its rule after a submit and clears it once an option is chosen', async () => {
  const user = userEvent.setup();
  renderForm(
    <SelectField
      name="vehicle"
      label="Vehicle"
      data={[
        { value: 'car', label: 'Car' },
        { value: 'van', label: 'Van' },
      ]}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Vehicle' });
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(input)).toBe('Choose a vehicle');

  // The keyboard way: open, move to the second option, choose it.
  await user.click(input);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(input).toHaveValue('Van');
  expect(screen.queryByText('Choose a vehicle')).toBeNull();
});

test('a checkbox field shows its rule after a submit, with aria-invalid and the message', async () => {
  const user = userEvent.setup();
  renderForm(<CheckboxField name="terms" label="I accept the terms" required />);
  // The asterisk is hidden from assistive technology: the name is the label alone.
  const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(box).toHaveAttribute('aria-required', 'true');
  expect(document.querySelector(`label[for="${box.id}"]`)).toHaveTextContent(
    'I accept the terms *',
  );
  expect(box).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(box)).toBe('Please accept the terms');

  await user.click(box);
  expect(box).toBeChecked();
  expect(box).not.toHaveAttribute('aria-invalid');
});

test('the fields hand their values to onSubmit', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderForm(
    <>
      <TextField name="username" label="Username" />
      <PasswordField name="password" label="Password" />
      <SelectField name="vehicle" label="Vehicle" data={['car', 'van']} />
      <CheckboxField name="terms" label="I accept the terms" />
    </>,
    onSubmit,
  );
  await user.type(screen.getByLabelText('Username'), 'car.driver');
  await user.type(screen.getByLabelText('Password'), 'Portal-Demo-2026!');
  await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
  await user.keyboard('{ArrowDown}{Enter}');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({
    username: 'car.driver',
    password: 'Portal-Demo-2026!',
    vehicle: 'car',
    terms: true,
  });
});

test('what was typed into the server-rendered form before hydration is the form’s value', async () => {
  const onSubmit = vi.fn();
  const form = (
    <PortalUiProvider brand={{ id: 'northway' }}>
      <Form
        onSubmit={onSubmit}
        initialValues={{ username: 'prefilled', message: '' }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="username" label="Username" />
            <PasswordField name="password" label="Password" />
            <TextareaField name="message" label="Message" />
            <CheckboxField name="terms" label="I accept the terms" />
            <TextField name="untouched" label="Untouched" />
            <button type="submit">Send</button>
          </form>
        )}
      />
    </PortalUiProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const byLabel = (label: string) => {
    const id = [...container.querySelectorAll('label')]
      .find((element) => element.textContent === label)
      ?.getAttribute('for');
    return container.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[id="${id}"]`)!;
  };
  byLabel('Username').value = 'car.driver';
  byLabel('Password').value = 'Portal-Demo-2026!';
  byLabel('Message').value = 'Typed early';
  byLabel('I accept the terms').checked = true;

  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, form);
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));

  expect(onSubmit).toHaveBeenCalledOnce();
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({
    username: 'car.driver',
    password: 'Portal-Demo-2026!',
    message: 'Typed early',
    terms: true,
  });
  expect(screen.getByLabelText('Username')).toHaveValue('car.driver');
  act(() => root?.unmount());
  container.remove();
});
