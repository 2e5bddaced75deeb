import type { AddressFieldComponent, Wording } from '../person-form-model';

// Step 6 (policy-changes.md §2 'Address lookup', §3 address, §5): the person's address, found by
// postcode or entered by hand, with the address feature's lookup field.

export function AddressStep({
  wording,
  AddressField,
}: {
  wording: Wording;
  AddressField: AddressFieldComponent;
}) {
  const legend = wording.you ? 'Your address' : `The ${wording.label}'s address`;
  return <AddressField name="address" legend={legend} />;
}
