import { MESSAGES, type FormOptions, type VehicleMake } from '@portal/contract';
import { OptionField, useFieldValue, WholeNumberField } from '@portal/forms';
import { LoadFailed, SelectField, TextField, useForm } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useMakesAndModels } from '../api/get-makes-and-models';

// policy-changes.md §3 'Vehicle form' (vehicle), §4 'Vehicle finder', §5 'Vehicle': the fields
// the finder fills in, or the person enters. The make is chosen from the makes of the policy's
// type; the model from that make's models, and not before (help 'Please pick a manufacturer
// first.'). A make or model the list does not have (a found vehicle's) is still offered.

function choicesOf(labels: readonly string[], current: unknown) {
  const data = [...labels];
  if (typeof current === 'string' && current && !data.includes(current)) data.unshift(current);
  return data;
}

/** A new make empties a model it does not make; a found vehicle sets both at once and keeps them. */
function useModelFollowsMake(make: unknown, model: unknown, models: readonly string[]) {
  const form = useForm();
  const previous = useRef({ make, model });
  useEffect(() => {
    const before = previous.current;
    previous.current = { make, model };
    if (make === before.make || model !== before.model) return;
    if (typeof model === 'string' && model && !models.includes(model)) {
      form.change('vehicle.model', undefined);
    }
  }, [form, make, model, models]);
}

interface MakeAndModelProps {
  readonly makes: readonly VehicleMake[];
  readonly loading: boolean;
  readonly asksAll: boolean;
}

function MakeAndModel({ makes, loading, asksAll }: MakeAndModelProps) {
  const make = useFieldValue('vehicle.make');
  const model = useFieldValue('vehicle.model');
  const chosen = makes.find((item) => item.label === make);
  const models = (chosen?.models ?? []).map((item) => item.label);
  useModelFollowsMake(make, model, models);
  const noMake = typeof make !== 'string' || make === '';
  return (
    <>
      <SelectField
        name="vehicle.make"
        label="Make"
        required={asksAll}
        placeholder={loading ? 'Loading the makes...' : 'Choose the make'}
        searchable
        allowDeselect={false}
        data={choicesOf(
          makes.map((item) => item.label),
          make,
        )}
      />
      <SelectField
        name="vehicle.model"
        label="Model"
        required={asksAll}
        placeholder={noMake ? undefined : 'Choose the model'}
        searchable
        allowDeselect={false}
        disabled={noMake}
        description={noMake ? MESSAGES.pickManufacturerFirst : undefined}
        data={choicesOf(models, model)}
      />
    </>
  );
}

interface ManualVehicleFieldsProps {
  readonly policyId: number;
  readonly options: FormOptions;
  /** Every question must be answered (add and replace); an update asks only what changes. */
  readonly asksAll: boolean;
}

export function ManualVehicleFields({ policyId, options, asksAll }: ManualVehicleFieldsProps) {
  const makes = useMakesAndModels(policyId);
  return (
    <>
      {makes.isError && !makes.data ? (
        <LoadFailed
          title="The makes of vehicle could not be loaded"
          message={makes.error.message}
          retrying={makes.isFetching}
          onRetry={() => void makes.refetch()}
        />
      ) : (
        <MakeAndModel makes={makes.data ?? []} loading={makes.isPending} asksAll={asksAll} />
      )}
      <TextField
        name="vehicle.engine"
        label="Engine size"
        description="For example 1400cc"
        required={asksAll}
        autoComplete="off"
        maw={220}
      />
      <OptionField
        name="vehicle.transmission"
        label="Transmission"
        required={asksAll}
        options={options.vehicle_transmission}
        maw={260}
      />
      <WholeNumberField
        name="vehicle.year"
        label="Year of manufacture"
        required={asksAll}
        maw={160}
      />
    </>
  );
}
