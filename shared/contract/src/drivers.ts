import * as v from 'valibot';
import { addressFormSchema, formObject } from './address';
import { diffParts } from './changed-parts';
import {
  dateBetween,
  isoDateSchema,
  nextDays,
  pastYears,
  yearsBefore,
  type DateWindow,
  type IsoDate,
} from './dates';
import { endpoint, MessageSchema } from './endpoint';
import type { OptionChoices } from './form-options';
import { listed, requiredFields, type FieldRequirement } from './form-rules';
import {
  MESSAGES,
  personDobOutOfRange,
  personMainUserRequired,
  providePersonField,
} from './messages';
import { IdSchema, requiredText, TextSchema } from './rules';

// The driver, rider or person form (policy-changes.md §3 'Driver/rider/person form', §4 'Driver
// form', §5 'Driver, rider or person', §7 POST/PATCH/DELETE /policies/{id}/person, §9). Rules
// that depend on the policy and on today are built by `driverFormSchema(context)`, so the form
// and the reference API check the same thing on the same day.

export type PersonKind = 'driver' | 'rider' | 'person';

export interface DriverFormContext {
  readonly mode: 'add' | 'update';
  readonly person: PersonKind;
  /** The policy's any_driver flag: no relationship and no main-user question. */
  readonly anyDriver: boolean;
  /** The person is the main user: no relationship question. */
  readonly mainUser: boolean;
  readonly today: IsoDate;
  /** The lists served for the policy; each option field takes only their values. */
  readonly options?: OptionChoices;
}

// Ours (§5 says only 'whole number 0 or more'), each with why.
export const DRIVER_LIMITS = {
  // No one has lived in the UK longer than the oldest driver asked about (§5: dob 100 years).
  ukResidentYearsMax: 100,
  // Pounds: motoring fines run to a few thousand; this leaves room for the rare large one.
  fineMax: 100_000,
  // Pounds: the largest injury claims reach millions; anything larger is handled by phone.
  claimCostMax: 10_000_000,
} as const;

/** §5 'Common': messages say rider on bike policies and driver otherwise, people included. */
export function messagePerson(person: PersonKind): 'driver' | 'rider' {
  return person === 'rider' ? 'rider' : 'driver';
}

// What the schema needs of the context; the endpoints' context-free shape has open windows.
interface Rules {
  readonly person: 'driver' | 'rider';
  readonly today?: IsoDate;
  readonly relationshipAsked: boolean;
  readonly mainUserAsked: boolean;
  readonly options?: OptionChoices;
}

function datedField(required: string, outOfRange: string, window: DateWindow) {
  return v.pipe(
    isoDateSchema(required, MESSAGES.invalidDate),
    dateBetween({ ...window, message: outOfRange }),
  );
}

function wholeNumber(required: string, invalid: string, min: number, max: number) {
  return v.pipe(
    v.number(required),
    v.safeInteger(invalid),
    v.minValue(min, invalid),
    v.maxValue(max, invalid),
  );
}

const YES_NO = ['1', '0'] as const;

