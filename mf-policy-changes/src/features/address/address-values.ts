import { AddressFormSchema, AddressLookupRequestSchema, validate } from '@portal/contract';

// The address as the form holds it at `name`: six nested fields, read and written by path so
// that a field of its own beside them (the policy address's dwelling_type) is left alone.

export const ADDRESS_PARTS = [
  'line_one',
  'line_two',
  'line_three',
  'town',
  'county',
  'postcode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValues = Partial<Record<AddressPart, string>>;

/** The value at a dotted path of nested values ('address.town', 'vehicles.7.garage_address'). */
export function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function addressAt(values: unknown, name: string): AddressValues {
  const address: AddressValues = {};
  for (const part of ADDRESS_PARTS) {
    const value = valueAt(values, `${name}.${part}`);
    if (typeof value === 'string' && value !== '') address[part] = value;
  }
  return address;
}

/** Complete by the contract's rules (lines 1 and 2, town, county, a 6-8 character postcode). */
export function isCompleteAddress(address: AddressValues): boolean {
  return validate(AddressFormSchema, address).success;
}

/** The postcode to search for (trimmed, uppercased), or null when the API would refuse it. */
export function lookupPostcode(typed: unknown): string | null {
  const request = validate(AddressLookupRequestSchema, { postcode: typed });
  return request.success ? request.output.postcode : null;
}

/** policy-changes.md §5: a postcode is uppercased as it is typed; empty stays undefined. */
export function upperCase(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value.toUpperCase() : undefined;
}
