// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithUi } from './test-support';

function renderDialog(
  props: { opened?: boolean; loading?: boolean; emphasis?: 'confirm' | 'cancel' } = {},
) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithUi(
    <ConfirmDialog
      opened={props.opened ?? true}
      loading={props.loading}
      emphasis={props.emphasis}
      title="Unsaved changes"
      confirmLabel="Leave page"
      cancelLabel="Stay here"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      You have changes that have not been saved.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup(), ...view };
}

test('the dialog is named by its title and offers cancel first, then confirm', async () => {
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
  expect(dialog).toHaveTextContent('You have changes that have not been saved.');
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Stay here', 'Leave page']);
});

test('where leaving loses something, the safe answer is the one that looks chosen', async () => {
  renderDialog({ emphasis: 'cancel' });
  await screen.findByRole('dialog');
  expect(screen.getByRole('button', { name: 'Stay here' })).toHaveAttribute(
    'data-variant',
    'filled',
  );
  expect(screen.getByRole('button', { name: 'Leave page' })).toHaveAttribute(
    'data-variant',
    'default',
  );
});

test('nothing is shown while closed', () => {
  renderDialog({ opened: false });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('focus starts on the cancel button', async () => {
  renderDialog();
  const cancel = await screen.findByRole('button', { name: 'Stay here' });
  await waitFor(() => expect(cancel).toHaveFocus());
});

test('Escape cancels', async () => {
  const { user, onCancel, onConfirm } = renderDialog();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus());
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledOnce();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('each button calls its own callback', async () => {
  const { user, onCancel, onConfirm } = renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Leave page' }));
  expect(onConfirm).toHaveBeenCalledOnce();
  expect(onCancel).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Stay here' }));
  expect(onCancel).toHaveBeenCalledOnce();
});

test('Enter on the focused cancel button cancels, never confirms', async () => {
  const { user, onCancel, onConfirm } = renderDialog();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledOnce();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('while loading the confirm button is busy and nothing cancels', async () => {
  const { user, onCancel, onConfirm } = renderDialog({ loading: true });
  const confirm = await screen.findByRole('button', { name: 'Leave page' });
  expect(confirm).toHaveAttribute('data-loading', 'true');
  expect(confirm).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Stay here' })).toBeDisabled();

  await user.keyboard('{Escape}');
  await user.click(confirm);
  expect(onCancel).not.toHaveBeenCalled();
  expect(onConfirm).not.toHaveBeenCalled();
});
