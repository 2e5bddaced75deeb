import { href } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { asNormalisedError, ConfirmDialog, Text } from '@portal/ui';
import { useRemovePerson } from '../api/remove-person';
import { useRemoveVehicle } from '../api/remove-vehicle';

// policy-changes.md §4 'Removal': confirm, call, then back to policy-summary with the success
// message (the page's toast, which outlives this screen), or the failure handed to the screen,
// which shows it at its top (§8).

export interface RemovalTarget {
  readonly kind: 'vehicle' | 'person';
  readonly id: number;
  /** The dialog's heading: 'Remove vehicle', 'Remove driver'. */
  readonly title: string;
  /** The spec's question: 'Are you sure you want to remove ... from this policy?' */
  readonly question: string;
}

export function RemovalDialog({
  policyId,
  target,
  onClose,
  onFailure,
}: {
  policyId: string;
  target: RemovalTarget | null;
  onClose: () => void;
  onFailure: (message: string) => void;
}) {
  const { navigate, notify } = usePortal();
  const removeVehicle = useRemoveVehicle(policyId);
  const removePerson = useRemovePerson(policyId);
  const removal = target?.kind === 'person' ? removePerson : removeVehicle;

  function confirm() {
    if (!target) return;
    removal.mutate(target.id, {
      onSuccess: (message) => {
        notify({ message, kind: 'success' });
        onClose();
        navigate(href('policy-summary', { policyId }));
      },
      onError: (error) => {
        onClose();
        onFailure(asNormalisedError(error).message);
      },
    });
  }

  return (
    <ConfirmDialog
      opened={target !== null}
      title={target?.title ?? ''}
      confirmLabel="Remove"
      cancelLabel="Cancel"
      loading={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text>{target?.question}</Text>
    </ConfirmDialog>
  );
}
