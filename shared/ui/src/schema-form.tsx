import {
  ApiError,
  MESSAGES,
  validate,
  type AnySchema,
  type NormalisedError,
} from '@portal/contract';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useFormState, type FormRenderProps } from 'react-final-form';
import type * as v from 'valibot';
import { FormErrorSummary } from './form-error-summary';
import { submitErrors } from './form-errors';
import { schemaValidator } from './schema-validator';
import { useUnsavedChanges } from './unsaved-changes';

// DESIGN.md, Data: every form of the portal submits the same way. The contract's schema checks
// the values before anything is sent (the same schema the API checks them with), the call is
// made with what the schema output, and a refusal - a 422's messages by field, or any other
// failure's one message - lands on the same fields and in the same summary.

/** A call made with the schema's output: a react-query mutation, or a plain async function. */
export type SchemaCall<TOutput, TResult> =
  { mutateAsync: (input: TOutput) => Promise<TResult> } | ((input: TOutput) => Promise<TResult>);

/** What a form's fields hold while it is filled in: the schema's input, any part missing. */
export type FormValuesOf<S extends AnySchema> = Partial<v.InferInput<S>>;

export interface SchemaSubmitOptions<S extends AnySchema, TResult> {
  /** After the call succeeded: show the answer, move on. */
  readonly onSuccess?: (
    result: TResult,
    sent: v.InferOutput<S>,
    form: FormApi<FormValuesOf<S>>,
  ) => void | Promise<void>;
  /**
   * After the call failed and its refusal has landed on the fields and in the summary: a form
   * that answers some failures elsewhere (another page) moves on from here. Not called when the
   * schema stopped the values before anything was sent.
   */
  readonly onFailure?: (
    error: ApiError | NormalisedError,
    sent: v.InferOutput<S>,
    form: FormApi<FormValuesOf<S>>,
  ) => void;
}

/** Any failure as the contract's `{ message, fields }`; not an ApiError: the server's fault. */
export function asNormalisedError(error: unknown): ApiError | NormalisedError {
  return error instanceof ApiError ? error : { message: MESSAGES.serverError, fields: {} };
}

function callOf<TOutput, TResult>(call: SchemaCall<TOutput, TResult>) {
  return typeof call === 'function' ? call : (input: TOutput) => call.mutateAsync(input);
}

/**
 * Runs `then` once the form's submit under way has finished: final-form puts what `onSubmit`
 * resolved to on the fields only after the promise settles, so a listener on `submitting` is
 * the first moment those errors are in the form's state.
 */
function whenSubmitted<T>(form: FormApi<T>, then: () => void): void {
  let finished = false;
  const unsubscribe = form.subscribe(
    ({ submitting }) => {
      if (submitting || finished) return;
      finished = true;
      // Out of final-form's round of listeners, which also runs at subscribe time.
      queueMicrotask(() => {
        unsubscribe();
        then();
      });
    },
    { submitting: true },
  );
}

