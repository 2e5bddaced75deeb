import { expectTypeOf, test } from 'vitest';
import type { AddressLookupResult, addressEndpoints } from './address';
import type { driverEndpoints, PersonCreate, PersonUpdate } from './drivers';
import type { BodyOf, CallArgs, CallInput, CallOutput } from './endpoint';
import type { FormOptions, formOptionEndpoints, JobsAndIndustries, Option } from './form-options';

type LookupAddress = typeof addressEndpoints.lookupAddress;
type CreatePerson = typeof driverEndpoints.createPerson;
type UpdatePerson = typeof driverEndpoints.updatePerson;
type RemovePerson = typeof driverEndpoints.removePerson;
type GetFormOptions = typeof formOptionEndpoints.getFormOptions;
type GetJobs = typeof formOptionEndpoints.getJobsAndIndustries;

test('the address lookup takes a postcode and answers a list of results', () => {
  expectTypeOf<BodyOf<LookupAddress>>().toEqualTypeOf<{ postcode: string }>();
  expectTypeOf<CallOutput<LookupAddress>>().toEqualTypeOf<AddressLookupResult[]>();
  expectTypeOf<AddressLookupResult['line_three']>().toEqualTypeOf<string>();

  const lookup: CallInput<LookupAddress> = { body: { postcode: 'SN1 1AA' } };
  void lookup;
  // @ts-expect-error the postcode is required
  const noPostcode: CallInput<LookupAddress> = { body: {} };
  void noPostcode;
  // @ts-expect-error a postcode is text
  const numeric: CallInput<LookupAddress> = { body: { postcode: 123456 } };
  void numeric;
});

test('adding a person needs the policy id and the whole form, and answers a message', () => {
  expectTypeOf<CallInput<CreatePerson>['params']>().toEqualTypeOf<Record<'id', string | number>>();
  expectTypeOf<BodyOf<CreatePerson>>().toEqualTypeOf<PersonCreate>();
  expectTypeOf<CallOutput<CreatePerson>>().toEqualTypeOf<string>();
  expectTypeOf<PersonCreate['meta']['first_name']>().toEqualTypeOf<string>();
  expectTypeOf<PersonCreate['meta']['uk_resident_since_birth']>().toEqualTypeOf<
    '1' | '0' | null | undefined
  >();
  expectTypeOf<PersonCreate['usage']['has_criminal_offences']>().toEqualTypeOf<
    '1' | '0' | null | undefined
  >();
  expectTypeOf<PersonCreate['claims']>().toEqualTypeOf<
    | {
        type: string;
        date: string;
        at_fault: boolean;
        no_claims_affected: boolean;
        cost: number;
      }[]
    | undefined
  >();

  const { meta, ...withoutMeta } = {} as PersonCreate;
  void meta;
  // @ts-expect-error the person's details are required when adding
  const incomplete: BodyOf<CreatePerson> = withoutMeta;
  void incomplete;
  // @ts-expect-error the policy id is required
  const noPolicy: CallInput<CreatePerson> = { body: {} as PersonCreate };
  void noPolicy;
});

test('updating a person needs both ids and takes any part of the form', () => {
  expectTypeOf<CallInput<UpdatePerson>['params']>().toEqualTypeOf<
    Record<'id' | 'personId', string | number>
  >();
  expectTypeOf<BodyOf<UpdatePerson>>().toEqualTypeOf<PersonUpdate>();
  expectTypeOf<CallOutput<UpdatePerson>>().toEqualTypeOf<string>();

  const firstNameOnly: CallInput<UpdatePerson> = {
    params: { id: 1, personId: 2 },
    body: { effective_date: '2026-11-22', meta: { first_name: 'Ada' } },
  };
  void firstNameOnly;
  const noDate: CallInput<UpdatePerson> = {
    params: { id: 1, personId: 2 },
    // @ts-expect-error every change carries its effective date
    body: { meta: { first_name: 'Ada' } },
  };
  void noDate;
  const badPoints: CallInput<UpdatePerson> = {
    params: { id: 1, personId: 2 },
    // @ts-expect-error points are a number
    body: { effective_date: '2026-11-22', convictions: [{ points: '3' }] },
  };
  void badPoints;
});

test('removing a person needs both ids and no body', () => {
  expectTypeOf<CallArgs<RemovePerson>>().toEqualTypeOf<[input: CallInput<RemovePerson>]>();
  expectTypeOf<CallOutput<RemovePerson>>().toEqualTypeOf<string>();
  // @ts-expect-error removal takes no body
  const withBody: CallInput<RemovePerson> = { params: { id: 1, personId: 2 }, body: {} };
  void withBody;
});

test('option lists can be fetched with nothing, or for a policy', () => {
  expectTypeOf<CallArgs<GetFormOptions>>().toEqualTypeOf<[input?: CallInput<GetFormOptions>]>();
  expectTypeOf<CallOutput<GetFormOptions>>().toEqualTypeOf<FormOptions>();
  expectTypeOf<FormOptions['title']>().toEqualTypeOf<Option[]>();
  expectTypeOf<Option>().toEqualTypeOf<{ id: string; label: string; value?: string | undefined }>();
  expectTypeOf<CallOutput<GetJobs>>().toEqualTypeOf<JobsAndIndustries>();

  const scoped: CallInput<GetJobs> = { query: { policy_id: 3, search: 'driver' } };
  void scoped;
  // @ts-expect-error a search is text
  const numericSearch: CallInput<GetJobs> = { query: { search: 25 } };
  void numericSearch;
});
