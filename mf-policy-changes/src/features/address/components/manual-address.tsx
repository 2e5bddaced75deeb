import { ADDRESS_FIELD_LABELS } from '@portal/contract';
import { Button, Group, Stack, TextField } from '@portal/ui';
import { upperCase } from '../address-values';

// policy-changes.md §5 'Common': lines 1 and 2, town, county and postcode required, line 3
// optional. The messages are the form schema's, each under its own input.

export interface ManualAddressProps {
  readonly name: string;
  /** Focus line 1: the person came here from another state of the field. */
  readonly autoFocus: boolean;
  readonly onSearch: () => void;
}

export function ManualAddress({ name, autoFocus, onSearch }: ManualAddressProps) {
  const labels = ADDRESS_FIELD_LABELS;
  return (
    <Stack gap="md">
      <TextField
        name={`${name}.line_one`}
        label={labels.line_one}
        required
        autoComplete="address-line1"
        autoFocus={autoFocus}
      />
      <TextField
        name={`${name}.line_two`}
        label={labels.line_two}
        required
        autoComplete="address-line2"
      />
      <TextField
        name={`${name}.line_three`}
        label={labels.line_three}
        autoComplete="address-line3"
      />
      <TextField name={`${name}.town`} label={labels.town} required autoComplete="address-level2" />
      <TextField
        name={`${name}.county`}
        label={labels.county}
        required
        autoComplete="address-level1"
      />
      <TextField
        name={`${name}.postcode`}
        label={labels.postcode}
        required
        parse={upperCase}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Group>
        <Button variant="subtle" onClick={onSearch}>
          Search by postcode
        </Button>
      </Group>
    </Stack>
  );
}
