import {
  optionChoices,
  policyDetailsChanges,
  policyDetailsPayloadSchema,
  validate,
  type FormOptions,
  type IsoDate,
  type Policy,
  type PolicyDetailsPayload,
} from '@portal/contract';
import type { FormStep, StepFormOutput } from '@portal/forms';
import type { ComponentType } from 'react';

// The policy details change form's model (policy-changes.md §2 'Policy details change form', §3
// 'Policy details form', §4, §5 'Policy details form'): its four steps and the answers each asks,
// the values it starts from, the schema it is checked with, and what counts as a change.
//
// The form holds drivers and vehicles as the lists it sends (§3), in the policy's order, each
// with its ID: final-form reads a number in a field's name as a list index, so a record keyed by
// id ('vehicles.2011.annual_mileage') would turn into a list of 2012 items. The contract's check
// of the body (the API's own) is the form's schema, and a 422's keys land on the fields as sent.

export const STEPS = [
  {
    title: 'Address',
    keys: [
      'address',
      'home_address',
      'home_address_info',
      'home_owner',
      'property_type',
      'vehicles.*.same_address',
      'vehicles.*.garage_address',
    ],
  },
  { title: 'Vehicle', keys: ['vehicles', 'drivers.*.usage'] },
  { title: 'Employment information', keys: ['drivers'] },
  { title: 'Confirm', keys: ['effective_date', 'also_change'] },
] as const satisfies readonly FormStep[];

/** What the form needs to know of the policy, its option lists and the day. */
export interface PolicyDetailsSetup {
  readonly policy: Policy;
  readonly options: FormOptions;
  readonly today: IsoDate;
}

/**
 * The address lookup field group (the address feature's, given to the form by the app): the
 * contract Address at `name`, its parts at `${name}.line_one` ... `${name}.postcode`.
 */
export type AddressFieldComponent = ComponentType<{ name: string; legend: string }>;

/** §5: each driver's usage of the vehicle is asked when the policy has only one vehicle. */
export function asksUsage(policy: Policy): boolean {
  return policy.vehicles.length === 1;
}

/** The contract's check of the body, with this policy's lists and today's date window. */
export function policyDetailsSchema({ policy, options, today }: PolicyDetailsSetup) {
  return policyDetailsPayloadSchema({
    today,
    singleVehicle: asksUsage(policy),
    options: optionChoices(options),
  });
}

export type PolicyDetailsSent = StepFormOutput<ReturnType<typeof policyDetailsSchema>>;

/**
 * The values the form starts from: what the policy holds. Home address, homeowner, property
 * type, whether an occupation changed and the building structure are not on the policy, so they
 * start unanswered; a vehicle with no address of its own is kept at the policy address (§3).
 */
export function initialValues({ policy, today }: PolicyDetailsSetup): PolicyDetailsPayload {
  const { address } = policy;
  const usage = asksUsage(policy);
  return {
    // Blank parts as the form holds them: '' (the comparison reads '' and null as the same).
    address: {
      line_one: address.line_one,
      line_two: address.line_two ?? '',
      line_three: address.line_three ?? undefined,
      town: address.town,
      county: address.county ?? '',
      postcode: address.postcode,
      dwelling_type: address.dwelling_type ?? '',
    },
    drivers: policy.drivers.map((driver) => ({
      ID: driver.ID,
      occupations: driver.occupations,
      usage: usage ? { description: driver.usage.description } : undefined,
    })),
    vehicles: policy.vehicles.map((vehicle) => ({
      ID: vehicle.ID,
      annual_mileage: vehicle.annual_mileage,
      stored_during_night: vehicle.stored_during_night,
      same_address: vehicle.address === null,
      garage_address: vehicle.address
        ? {
            ...vehicle.address,
            line_two: vehicle.address.line_two ?? '',
            line_three: vehicle.address.line_three ?? undefined,
            county: vehicle.address.county ?? '',
          }
        : undefined,
    })),
    effective_date: today,
    also_change: [],
  };
}

/**
 * §5: whether what is sent changes anything the policy holds. The answers the policy does not
 * hold (home address, homeowner, property type, building structure) describe the change and are
 * taken as sent; an occupation is unchanged unless said otherwise. When what the policy holds
 * would not pass as it is (a dwelling type it lacks), sending means the missing part was given.
 */
export function changesAnything(setup: PolicyDetailsSetup, sent: PolicyDetailsSent): boolean {
  const start = initialValues(setup);
  const asOnThePolicy = {
    ...start,
    home_address: sent.home_address,
    home_address_info: sent.home_address_info,
    home_owner: sent.home_owner,
    property_type: sent.property_type,
    drivers: start.drivers?.map((driver) => ({ ...driver, occupation_changed: false })),
    vehicles: start.vehicles?.map((vehicle, index) => ({
      ...vehicle,
      building_structure: sent.vehicles[index]?.building_structure,
    })),
  };
  const held = validate(policyDetailsSchema(setup), asOnThePolicy);
  return !held.success || policyDetailsChanges(held.output, sent).changed;
}
