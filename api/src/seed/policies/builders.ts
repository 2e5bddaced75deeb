import type * as v from 'valibot';
import type { StoredPolicySchema } from '@portal/contract';

// Small builders for the seeded policy documents: the defaults a real provider record would
// carry, so each policy file lists only what makes it what it is.

export type StoredPolicyInput = v.InferInput<typeof StoredPolicySchema>;
export type StoredDriverInput = NonNullable<StoredPolicyInput['drivers']>[number];
export type StoredVehicleInput = NonNullable<StoredPolicyInput['vehicles']>[number];
type AddressInput = StoredPolicyInput['address'];

export const ADDRESSES = {
  mitchell: {
    line_one: '14 Harcourt Road',
    line_two: 'Headingley',
    line_three: null,
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS6 3AB',
    dwelling_type: 'Semi-detached house',
  },
  okafor: {
    line_one: '27 Ellesmere Street',
    line_two: 'Castlefield',
    line_three: null,
    town: 'Manchester',
    county: 'Greater Manchester',
    postcode: 'M15 4JY',
    dwelling_type: 'Terraced house',
  },
  shah: {
    line_one: 'Flat 3',
    line_two: '8 Clifton Terrace',
    line_three: 'Clifton',
    town: 'Bristol',
    county: null,
    postcode: 'BS8 4EJ',
    dwelling_type: 'Flat',
  },
} as const satisfies Record<string, AddressInput>;

/** The van yard, where van.fleet's vans are kept at night. */
export const OKAFOR_YARD = {
  line_one: 'Unit 4, Canal Wharf',
  line_two: 'Ordsall Lane',
  line_three: null,
  town: 'Salford',
  county: 'Greater Manchester',
  postcode: 'M5 4WT',
};

export function withoutDwelling(address: AddressInput) {
  return {
    line_one: address.line_one,
    line_two: address.line_two,
    line_three: address.line_three,
    town: address.town,
    county: address.county,
    postcode: address.postcode,
  };
}

export const SOCIAL_AND_COMMUTING = 'Social, domestic and pleasure including commuting';

export function driver(
  fields: Pick<StoredDriverInput, 'ID' | 'meta' | 'license' | 'usage'> & Partial<StoredDriverInput>,
): StoredDriverInput {
  return {
    address: null,
    health_conditions: [],
    occupations: [],
    qualifications: [],
    claims: [],
    convictions: [],
    effective_date: null,
    ...fields,
  };
}

export function vehicle(
  fields: Pick<
    StoredVehicleInput,
    | 'ID'
    | 'make'
    | 'model'
    | 'engine'
    | 'year'
    | 'transmission'
    | 'registration'
    | 'annual_mileage'
    | 'stored_during_night'
  > &
    Partial<StoredVehicleInput>,
): StoredVehicleInput {
  return {
    trim: null,
    description: null,
    has_reg_number: true,
    chassis_number: null,
    est_value: null,
    purchase_date: null,
    avp_required: false,
    avp_completed: false,
    security_features: [],
    modifications: null,
    address: null,
    ...fields,
  };
}

/** The parts every motor policy shares; `fields` override and add. */
export function motorPolicy(
  fields: Pick<
    StoredPolicyInput,
    'id' | 'label' | 'value' | 'icon' | 'reference' | 'address' | 'summary' | 'portal'
  > &
    Partial<StoredPolicyInput>,
): StoredPolicyInput {
  return {
    type: 'Motor',
    booklet: null,
    correspondence: true,
    direct_debit: false,
    payments_available: false,
    refunds_available: false,
    renewal_available: false,
    flags: {},
    extras: [],
    excess: [],
    drivers: [],
    vehicles: [],
    fluxscore: null,
    hidden: false,
    ...fields,
  };
}
