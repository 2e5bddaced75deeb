import * as v from 'valibot';
import { endpoint } from './endpoint';
import { listed } from './form-rules';
import { MESSAGES } from './messages';
import { requiredText, TextSchema } from './rules';

// Addresses as the change forms enter them, and the address lookup (policy-changes.md §3, §5
// 'Common', §7 POST /meta/address-lookup, §9). The policy as read is in policies.ts.

/**
 * `v.object`, except that a missing key gets the message of its own schema. A form leaves an
 * untouched field out of its values, and the person must still read "Please provide the
 * driver's first name" rather than a message about keys. Other problems with the object itself
 * (not an object at all) get `fallback`.
 */
export function formObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  fallback: string = MESSAGES.clientDefault,
) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry: unknown = typeof key === 'string' ? entries[key] : undefined;
    if (typeof entry === 'object' && entry !== null && 'message' in entry) {
      if (typeof entry.message === 'string') return entry.message;
    }
    return fallback;
  });
}

// policy-changes.md §5, §9: postcode 6 to 8 characters, uppercased; address search from 6.
export const POSTCODE_LENGTH = { min: 6, max: 8 } as const;
export const ADDRESS_SEARCH = { minLength: 6, debounceMs: 200 } as const;

/** A required postcode: trimmed, uppercased, 6-8 characters. `message` says it is missing. */
export function postcodeSchema(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(message),
    v.check(
      (postcode) =>
        postcode === '' ||
        (postcode.length >= POSTCODE_LENGTH.min && postcode.length <= POSTCODE_LENGTH.max),
      MESSAGES.postcodeLength,
    ),
  );
}

/** The search runs only for 6 or more characters after trimming (policy-changes.md §5). */
export function shouldSearchAddress(text: string): boolean {
  return text.trim().length >= ADDRESS_SEARCH.minLength;
}

/** The labels the required messages name; the policy form quotes them as they are. */
export const ADDRESS_FIELD_LABELS = {
  line_one: 'Address line 1',
  line_two: 'Address line 2',
  line_three: 'Address line 3',
  town: 'Town',
  county: 'County',
  postcode: 'Postcode',
  dwelling_type: 'Dwelling type',
} as const;

/** Builds a form's 'required' message from a field label. */
export type RequiredMessage = (label: string) => string;

function provideThe(label: string): string {
  return `Please provide the ${label.toLowerCase()}`;
}

/** Lines 1 and 2, town, county and postcode required; line 3 optional (§5 'Common'). */
export function addressEntries(required: RequiredMessage = provideThe) {
  const labels = ADDRESS_FIELD_LABELS;
  return {
    line_one: requiredText(required(labels.line_one)),
    line_two: requiredText(required(labels.line_two)),
    line_three: v.nullish(TextSchema),
    town: requiredText(required(labels.town)),
    county: requiredText(required(labels.county)),
    postcode: postcodeSchema(required(labels.postcode)),
  };
}

/**
 * An address as a form enters it. The driver form words its messages "Please provide the
 * driver's postcode", the policy form 'The "Postcode" field is required.'.
 */
export function addressFormSchema(required: RequiredMessage = provideThe) {
  return formObject(addressEntries(required));
}

export const AddressFormSchema = addressFormSchema();
export type AddressForm = v.InferOutput<typeof AddressFormSchema>;

/**
 * The policy address also needs its dwelling type (policy-changes.md §3, §5), one of the
 * dwelling types served where they are given.
 */
export function policyAddressFormSchema(
  required: RequiredMessage = provideThe,
  dwellingTypes?: readonly string[],
) {
  return formObject({
    ...addressEntries(required),
    dwelling_type: v.pipe(
      requiredText(required(ADDRESS_FIELD_LABELS.dwelling_type)),
      listed(dwellingTypes, MESSAGES.optionNotListed),
    ),
  });
}

export const PolicyAddressFormSchema = policyAddressFormSchema();
export type PolicyAddressForm = v.InferOutput<typeof PolicyAddressFormSchema>;

export const AddressLookupRequestSchema = formObject({
  postcode: postcodeSchema(MESSAGES.postcodeRequired),
});

/** Parts a provider may leave out read as ''. */
const OptionalPartSchema = v.nullish(v.string(), '');

/** One lookup result (policy-changes.md §3): a label to pick it by, and the address parts. */
export const AddressLookupResultSchema = v.object({
  label: v.string(),
  line_one: v.string(),
  line_two: OptionalPartSchema,
  line_three: OptionalPartSchema,
  town: v.string(),
  county: OptionalPartSchema,
  postcode: v.string(),
});
export type AddressLookupResult = v.InferOutput<typeof AddressLookupResultSchema>;

/** The form values a chosen result fills in. */
export function addressFromLookup({ label: _label, ...address }: AddressLookupResult) {
  return address;
}

export const addressEndpoints = {
  /** No results (or a failure) shows MESSAGES.addressNotFound and manual entry. */
  lookupAddress: endpoint({
    method: 'POST',
    path: '/meta/address-lookup',
    auth: 'none',
    body: AddressLookupRequestSchema,
    response: v.array(AddressLookupResultSchema),
  }),
};