function entries(rules: Rules) {
  const provide = (field: string) => providePersonField(rules.person, field);
  const today = rules.today;
  const window = (years: number): DateWindow => (today ? pastYears(today, years) : {});
  const options = rules.options ?? {};
  // A choice from a served list: text as before, and one of the list's values where known.
  const choice = (message: string, choices: readonly string[] | undefined) =>
    v.pipe(requiredText(message), listed(choices, MESSAGES.optionNotListed));
  const optionalChoice = (choices: readonly string[] | undefined) =>
    v.nullish(v.pipe(TextSchema, listed(choices, MESSAGES.optionNotListed)));
  return {
    effective_date: datedField(
      MESSAGES.effectiveDateRequired,
      MESSAGES.effectiveDateOutOfRange,
      today ? nextDays(today, 29) : {},
    ),
    also_change: v.optional(v.array(IdSchema), []),
    meta: formObject({
      title: choice(provide('title'), options.title),
      first_name: requiredText(provide('first name')),
      additional_names: v.nullish(TextSchema),
      last_name: requiredText(provide('last name')),
      dob: datedField(
        provide('date of birth'),
        personDobOutOfRange(rules.person),
        today ? { min: yearsBefore(today, 100), max: yearsBefore(today, 16) } : {},
      ),
      marital_status: choice(provide('marital status'), options.marital_status),
      uk_resident_since_birth: v.nullish(v.picklist(YES_NO, MESSAGES.answerYesOrNo)),
      uk_resident_years: v.nullish(
        wholeNumber(
          provide('years of UK residence'),
          MESSAGES.ukResidentYearsInvalid,
          0,
          DRIVER_LIMITS.ukResidentYearsMax,
        ),
      ),
      uk_resident_months: v.nullish(
        wholeNumber(provide('months of UK residence'), MESSAGES.ukResidentMonthsInvalid, 0, 12),
      ),
      relationship: optionalChoice(options.relationship),
    }),
    address: addressFormSchema((label) => provide(label.toLowerCase())),
    license: formObject({
      number: v.pipe(
        requiredText(provide('licence number')),
        v.check((number) => number === '' || number.length === 16, MESSAGES.licenceNumberLength),
      ),
      type: choice(provide('licence type'), options.license_type),
      date_passed: datedField(
        provide('licence test pass date'),
        MESSAGES.licencePassDateOutOfRange,
        window(90),
      ),
    }),
    usage: formObject({
      description: choice(provide('vehicle use'), options.vehicle_use),
      main_user: v.nullish(v.boolean(personMainUserRequired(rules.person))),
      use_other_vehicles: v.nullish(v.boolean(MESSAGES.answerYesOrNo)),
      own_other_vehicles: v.nullish(v.boolean(MESSAGES.answerYesOrNo)),
      previously_refused: v.nullish(v.boolean(MESSAGES.answerYesOrNo)),
      has_criminal_offences: v.nullish(v.picklist(YES_NO, MESSAGES.answerYesOrNo)),
      criminal_offences: v.nullish(TextSchema),
    }),
    health_conditions: v.optional(
      v.array(
        v.pipe(
          formObject({
            description: choice(MESSAGES.selectHealthCondition, options.health),
            diagnosis_date: datedField(
              MESSAGES.diagnosisDateRequired,
              MESSAGES.diagnosisDateOutOfRange,
              window(100),
            ),
            dvla_notified: v.boolean(MESSAGES.dvlaNotifiedRequired),
            has_license_restrictions: v.nullish(v.boolean(MESSAGES.answerYesOrNo)),
            license_restrictions: optionalChoice(options.driving_restriction),
          }),
          requiredFields((read) =>
            read('has_license_restrictions') === true
              ? [{ key: 'license_restrictions', message: provide('licence restrictions') }]
              : [],
          ),
        ),
      ),
      [],
    ),
    occupations: v.pipe(
      v.array(
        formObject({
          status: choice(MESSAGES.jobStatusRequired, options.employment_status),
          business_nature: choice(MESSAGES.jobBusinessRequired, options.industry),
          title: choice(MESSAGES.jobTitleRequired, options.occupation),
        }),
        MESSAGES.atLeastOneJob,
      ),
      v.minLength(1, MESSAGES.atLeastOneJob),
    ),
    qualifications: v.optional(
      v.array(
        formObject({
          description: requiredText(MESSAGES.qualificationRequired),
          date: datedField(
            MESSAGES.qualificationDateRequired,
            MESSAGES.qualificationDateOutOfRange,
            window(100),
          ),
        }),
      ),
      [],
    ),
    convictions: v.optional(
      v.array(
        formObject({
          offence: choice(MESSAGES.offenceRequired, options.offence_code),
          date: datedField(
            MESSAGES.convictionDateRequired,
            MESSAGES.convictionDateOutOfRange,
            window(5),
          ),
          fined: wholeNumber(MESSAGES.fineRequired, MESSAGES.fineInvalid, 0, DRIVER_LIMITS.fineMax),
          points: wholeNumber(MESSAGES.pointsRequired, MESSAGES.pointsInvalid, 0, 100),
          ban_expiry: datedField(
            MESSAGES.banExpiryRequired,
            MESSAGES.banExpiryOutOfRange,
            window(5),
          ),
        }),
      ),
      [],
    ),
    claims: v.optional(
      v.array(
        formObject({
          type: choice(MESSAGES.claimTypeRequired, options.claim_type),
          date: datedField(MESSAGES.claimDateRequired, MESSAGES.claimDateOutOfRange, window(5)),
          at_fault: v.boolean(MESSAGES.atFaultRequired),
          no_claims_affected: v.boolean(MESSAGES.noClaimsAffectedRequired),
          cost: wholeNumber(
            MESSAGES.claimCostRequired,
            MESSAGES.claimCostInvalid,
            0,
            DRIVER_LIMITS.claimCostMax,
          ),
        }),
      ),
      [],
    ),
  };
}

/**
 * The conditional requirements of §5. On update only what is sent is checked: a requirement
 * applies there when the answer it depends on (or the field itself) was sent.
 */
