import { readKey, type FormOptions } from '@portal/contract';
import { ClearWhen, OptionField, useFieldValue, YesNoField } from '@portal/forms';
import { Box, Button, shownFieldError, Stack, Text, TextField, useForm } from '@portal/ui';
import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { ManualVehicleFields } from './manual-vehicle-fields';
import { VehicleDetailsFields } from './vehicle-details-fields';
import { VehicleFinder, type ExistingVehicle } from './vehicle-finder';

export type { ExistingVehicle } from './vehicle-finder';
export type { FinderChoice } from './found-vehicle';

// policy-changes.md §2 'Vehicle form with finder', §4 'Vehicle finder', §5 'Vehicle': the
// vehicle's fields, in any form whose values hold the contract's `vehicle`, `meta` and `policy`
// groups (add, replace and update, and the agreed-value vehicle step). After a found or filled
// vehicle, 'Show more' / 'Show less' shows the fields the finder fills; they stay open when the
// vehicle is entered by hand, when it has no registration, and while one of them has an error.

export interface VehicleFieldsProps {
  /** The makes and models offered are the policy's type's (§7). */
  readonly policyId: number;
  readonly options: FormOptions;
  /** §5: car policies also ask about kit cars and left-hand drive. */
  readonly car: boolean;
  /** The value is agreed: no estimated value, and no registered keeper or legal owner (§5). */
  readonly agreed: boolean;
  /** Whether the registered-keeper question is asked at all; the agreed-value form has none. */
  readonly asksKeeper?: boolean;
  /**
   * Whether the annual mileage is asked: the agreed-value form asks the current mileage and its
   * date instead (§5 'Agreed-value submission').
   */
  readonly asksMileage?: boolean;
  /**
   * §4: 'has registration' No leads to the chassis number, where the form allows it. Without
   * it the question is not shown, and the form's values hold `vehicle.has_reg_number: true`.
   */
  readonly chassisPath?: boolean;
  /** The vehicle on the policy, when the form changes one (§4: update or replace). */
  readonly existing?: ExistingVehicle;
}

/** The fields the finder fills in. */
const FOUND_FIELDS = ['make', 'model', 'engine', 'transmission', 'year'].map(
  (name) => `vehicle.${name}`,
);

/** An error shown on one of the fields the finder fills: the rules' after a send, or the server's. */
function hasFoundFieldError(state: {
  readonly submitFailed?: boolean;
  readonly dirtySinceLastSubmit?: boolean;
  readonly errors?: unknown;
  readonly submitErrors?: unknown;
}): boolean {
  // Read from the form's state: the fields are folded away, so none of them can be left.
  return FOUND_FIELDS.some(
    (key) =>
      shownFieldError(
        {
          error: readKey(state.errors, key),
          submitError: readKey(state.submitErrors, key),
          dirtySinceLastSubmit: state.dirtySinceLastSubmit,
        },
        { checked: state.submitFailed },
      ) !== undefined,
  );
}

/** Watched as a yes or no, so the fields are not drawn again at every keystroke. */
function useFoundFieldError(): boolean {
  const form = useForm();
  const subscribe = useCallback(
    (changed: () => void) =>
      form.subscribe(changed, {
        errors: true,
        submitErrors: true,
        submitFailed: true,
        dirtySinceLastSubmit: true,
      }),
    [form],
  );
  return useSyncExternalStore(subscribe, () => hasFoundFieldError(form.getState()));
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** 'Ford Focus, 2012, 999cc, Manual': the vehicle while its fields are folded away. */
function FoundSummary() {
  const name = `${textOf(useFieldValue('vehicle.make'))} ${textOf(useFieldValue('vehicle.model'))}`;
  const details = [
    name.trim(),
    textOf(useFieldValue('vehicle.year')),
    textOf(useFieldValue('vehicle.engine')),
    textOf(useFieldValue('vehicle.transmission')),
  ];
  return <Text fw={600}>{details.filter(Boolean).join(', ')}</Text>;
}

export function VehicleFields({
  policyId,
  options,
  car,
  agreed,
  asksKeeper = true,
  asksMileage = true,
  chassisPath = true,
  existing,
}: VehicleFieldsProps) {
  const form = useForm();
  // A form that starts with a vehicle (an update) has it filled in already.
  const [filled, setFilled] = useState(() =>
    Boolean(readKey(form.getState().initialValues, 'vehicle.make')),
  );
  const [expanded, setExpanded] = useState(false);
  const hasRegistration = useFieldValue('vehicle.has_reg_number');
  const erred = useFoundFieldError();
  const asksAll = useFieldValue('change_type') !== 'update';
  const foundId = useId();
  const forced = !filled || hasRegistration === false || erred;
  const open = forced || expanded;

  // Once opened for an error, the fields stay open as it is put right (state adjusted while
  // rendering, so they never fold for one frame).
  if (erred && !expanded) setExpanded(true);

  return (
    <Stack gap="md">
      <VehicleFinder
        chassisPath={chassisPath}
        existing={existing}
        onFilled={() => {
          setFilled(true);
          setExpanded(false);
        }}
        onManual={() => setFilled(false)}
      />
      {open ? null : <FoundSummary />}
      {forced ? null : (
        <Box>
          <Button
            variant="subtle"
            px={0}
            aria-expanded={open}
            aria-controls={foundId}
            onClick={() => setExpanded(!expanded)}
          >
            {open ? 'Show less' : 'Show more'}
          </Button>
        </Box>
      )}
      {/* Kept mounted when folded: a field mounted again would lose what was typed. */}
      <Stack id={foundId} gap="md" hidden={!open} display={open ? undefined : 'none'}>
        <ManualVehicleFields policyId={policyId} options={options} asksAll={asksAll} />
      </Stack>
      <VehicleDetailsFields
        options={options}
        car={car}
        agreed={agreed}
        asksAll={asksAll}
        asksMileage={asksMileage}
      />
      {asksKeeper ? <KeeperFields options={options} agreed={agreed} asksAll={asksAll} /> : null}
    </Stack>
  );
}

/** §5: the registered keeper and legal owner are asked when the person is not the keeper. */
function KeeperFields({
  options,
  agreed,
  asksAll,
}: {
  options: FormOptions;
  agreed: boolean;
  asksAll: boolean;
}) {
  const keeper = useFieldValue('is_registered_keeper');
  const asksWho = keeper === false && !agreed;
  return (
    <>
      <YesNoField
        name="is_registered_keeper"
        label="Are you the registered keeper of the vehicle?"
        required={asksAll}
      />
      <ClearWhen when={!asksWho} fields={['registered_keeper', 'legal_owner']} />
      {asksWho ? (
        <>
          <OptionField
            name="registered_keeper"
            label="Who is the registered keeper?"
            required
            options={options.registered_keeper}
          />
          <TextField
            name="legal_owner"
            label="Who is the legal owner?"
            required
            autoComplete="off"
          />
        </>
      ) : null}
    </>
  );
}
