// @vitest-environment jsdom
import { ApiError, MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { expect, test, vi } from 'vitest';
import { TextField } from './text-field';
import { SchemaForm } from './schema-form';
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
) {
  const leave = countingGuard();
  renderWithUi(
    <UnsavedChangesProvider guard={leave.guard}>
      <SchemaForm schema={NicknameSchema} submit={submit} onSuccess={onSuccess} label="Nickname">
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
