import {
  ADDRESS_FIELD_LABELS,
  ADDRESS_SEARCH,
  MESSAGES,
  type AddressLookupResult,
} from '@portal/contract';
import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextField,
  useFormState,
} from '@portal/ui';
import { IconAlertTriangle } from '@portal/ui/icons';
import { useEffect, useState } from 'react';
import { useAddressLookup } from '../api/lookup-address';
import { lookupPostcode, upperCase, valueAt } from '../address-values';

// policy-changes.md §2 'Address lookup', §5, §8, §9: the postcode, searched 200 ms after the
// last keystroke once it has 6 characters; then the addresses found, or the catalogue's message
// when there are none or the call fails. Manual entry is offered throughout.

export interface AddressSearchProps {
  readonly name: string;
  /** Focus the postcode: the person came here from another state of the field. */
  readonly autoFocus: boolean;
  /** A message for a part of the address not shown here (no address chosen yet). */
  readonly error: string | undefined;
  readonly onChoose: (result: AddressLookupResult) => void;
  readonly onManual: () => void;
}

function addressesFound(count: number): string {
  return count === 1 ? '1 address found' : `${count} addresses found`;
}

export function AddressSearch({ name, autoFocus, error, onChoose, onManual }: AddressSearchProps) {
  const { values } = useFormState({ subscription: { values: true } });
  const wanted = lookupPostcode(valueAt(values, `${name}.postcode`));
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(wanted), ADDRESS_SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [wanted]);
  // Only the answer for the postcode as it now reads: never a list for the one typed before.
  const settled = wanted !== null && debounced === wanted;
  const lookup = useAddressLookup(settled ? wanted : null);

  const results = settled && lookup.isSuccess ? lookup.data : undefined;
  const found = results !== undefined && results.length > 0;
  const none = (results !== undefined && results.length === 0) || (settled && lookup.isError);
  const searching = wanted !== null && !found && !none;

  return (
    <Stack gap="md">
      <TextField
        name={`${name}.postcode`}
        label={ADDRESS_FIELD_LABELS.postcode}
        required
        parse={upperCase}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus={autoFocus}
      />
      {/* Polite: what the search found is announced without interrupting the typing. */}
      <div role="status">
        {searching && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Searching for addresses…</Text>
          </Group>
        )}
        {found && <Text size="sm">{addressesFound(results.length)}</Text>}
        {none && (
          // role="none": the region around it announces it politely, not as an alert.
          <Alert
            role="none"
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden size={20} stroke={1.75} />}
          >
            {MESSAGES.addressNotFound}
          </Alert>
        )}
      </div>
      {found && (
        <Select
          label="Select an address"
          placeholder="Choose from the list"
          data={results.map((result, index) => ({ value: String(index), label: result.label }))}
          value={null}
          onChange={(value) => {
            const result = value === null ? undefined : results[Number(value)];
            if (result) onChoose(result);
          }}
          allowDeselect={false}
          error={error}
        />
      )}
      {error && !found && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="subtle" onClick={onManual}>
          Enter the address manually
        </Button>
      </Group>
    </Stack>
  );
}
