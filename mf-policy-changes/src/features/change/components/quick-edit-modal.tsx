import {
  formObject,
  MESSAGES,
  requiredText,
  VEHICLE_LIMITS,
  type PolicyVehicle,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Button, Group, Modal, SchemaForm, Stack, TextField } from '@portal/ui';
import { useUpdateVehicle } from '../api/update-vehicle';
import { useValidateVehicleField } from '../api/validate-vehicle-field';

// policy-changes.md §2 'Quick edit of the registration', §4 'Quick edit': empty, entering,
// submitting (the server's check of the field, then the update of the same field and value),
// then closed with the success message, or back to editing with the errors under the field.
// The field is named by its wire key, so the server's 422 (keyed 'vehicle.registration') lands
// on it as the browser's own check does.

const FIELD = 'vehicle.registration';

// §8: an empty value is 'Please enter a value.' The registration's own rules (§5, §9: up to 8
// characters once spaces are removed, uppercased) are the server's, checked by the validate call;
// the input holds no more than 8 characters and uppercases them as they are typed.
const QuickEditSchema = formObject(
  { vehicle: formObject({ registration: requiredText(MESSAGES.quickEditEmpty) }) },
  MESSAGES.quickEditEmpty,
);
// One object for the form's life: a new one on each render would reset the form (final-form
// compares initial values shallowly), and the mutations' state re-renders it mid-submit.
const EMPTY = { vehicle: { registration: '' } };

export function QuickEditModal({
  policyId,
  vehicle,
  onClose,
}: {
  policyId: string;
  vehicle: PolicyVehicle | null;
  onClose: () => void;
}) {
  return (
    // §2: 'Update {label}', the vehicle's label ('AB12 CDE - Ford Focus'): the title names the
    // vehicle being changed, so the dialog needs no other line to say which.
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle && `Update ${vehicle.label}`}
      centered
    >
      {vehicle && (
        <QuickEditForm key={vehicle.ID} policyId={policyId} vehicle={vehicle} onClose={onClose} />
      )}
    </Modal>
  );
}

function QuickEditForm({
  policyId,
  vehicle,
  onClose,
}: {
  policyId: string;
  vehicle: PolicyVehicle;
  onClose: () => void;
}) {
  const { notify } = usePortal();
  const check = useValidateVehicleField(policyId);
  const update = useUpdateVehicle(policyId, vehicle.ID);

  async function send({ vehicle: { registration } }: { vehicle: { registration: string } }) {
    await check.mutateAsync({ field: FIELD, value: registration });
    return update.mutateAsync({ change_type: 'update', vehicle: { registration } });
  }

  return (
    <SchemaForm
      schema={QuickEditSchema}
      submit={send}
      label={`Update ${vehicle.label}`}
      initialValues={EMPTY}
      onSuccess={(message) => {
        notify({ message, kind: 'success' });
        onClose();
      }}
    >
      {({ submitting }) => (
        <Stack gap="md" mt="sm">
          <TextField
            name={FIELD}
            label="Please enter the new registration number"
            // Its own parse keeps an emptied field '' (final-form's default makes it undefined).
            parse={(value: string) => value.toUpperCase()}
            maxLength={VEHICLE_LIMITS.registrationMax}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Send for review
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}
