// What the kit's field tests share (imported by them only, never by index.ts): one field, or a
// few, inside a final-form form in the portal's provider, with a submit button and the call the
// form makes on submit.
import { PortalUiProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

type Values = Record<string, unknown>;

export interface FormOptions {
  /** The form's accessible name. */
  readonly label: string;
  /** The submit button's text. */
  readonly submitLabel: string;
  readonly initialValues?: Values;
  readonly validate?: (values: Values) => ValidationErrors;
  /** Answers for the server: a refusal's messages by field, or nothing. */
  readonly onSubmit?: (values: Values) => SubmissionErrors | void;
}

/** Renders the fields in a form; `submit` is the call the form made. */
export function renderInForm(
  fields: ReactNode,
  { label, submitLabel, initialValues, validate, onSubmit = () => undefined }: FormOptions,
) {
  const submit = vi.fn(onSubmit);
  render(
    <PortalUiProvider brand={{ id: 'northway' }}>
      <Form
        onSubmit={submit}
        initialValues={initialValues}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={label}>
            {fields}
            <button type="submit">{submitLabel}</button>
          </form>
        )}
      />
    </PortalUiProvider>,
  );
  return { submit };
}