/** final-form's `onSubmit` for a contract schema and the call that sends its output. */
export function useSchemaSubmit<S extends AnySchema, TResult>(
  schema: S,
  call: SchemaCall<v.InferOutput<S>, TResult>,
  { onSuccess, onFailure }: SchemaSubmitOptions<S, TResult> = {},
): (
  values: FormValuesOf<S>,
  form: FormApi<FormValuesOf<S>>,
) => Promise<SubmissionErrors | undefined> {
  return async (values, form) => {
    const parsed = validate(schema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    let result: TResult;
    try {
      result = await callOf(call)(parsed.output);
    } catch (error) {
      const failure = asNormalisedError(error);
      if (onFailure) whenSubmitted(form, () => onFailure(failure, parsed.output, form));
      return submitErrors(failure);
    }
    await onSuccess?.(result, parsed.output, form);
    return undefined;
  };
}

export interface SchemaFormProps<S extends AnySchema, TResult> {
  readonly schema: S;
  readonly submit: SchemaCall<v.InferOutput<S>, TResult>;
  /**
   * After the call succeeded. The form's unsaved-changes hold is released first, so a move to
   * another page from here leaves without asking; editing again holds it again.
   */
  readonly onSuccess?: (
    result: TResult,
    sent: v.InferOutput<S>,
    form: FormApi<FormValuesOf<S>>,
  ) => void | Promise<void>;
  /**
   * After the call failed, its refusal on the fields and in the summary. The unsaved-changes
   * hold stays, as the form does; `leaveWithoutAsking` lets go of it, for a handler that moves
   * on to another page.
   */
  readonly onFailure?: (
    error: ApiError | NormalisedError,
    sent: v.InferOutput<S>,
    form: FormApi<FormValuesOf<S>>,
    leaveWithoutAsking: () => void,
  ) => void;
  readonly initialValues?: FormValuesOf<S>;
  /** The form's accessible name. */
  readonly label: string;
  /** Ask 'Unsaved changes' before leaving it half filled (portal.md §2); on unless said. */
  readonly guard?: boolean;
  /**
   * The form starts from answers not yet sent (a draft brought back after a reload): leaving
   * asks before any edit, not only after one.
   */
  readonly unsaved?: boolean;
  /** The error summary above the fields; on unless the form places its own. */
  readonly summary?: boolean;
  readonly className?: string;
  readonly children: (props: SchemaFormRenderProps<S>) => ReactNode;
}

/**
 * final-form's render props, and `leaveWithoutAsking`: lets go of the form's unsaved-changes
 * hold for a move to another page that is not its own submit's (a second action beside it).
 */
export type SchemaFormRenderProps<S extends AnySchema> = FormRenderProps<FormValuesOf<S>> & {
  readonly leaveWithoutAsking: () => void;
};

/**
 * A form of the contract's schema: client validation, the server's refusal on the same fields,
 * the error summary and the unsaved-changes guard, all in one place.
 */
export function SchemaForm<S extends AnySchema, TResult>({
  schema,
  submit,
  onSuccess,
  onFailure,
  initialValues,
  label,
  guard = true,
  unsaved = false,
  summary = true,
  className,
  children,
}: SchemaFormProps<S, TResult>) {
  const validator = useMemo(() => schemaValidator(schema), [schema]);
  // Set by the guard: releases the form's hold the moment a call succeeds, or when asked to.
  const leaveRef = useRef<() => void>(() => {});
  const leaveWithoutAsking = () => leaveRef.current();

  const onSubmit = useSchemaSubmit(schema, submit, {
    onSuccess: async (result, sent, form) => {
      leaveRef.current();
      await onSuccess?.(result, sent, form);
    },
    onFailure:
      onFailure && ((error, sent, form) => onFailure(error, sent, form, leaveWithoutAsking)),
  });

  return (
    <Form<FormValuesOf<S>>
      onSubmit={onSubmit}
      validate={validator as (values: FormValuesOf<S>) => ReturnType<typeof validator>}
      initialValues={initialValues}
      render={(props) => (
        <form
          className={className}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void props.handleSubmit();
          }}
        >
          {guard ? <FormGuard leaveRef={leaveRef} unsaved={unsaved} /> : null}
          {summary ? <FormErrorSummary /> : null}
          {children({ ...props, leaveWithoutAsking })}
        </form>
      )}
    />
  );
}

function FormGuard({ leaveRef, unsaved }: { leaveRef: { current: () => void }; unsaved: boolean }) {
  const { dirty, values } = useFormState({ subscription: { dirty: true, values: true } });
  // The values a successful call sent: nothing is unsaved until they change again (final-form
  // gives the values a new object on every change).
  const [saved, setSaved] = useState<unknown>(undefined);
  const { leaveWithoutAsking } = useUnsavedChanges((Boolean(dirty) || unsaved) && values !== saved);
  useEffect(() => {
    leaveRef.current = () => {
      leaveWithoutAsking();
      setSaved(values);
    };
  }, [leaveRef, leaveWithoutAsking, values]);
  return null;
}