function conditions<TInput>(rules: Rules, update: boolean) {
  return requiredFields<TInput>((read) => {
    const sent = (key: string) => !update || read(key) !== undefined;
    const provide = (field: string) => providePersonField(rules.person, field);
    const list: FieldRequirement[] = [];
    // Years (0 or more) and months (0 to 12) unless a UK resident since birth.
    if (sent('meta.uk_resident_since_birth') && read('meta.uk_resident_since_birth') !== '1') {
      list.push({ key: 'meta.uk_resident_years', message: provide('years of UK residence') });
      list.push({ key: 'meta.uk_resident_months', message: provide('months of UK residence') });
    }
    if (rules.relationshipAsked && sent('meta.relationship')) {
      list.push({ key: 'meta.relationship', message: provide('relationship to the policyholder') });
    }
    if (rules.mainUserAsked && sent('usage.main_user')) {
      list.push({ key: 'usage.main_user', message: personMainUserRequired(rules.person) });
    }
    if (read('usage.has_criminal_offences') === '1') {
      list.push({ key: 'usage.criminal_offences', message: provide('criminal offences') });
    }
    return list;
  });
}

function addSchema(rules: Rules) {
  const schema = formObject(entries(rules));
  return v.pipe(schema, conditions<v.InferOutput<typeof schema>>(rules, false));
}

const OPTIONAL_ON_UPDATE = [
  'also_change',
  'meta',
  'address',
  'license',
  'usage',
  'health_conditions',
  'occupations',
  'qualifications',
  'convictions',
  'claims',
] as const;

/** On update every part is optional and only what is sent is checked; effective_date stays. */
function updateSchema(rules: Rules) {
  const all = entries(rules);
  const schema = v.partial(
    formObject({
      ...all,
      meta: v.partial(all.meta),
      license: v.partial(all.license),
      usage: v.partial(all.usage),
    }),
    OPTIONAL_ON_UPDATE,
  );
  return v.pipe(schema, conditions<v.InferOutput<typeof schema>>(rules, true));
}

function rulesOf(context: DriverFormContext): Rules {
  return {
    person: messagePerson(context.person),
    today: context.today,
    relationshipAsked: !context.anyDriver && !context.mainUser,
    mainUserAsked: !context.anyDriver,
    options: context.options,
  };
}

/** The whole form with every rule of §5 for this policy, person and day. */
export function driverFormSchema(
  context: DriverFormContext & { readonly mode: 'add' },
): ReturnType<typeof addSchema>;
export function driverFormSchema(
  context: DriverFormContext & { readonly mode: 'update' },
): ReturnType<typeof updateSchema>;
export function driverFormSchema(
  context: DriverFormContext,
): ReturnType<typeof addSchema> | ReturnType<typeof updateSchema>;
export function driverFormSchema(context: DriverFormContext) {
  return context.mode === 'add' ? addSchema(rulesOf(context)) : updateSchema(rulesOf(context));
}

// The endpoints' bodies: the same shape with the rules that need no context. The reference API
// checks a request again with `driverFormSchema` for the policy and the day.
const SHAPE: Rules = { person: 'driver', relationshipAsked: false, mainUserAsked: false };
export const PersonCreateSchema = addSchema(SHAPE);
export const PersonUpdateSchema = updateSchema(SHAPE);
export type PersonCreate = v.InferInput<typeof PersonCreateSchema>;
export type PersonUpdate = v.InferInput<typeof PersonUpdateSchema>;
export type DriverForm = v.InferOutput<typeof PersonCreateSchema>;

export const driverEndpoints = {
  createPerson: endpoint({
    method: 'POST',
    path: '/policies/:id/person',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    body: PersonCreateSchema,
    response: MessageSchema,
  }),
  updatePerson: endpoint({
    method: 'PATCH',
    path: '/policies/:id/person/:personId',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    body: PersonUpdateSchema,
    response: MessageSchema,
  }),
  removePerson: endpoint({
    method: 'DELETE',
    path: '/policies/:id/person/:personId',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    response: MessageSchema,
  }),
};

export type ChangedParts =
  | { readonly changed: true; readonly body: PersonUpdate }
  | { readonly changed: false; readonly message: string };

/**
 * The PATCH body of an update (§4 'Updates send only the changed parts'): within the person's
 * details, licence and usage only the changed fields; an address or a list whole, as one change;
 * the effective date and the other policies to change with every change. When nothing differs,
 * the spec's 'couldn't identify any changes' message.
 */
export function changedParts(initial: PersonUpdate, current: PersonUpdate): ChangedParts {
  const diff = diffParts(initial, current, {
    byField: ['meta', 'license', 'usage'],
    withEveryChange: ['effective_date', 'also_change'],
  });
  // Sound as far as types go: every key and value is taken from `current`, or is the null or []
  // that clears a field; the server checks the body with the update schema all the same.
  return diff.changed ? { changed: true, body: diff.body as PersonUpdate } : diff;
}
