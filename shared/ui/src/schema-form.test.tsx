// @vitest-environment jsdom
import { ApiError, MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { expect, test, vi } from 'vitest';
import { TextField } from './text-field';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import { renderWithUi } from './test-support';
import { UnsavedChangesProvider, type UnsavedChangesGuard } from './unsaved-changes';

const NicknameSchema = v.object({
  nickname: v.pipe(
    v.string('Please enter a nickname.'),
    v.trim(),
    v.nonEmpty('Please enter a nickname.'),
    v.maxLength(12, 'Use 12 characters or fewer.'),
  ),
});

type OnFailure = NonNullable<SchemaFormProps<typeof NicknameSchema, string>['onFailure']>;

function countingGuard() {
  let holds = 0;
  const guard: UnsavedChangesGuard = {
    hold() {
      holds += 1;
      let held = true;
      return () => {
        if (held) holds -= 1;
        held = false;
      };
    },
  };
  return { guard, held: () => holds > 0 };
}

function renderNicknameForm(
  submit: (input: { nickname: string }) => Promise<string>,
  onSuccess: (result: string) => void = () => {},
  onFailure?: OnFailure,
) {
  const leave = countingGuard();
  renderWithUi(
    <UnsavedChangesProvider guard={leave.guard}>
      <SchemaForm
        schema={NicknameSchema}
        submit={submit}
        onSuccess={onSuccess}
        onFailure={onFailure}
        label="Nickname"
      >
        {({ submitting }) => (
          <>
            <TextField name="nickname" label="Nickname" required />
            <button type="submit" disabled={submitting}>
              Save
            </button>
          </>
        )}
      </SchemaForm>
    </UnsavedChangesProvider>,
  );
  return { ...leave, user: userEvent.setup() };
}

test('user sees the schema message by the field and in the summary, and nothing is sent', async () => {
  const submit = vi.fn(async () => 'Saved');
  const { user } = renderNicknameForm(submit);

  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a nickname.');
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
    'Please enter a nickname.',
  );
  expect(submit).not.toHaveBeenCalled();
});

test("the schema's output is sent: trimmed as the API would read it", async () => {
  const submit = vi.fn(async () => 'Saved');
  const { user } = renderNicknameForm(submit);

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), '  Sal  ');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(submit).toHaveBeenCalledWith({ nickname: 'Sal' }));
});

test("the server's refusal lands on the field it names, and the typed value stays", async () => {
  const submit = vi.fn(async () => {
    throw new ApiError('That nickname is taken.', 422, { nickname: ['That nickname is taken.'] });
  });
  const { user } = renderNicknameForm(submit);

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Sal');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('That nickname is taken.');
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
    'That nickname is taken.',
  );
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Sal');
});

test('a failure that is not an API answer says the server could not be reached', async () => {
  const { user } = renderNicknameForm(async () => {
    throw new TypeError('Failed to fetch');
  });

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Sal');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
});

test('the form holds the unsaved-changes guard while edited, and lets go as the call succeeds', async () => {
  let heldOnSuccess: boolean | null = null;
  const leave = renderNicknameForm(
    async () => 'Saved',
    () => {
      heldOnSuccess = leave.held();
    },
  );
  const field = screen.getByRole('textbox', { name: 'Nickname' });

  expect(leave.held()).toBe(false);
  await leave.user.type(field, 'Sal');
  expect(leave.held()).toBe(true);

  await leave.user.click(screen.getByRole('button', { name: 'Save' }));
  // Released before onSuccess runs, so a navigation from there asks nothing.
  await waitFor(() => expect(heldOnSuccess).toBe(false));
  expect(leave.held()).toBe(false);

  await leave.user.type(field, 'ly');
  expect(leave.held()).toBe(true);
});

test('onFailure hears a refusal once it is on the field, with what was sent', async () => {
  const refusal = new ApiError('That nickname is taken.', 422, {
    nickname: ['That nickname is taken.'],
  });
  let stateOnFailure: { submitErrors: unknown; submitting: boolean | undefined } | null = null;
  const onFailure = vi.fn<OnFailure>((_error, _sent, form) => {
    const { submitErrors, submitting } = form.getState();
    stateOnFailure = { submitErrors, submitting };
  });
  const { user } = renderNicknameForm(
    async () => {
      throw refusal;
    },
    () => {},
    onFailure,
  );

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), '  Sal ');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
  expect(onFailure.mock.calls[0]?.[0]).toBe(refusal);
  expect(onFailure.mock.calls[0]?.[1]).toEqual({ nickname: 'Sal' });
  expect(stateOnFailure).toEqual({
    submitErrors: expect.objectContaining({ nickname: 'That nickname is taken.' }),
    submitting: false,
  });
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
    'That nickname is taken.',
  );
});

test('onFailure hears a failure that is not an API answer as the server message', async () => {
  const onFailure = vi.fn<OnFailure>();
  const { user } = renderNicknameForm(
    async () => {
      throw new TypeError('Failed to fetch');
    },
    () => {},
    onFailure,
  );

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Sal');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
  expect(onFailure.mock.calls[0]?.[0]).toEqual({ message: MESSAGES.serverError, fields: {} });
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
});

test('onFailure is not called when the schema stops the values or the call succeeds', async () => {
  const onFailure = vi.fn<OnFailure>();
  const onSuccess = vi.fn();
  const { user } = renderNicknameForm(async () => 'Saved', onSuccess, onFailure);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a nickname.');

  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Sal');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(onSuccess).toHaveBeenCalledWith('Saved', { nickname: 'Sal' }, expect.anything()),
  );
  expect(onFailure).not.toHaveBeenCalled();
});

test('after a refusal the form still holds the guard, until onFailure leaves without asking', async () => {
  let heldOnFailure: boolean | null = null;
  const leave = renderNicknameForm(
    async () => {
      throw new ApiError('The server could not save it.', 500, {});
    },
    () => {},
    (_error, _sent, _form, leaveWithoutAsking) => {
      heldOnFailure = leave.held();
      leaveWithoutAsking();
    },
  );

  await leave.user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Sal');
  await leave.user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(heldOnFailure).toBe(true));
  expect(leave.held()).toBe(false);
});
