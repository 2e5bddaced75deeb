import {
  changedParts,
  driverFormSchema,
  optionChoices,
  readKey,
  type FormOptions,
  type IsoDate,
  type PersonUpdate,
  type Policy,
  type PolicyDriver,
} from '@portal/contract';
import type { FormStep } from '@portal/forms';
import type { ComponentType } from 'react';
import * as v from 'valibot';

// The driver, rider or person form's model (policy-changes.md §2 'Driver, rider or person form',
// §3, §4 'Driver form', §5 'Driver, rider or person'): its seven steps and the answers each
// holds, the values it starts from, the schema it is checked with, and its wording.

export const STEPS = [
  { title: 'Personal details', keys: ['meta', 'usage.main_user'] },
  { title: 'Health conditions', keys: ['health_conditions'] },
  { title: 'Employment information', keys: ['occupations'] },
  { title: 'Driving history', keys: ['license', 'usage', 'qualifications', 'convictions'] },
  { title: 'Claim history', keys: ['claims'] },
  { title: 'Address details', keys: ['address'] },
  { title: 'Final checks', keys: ['effective_date', 'also_change'] },
] as const satisfies readonly FormStep[];

/**
 * What the form holds while it is filled in. The update body's shape: every part optional, and
 * list items as far as they are filled in (the schema says what is missing).
 */
export type PersonValues = PersonUpdate;

/** What the form needs to know of the policy, the person and the day. */
export interface PersonSetup {
  readonly policy: Policy;
  /** The person being changed; null is the placeholder of a new one (§4: create). */
  readonly driver: PolicyDriver | null;
  readonly options: FormOptions;
  readonly today: IsoDate;
}

/**
 * The address lookup field group (the address feature's, given to the form by the app): the
 * contract Address at `name`, its parts at `${name}.line_one` ... `${name}.postcode`.
 */
export type AddressFieldComponent = ComponentType<{ name: string; legend: string }>;

export type PersonLabel = Policy['person_labels']['single'];

/**
 * §1, §5, §6: riders on bike policies, drivers on car, van and motor ones, people otherwise; the
 * main user is 'you'. Messages come from the contract (driver or rider); this is the questions.
 */
export interface Wording {
  readonly label: PersonLabel;
  readonly you: boolean;
  /** 'your' or "the rider's" */
  readonly whose: string;
  /** 'Have you' or 'Has the rider' */
  readonly has: string;
  /** 'Are you' or 'Is the rider' */
  readonly is: string;
  /** 'Do you' or 'Does the rider' */
  readonly does: string;
}

export function wordingOf({ policy, driver }: Pick<PersonSetup, 'policy' | 'driver'>): Wording {
  const label = policy.person_labels.single;
  const you = driver?.usage.main_user === true;
  const the = `the ${label}`;
  return {
    label,
    you,
    whose: you ? 'your' : `${the}'s`,
    has: you ? 'Have you' : `Has ${the}`,
    is: you ? 'Are you' : `Is ${the}`,
    does: you ? 'Do you' : `Does ${the}`,
  };
}

/** 'Add a rider' or 'Update a driver'. */
export function titleOf({ policy, driver }: Pick<PersonSetup, 'policy' | 'driver'>): string {
  return `${driver ? 'Update' : 'Add'} a ${policy.person_labels.single}`;
}

/** The values the form starts from: the person's as on the policy, or none for a new one. */
export function initialValues({ driver, today }: PersonSetup): PersonValues {
  if (!driver) return { effective_date: today, also_change: [] };
  const { meta, address, license, usage } = driver;
  return {
    effective_date: today,
    also_change: [],
    meta: {
      title: meta.title,
      first_name: meta.first_name,
      additional_names: meta.additional_names ?? undefined,
      last_name: meta.last_name,
      dob: meta.dob,
      marital_status: meta.marital_status,
    },
    // Blank parts as the form holds them: '' (the diff reads '' and null as the same answer).
    address: address
      ? {
          ...address,
          line_two: address.line_two ?? '',
          line_three: address.line_three ?? '',
          county: address.county ?? '',
        }
      : undefined,
    license: {
      number: license.number ?? undefined,
      type: license.type,
      date_passed: license.date_passed ?? undefined,
    },
    usage: { description: usage.description, main_user: usage.main_user },
    health_conditions: driver.health_conditions,
    occupations: driver.occupations,
    qualifications: driver.qualifications,
    convictions: driver.convictions.map((item) => ({
      ...item,
      ban_expiry: item.ban_expiry ?? '',
    })),
    claims: driver.claims,
  };
}

/** §5: the relationship is asked unless any driver may drive or the person is the main user. */
export function asksRelationship(policy: Policy, mainUser: unknown): boolean {
  return !policy.flags.any_driver && mainUser !== true;
}

/** What was sent and how: the whole form on create, the changed parts on update (§4, §7). */
export type PersonRequest =
  | { readonly mode: 'add'; readonly body: v.InferOutput<ReturnType<typeof addSchemaOf>> }
  | { readonly mode: 'update'; readonly body: v.InferOutput<ReturnType<typeof updateSchemaOf>> };

function contextOf({ policy, options, today }: PersonSetup) {
  return {
    person: policy.person_labels.single,
    anyDriver: policy.flags.any_driver,
    today,
    options: optionChoices(options),
  };
}

function addSchemaOf(setup: PersonSetup, mainUser: boolean) {
  return driverFormSchema({ ...contextOf(setup), mode: 'add', mainUser });
}

function updateSchemaOf(setup: PersonSetup, mainUser: boolean) {
  return driverFormSchema({ ...contextOf(setup), mode: 'update', mainUser });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The form's values: any object, each part checked by the contract's schema after it. */
const ValuesSchema = v.custom<PersonValues>(isRecord);

/** The parts that describe the change rather than the person: sent with every change. */
const ABOUT_THE_CHANGE = ['effective_date', 'also_change'];

/** True when the body carries nothing of the person: there was no change to send (§5). */
export function changesNothing(body: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(body).every((key) => ABOUT_THE_CHANGE.includes(key));
}

/**
 * The form's schema: the contract's rules for this policy, person and day, with the main-user
 * answer deciding the relationship question (§5). An update is checked as it is sent - the
 * changed parts only (contract `changedParts`), so an answer nobody touched never blocks it;
 * with nothing changed only the effective date and the policies to change are left, and the
 * form says so before anything is sent.
 */
export function personFormSchema(setup: PersonSetup) {
  const { driver } = setup;
  if (!driver) {
    const add = { yes: addSchemaOf(setup, true), no: addSchemaOf(setup, false) };
    return v.pipe(
      ValuesSchema,
      v.lazy((values) => (readKey(values, 'usage.main_user') === true ? add.yes : add.no)),
      v.transform((body): PersonRequest => ({ mode: 'add', body })),
    );
  }
  const initial = initialValues(setup);
  const update = { yes: updateSchemaOf(setup, true), no: updateSchemaOf(setup, false) };
  return v.pipe(
    ValuesSchema,
    v.transform((values): PersonUpdate => {
      const parts = changedParts(initial, values);
      if (parts.changed) return parts.body;
      return { effective_date: values.effective_date, also_change: values.also_change };
    }),
    // The answer sent, else the one on the policy: as the reference API decides it.
    v.lazy((body) =>
      (readKey(body, 'usage.main_user') ?? driver.usage.main_user) === true
        ? update.yes
        : update.no,
    ),
    v.transform((body): PersonRequest => ({ mode: 'update', body })),
  );
}
