import { ApiError, href, MESSAGES, readKey, type VehicleChangeType } from '@portal/contract';
import { useFieldValue } from '@portal/forms';
import { usePortal } from '@portal/platform';
import { Button, Group, PageScreen, SchemaForm, Stack, Text, useForm } from '@portal/ui';
import { memo, useMemo } from 'react';
import { useAddVehicle } from '../api/add-vehicle';
import { useChangeVehicle } from '../api/change-vehicle';
import {
  changesNothing,
  initialValues,
  isCarPolicy,
  startingValues,
  vehicleName,
  vehicleSchemaOf,
  type VehicleRequest,
  type VehicleSetup,
  type VehicleValues,
} from '../vehicle-form-model';
import { VehicleFields, type FinderChoice } from './vehicle-fields';
import { VehicleHelp } from './vehicle-help';

// policy-changes.md §2 'Vehicle form with finder', §4 'Vehicle change types', §7: one form for
// add, replace and update. The contract's schema checks it before anything is sent; an update
// sends the changed fields only and, with none, says so without sending (§5, §8). A refusal
// lands under the fields and keeps every answer; success returns to the policy summary with
// the server's message.

export function VehicleForm({ setup, title }: { setup: VehicleSetup; title: string }) {
  const { navigate, notify } = usePortal();
  const { policy, vehicle } = setup;
  const schema = useMemo(() => vehicleSchemaOf(setup), [setup]);
  const initial = useMemo(() => initialValues(setup), [setup]);
  const add = useAddVehicle(policy.id);
  const change = useChangeVehicle(policy.id, vehicle?.ID ?? 0);

  async function send(request: VehicleRequest): Promise<string> {
    // §5: an update without changes fails here, before anything is sent (never a status).
    if (changesNothing(request)) throw new ApiError(MESSAGES.noChanges, 0);
    if (request.kind === 'add') return add.mutateAsync(request.body);
    return change.mutateAsync(request.body);
  }

  return (
    <PageScreen title={title} layout="form" aside={<VehicleHelp mode={setup.mode} />}>
      <SchemaForm
        schema={schema}
        submit={send}
        onSuccess={(message) => {
          notify({ message, kind: 'success' });
          navigate(href('policy-summary', { policyId: String(policy.id) }));
        }}
        initialValues={initial}
        label={title}
      >
        {({ submitting }) => (
          <Stack gap="lg">
            <FormFields setup={setup} />
            <Group>
              <Button type="submit" loading={Boolean(submitting)}>
                Send for review
              </Button>
            </Group>
          </Stack>
        )}
      </SchemaForm>
    </PageScreen>
  );
}

/** What the change does, as its type now stands (a found registration may change it, §4). */
function ChangeIntro({ name }: { name: string | null }) {
  const type = useFieldValue('change_type');
  if (name === null) {
    return <Text>Search for the vehicle by its registration number, or enter its details.</Text>;
  }
  return type === 'replacement' ? (
    <Text>The {name} will be replaced by the vehicle you enter below.</Text>
  ) : (
    <Text>Please change any details of the {name} that are not right.</Text>
  );
}

// Memoised: the form's render runs at every keystroke, and each field listens to its own value.
const FormFields = memo(function FormFields({ setup }: { setup: VehicleSetup }) {
  const form = useForm();
  const { policy, vehicle, options } = setup;
  const starts = useMemo(() => startingValues(setup), [setup]);
  const name = vehicle ? vehicleName(vehicle) : null;

  // A new registration keeps the vehicle as it is (an update); another vehicle replaces it. A
  // change of type starts the form again from where that type starts.
  function choose(choice: FinderChoice) {
    const type: VehicleChangeType = choice === 'registration' ? 'update' : 'replacement';
    const values: VehicleValues = form.getState().values;
    if (values.change_type === type) return;
    const start = starts[type];
    form.batch(() => {
      for (const key of new Set([...Object.keys(values), ...Object.keys(start)])) {
        form.change(key, readKey(start, key));
      }
    });
  }

  return (
    <>
      <ChangeIntro name={name} />
      <VehicleFields
        policyId={policy.id}
        options={options}
        car={isCarPolicy(policy)}
        agreed={vehicle?.avp_completed ?? false}
        existing={name === null ? undefined : { name, onChoose: choose }}
      />
    </>
  );
});
