import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The dialog's heading and its accessible name. */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way: the confirm button spins and the dialog stays. */
  loading?: boolean;
  /**
   * Which answer looks like the one to give: the confirm button unless said. 'cancel' where
   * the confirmed action loses something ('Leave page' drops the answers; 'Stay here' is it).
   */
  emphasis?: 'confirm' | 'cancel';
}

/**
 * A question with two answers ('Stay here' / 'Leave page', the sign-out confirmation). Focus
 * starts on the cancel button, the safe answer, so Enter never confirms by accident; Escape and
 * a click outside cancel. While `loading`, nothing cancels: the action cannot be called back.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  emphasis = 'confirm',
}: ConfirmDialogProps) {
  const safe = emphasis === 'cancel';
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      withCloseButton={false}
      closeOnEscape={!loading}
      closeOnClickOutside={!loading}
      centered
    >
      {children}
      <Group justify="flex-end" mt="lg">
        <Button
          variant={safe ? 'filled' : 'default'}
          onClick={onCancel}
          disabled={loading}
          data-autofocus
        >
          {cancelLabel}
        </Button>
        <Button variant={safe ? 'default' : 'filled'} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
