import { addressFromLookup, formatAddress, type AddressLookupResult } from '@portal/contract';
import {
  Box,
  Button,
  Group,
  Paper,
  shownFieldError,
  Text,
  useForm,
  useFormState,
} from '@portal/ui';
import { useId, useState, type CSSProperties } from 'react';
import {
  ADDRESS_PARTS,
  addressAt,
  isCompleteAddress,
  valueAt,
  type AddressPart,
  type AddressValues,
} from './address-values';
import { AddressSearch } from './components/address-search';
import { ManualAddress } from './components/manual-address';

// policy-changes.md §2 'Address lookup' (used by the driver and policy forms): searching, results,
// no results, address chosen (a summary with a Change button) and manual entry. The address is
// the form's own, as nested fields at `name`, so the form's schema checks it and its messages
// show under the inputs they are about.

export interface AddressLookupFieldProps {
  /** The react-final-form field name holding the address object (contract Address: line_one, line_two, line_three, town, county, postcode). */
  name: string;
  /** The group's legend, e.g. 'Address details'. */
  legend: string;
}

type Mode = 'search' | 'chosen' | 'manual';

const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/** An address already held (a person's, on update) starts chosen; a partial one, as its lines. */
function startingMode(address: AddressValues): Mode {
  // A postcode alone is a search begun (the person left the step and came back).
  if (!ADDRESS_PARTS.some((part) => part !== 'postcode' && address[part])) return 'search';
  return isCompleteAddress(address) ? 'chosen' : 'manual';
}

/**
 * The message each part shows, read from the form's state (a part the search hides has no field
 * to be left): its rule's after a failed submit, or the server's until the form is edited.
 */
function usePartErrors(name: string): (part: AddressPart) => string | undefined {
  const { errors, submitErrors, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  return (part) =>
    shownFieldError(
      {
        error: valueAt(errors, `${name}.${part}`),
        submitError: valueAt(submitErrors, `${name}.${part}`),
        dirtySinceLastSubmit,
      },
      { checked: submitFailed },
    );
}

export function AddressLookupField({ name, legend }: AddressLookupFieldProps) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const errorOf = usePartErrors(name);
  const summaryId = useId();
  // `moved`: the person changed the state, so focus follows them into the new one.
  const [view, setView] = useState(() => ({
    mode: startingMode(addressAt(form.getState().values, name)),
    moved: false,
  }));
  const address = addressAt(values, name);
  const partErrors = ADDRESS_PARTS.map(errorOf);

  // A chosen address the schema or the server refuses opens as its lines, each message under its
  // input (set while rendering: React's pattern for state that follows other state).
  if (view.mode === 'chosen' && partErrors.some(Boolean)) setView({ mode: 'manual', moved: false });

  function fill(parts: AddressValues) {
    form.batch(() => {
      for (const part of ADDRESS_PARTS) form.change(`${name}.${part}`, parts[part] || undefined);
    });
  }

  function choose(result: AddressLookupResult) {
    const chosen = addressFromLookup(result);
    fill(chosen);
    // A result without a part the form needs (some have no county) opens for it to be added.
    setView({ mode: isCompleteAddress(chosen) ? 'chosen' : 'manual', moved: true });
  }

  // Back to the search with nothing of the old address left in the form.
  function searchAgain() {
    fill({});
    setView({ mode: 'search', moved: true });
  }

  // Lines 1, 2 and 3, town and county are not on the search: their message shows there instead.
  const hiddenError = errorOf('postcode') ? undefined : partErrors.find(Boolean);

  return (
    <Box component="fieldset" style={FIELDSET}>
      <Text component="legend" fw={700} size="lg" p={0} mb="sm">
        {legend}
      </Text>
      {view.mode === 'search' && (
        <AddressSearch
          name={name}
          autoFocus={view.moved}
          error={hiddenError}
          onChoose={choose}
          onManual={() => setView({ mode: 'manual', moved: true })}
        />
      )}
      {view.mode === 'manual' && (
        <ManualAddress name={name} autoFocus={view.moved} onSearch={searchAgain} />
      )}
      {view.mode === 'chosen' && (
        <Paper withBorder p="md">
          {/* The address gives way, wrapping as it must; the button never shrinks, or its label
              is cut ('Cha') beside a long address on a phone. */}
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text
              id={summaryId}
              style={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {formatAddress(address)}
            </Text>
            <Button
              variant="default"
              onClick={searchAgain}
              aria-describedby={summaryId}
              autoFocus={view.moved}
              style={{ flexShrink: 0 }}
            >
              Change
            </Button>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
