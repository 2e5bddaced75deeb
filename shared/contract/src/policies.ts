import * as v from 'valibot';
import { daysBefore, IsoDateSchema } from './dates';
import { endpoint } from './endpoint';
import { formatMileage, formatMoney, type AddressParts } from './format';
import { MESSAGES } from './messages';
import { IdSchema } from './rules';

// A policy as stored and as answered (portal.md §3, policy-changes.md §3): the answer adds fields
// derived from the stored ones, the asking portal and today, all of them in `derivePolicy`.

// Missing values read as null, missing lists as empty, missing flags as false.
function maybe<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema, null);
}
function list<TSchema extends v.GenericSchema>(item: TSchema) {
  return v.optional(v.array(item), []);
}

const FlagSchema = v.optional(v.boolean(), false);
const TextSchema = v.string();
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AddressSchema = v.object({
  line_one: TextSchema,
  line_two: maybe(TextSchema),
  line_three: maybe(TextSchema),
  town: TextSchema,
  county: maybe(TextSchema),
  postcode: TextSchema,
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** A policy's address also names the kind of dwelling (policy-changes.md §3). */
export const PolicyAddressSchema = v.object({
  ...AddressSchema.entries,
  dwelling_type: maybe(TextSchema),
});
export type PolicyAddress = v.InferOutput<typeof PolicyAddressSchema>;

function nonBlank(parts: readonly (string | null | undefined)[]): string[] {
  return parts.flatMap((part) => part?.trim() || []);
}
const ADDRESS_PARTS = ['line_one', 'line_two', 'line_three', 'town', 'county', 'postcode'] as const;

/** The address as lines for display: trimmed, blank parts skipped (portal.md §3). */
export function addressLines(address: AddressParts): string[] {
  return nonBlank(ADDRESS_PARTS.map((key) => address[key]));
}

// Driver as shown on the policy (policy-changes.md §3); full_name and the counts derived (§3).
const StoredDriverMetaSchema = v.object({
  title: TextSchema,
  first_name: TextSchema,
  additional_names: maybe(TextSchema),
  last_name: TextSchema,
  dob: IsoDateSchema,
  marital_status: TextSchema,
});

export const StoredDriverSchema = v.object({
  ID: IdSchema,
  meta: StoredDriverMetaSchema,
  address: maybe(AddressSchema),
  license: v.object({
    number: maybe(TextSchema),
    type: TextSchema,
    date_passed: maybe(IsoDateSchema),
  }),
  usage: v.object({ main_user: v.boolean(), description: TextSchema }),
  health_conditions: list(
    v.object({
      description: TextSchema,
      diagnosis_date: IsoDateSchema,
      dvla_notified: v.boolean(),
      has_license_restrictions: FlagSchema,
      license_restrictions: maybe(TextSchema),
    }),
  ),
  occupations: list(
    v.object({ status: TextSchema, business_nature: TextSchema, title: TextSchema }),
  ),
  qualifications: list(v.object({ description: TextSchema, date: IsoDateSchema })),
  claims: list(
    v.object({
      type: TextSchema,
      date: IsoDateSchema,
      at_fault: v.boolean(),
      no_claims_affected: v.boolean(),
      cost: CountSchema,
    }),
  ),
  convictions: list(
    v.object({
      offence: TextSchema,
      date: IsoDateSchema,
      fined: CountSchema,
      points: CountSchema,
      ban_expiry: maybe(IsoDateSchema),
    }),
  ),
  effective_date: maybe(IsoDateSchema),
});
export type StoredDriver = v.InferOutput<typeof StoredDriverSchema>;

export const PolicyDriverSchema = v.object({
  ...StoredDriverSchema.entries,
  meta: v.object({ ...StoredDriverMetaSchema.entries, full_name: TextSchema }),
  claim_count: CountSchema,
  conviction_count: CountSchema,
  qualification_count: CountSchema,
});
export type PolicyDriver = v.InferOutput<typeof PolicyDriverSchema>;

// Vehicle as shown on the policy (policy-changes.md §3); label and formatted values derived (§3).
export const StoredVehicleSchema = v.object({
  ID: IdSchema,
  make: TextSchema,
  model: TextSchema,
  trim: maybe(TextSchema),
  description: maybe(TextSchema),
  engine: TextSchema,
  year: v.pipe(v.number(), v.integer()),
  transmission: TextSchema,
  has_reg_number: v.boolean(),
  registration: maybe(TextSchema),
  chassis_number: maybe(TextSchema),
  annual_mileage: CountSchema,
  est_value: maybe(CountSchema),
  purchase_date: maybe(IsoDateSchema),
  avp_required: FlagSchema,
  avp_completed: FlagSchema,
  security_features: list(TextSchema),
  modifications: maybe(TextSchema),
  stored_during_night: TextSchema,
  /** Where it is kept, when not at the policy address. */
  address: maybe(AddressSchema),
});
export type StoredVehicle = v.InferOutput<typeof StoredVehicleSchema>;

export const PolicyVehicleSchema = v.object({
  ...StoredVehicleSchema.entries,
  /**
   * The day its agreed value was sent for review, every step of it (policy-changes.md §1): no
   * longer asked for, and not yet completed by the provider.
   */
  avp_sent_on: v.optional(v.nullable(IsoDateSchema), null),
  /** 'AB12 CDE - Ford Focus', as the summary of cover lists vehicles (portal.md §2). */
  label: TextSchema,
  est_value_formatted: maybe(TextSchema),
  annual_mileage_formatted: TextSchema,
});
export type PolicyVehicle = v.InferOutput<typeof PolicyVehicleSchema>;

const StoredPolicyFlagsSchema = v.object({
  read_only: FlagSchema,
  any_driver: FlagSchema,
  multiple_vehicles: FlagSchema,
  credit_agreement_required: FlagSchema,
  documents_required: FlagSchema,
});

export const StoredPolicySchema = v.object({
  id: IdSchema,
  label: TextSchema,
  /** The line of business: 'Motor', 'Home' ... (policy-changes.md §3). */
  type: TextSchema,
  icon: TextSchema,
  /** The policy type: car, van, motor, bike, home ... (portal.md §3). */
  value: TextSchema,
  reference: TextSchema,
  booklet: maybe(TextSchema), // the booklet's address, when there is one
  correspondence: FlagSchema,
  direct_debit: FlagSchema,
  payments_available: FlagSchema,
  refunds_available: FlagSchema,
  renewal_available: FlagSchema,
  /** As stored; the answer's read_only also holds for unsupported types. */
  flags: StoredPolicyFlagsSchema,
  extras: list(TextSchema),
  excess: list(v.object({ label: TextSchema, value: v.number() })), // value in pounds
  address: PolicyAddressSchema,
  summary: v.object({
    cover: TextSchema,
    start_date: IsoDateSchema,
    renewal_date: maybe(IsoDateSchema),
    renewal_date_text: maybe(TextSchema),
    no_claims_bonus_years: maybe(CountSchema),
    no_claims_bonus_protected: FlagSchema,
    insurer: TextSchema,
  }),
  drivers: list(StoredDriverSchema),
  vehicles: list(StoredVehicleSchema),
  required_item_count: v.optional(CountSchema, 0),
  fluxscore: maybe(v.number()),
  hidden: FlagSchema, // expired: listed behind 'Show N old policies' (portal.md §2)
  portal: v.object({ id: TextSchema, label: TextSchema }), // the brand it is held at
});
export type StoredPolicy = v.InferOutput<typeof StoredPolicySchema>;

export const PersonLabelsSchema = v.object({
  single: v.picklist(['driver', 'rider', 'person']),
  plural_cap: v.picklist(['Drivers', 'Riders', 'People']),
});
export type PersonLabels = v.InferOutput<typeof PersonLabelsSchema>;

export const PolicySchema = v.object({
  ...StoredPolicySchema.entries,
  flags: v.object({ ...StoredPolicyFlagsSchema.entries, recently_expired: v.boolean() }),
  drivers: v.array(PolicyDriverSchema),
  vehicles: v.array(PolicyVehicleSchema),
  is_supported: v.boolean(),
  correct_portal: v.boolean(),
  can_modify: v.boolean(),
  person_labels: PersonLabelsSchema,
  /** The brand it is held at, and how to reach that brand (portal.md §2 'This policy is held at'). */
  portal: v.object({
    id: TextSchema,
    label: TextSchema,
    contact_number: v.optional(v.nullable(TextSchema), null),
  }),
  /** The holder's cashback offer can be claimed from this policy (portal.md §2 policy-cashback). */
  cashback_offer: v.optional(v.boolean(), false),
});
export type Policy = v.InferOutput<typeof PolicySchema>;

/** The policy types the portal supports; home and anything else is read-only (portal.md §1). */
export const SUPPORTED_POLICY_VALUES = ['car', 'van', 'motor', 'bike'] as const;

/** portal.md §9: recently expired means a renewal over 40 days ago. */
export const RECENTLY_EXPIRED_DAYS = 40;

export function isSupportedPolicyValue(value: string): boolean {
  const kind = value.trim().toLowerCase();
  return SUPPORTED_POLICY_VALUES.some((supported) => supported === kind);
}

/** Driver for car, van and motor; rider for bike; people otherwise (portal.md §1). */
export function personLabelsFor(value: string): PersonLabels {
  const kind = value.trim().toLowerCase();
  if (kind === 'bike') return { single: 'rider', plural_cap: 'Riders' };
  if (['car', 'van', 'motor'].includes(kind)) return { single: 'driver', plural_cap: 'Drivers' };
  return { single: 'person', plural_cap: 'People' };
}

function deriveDriver(driver: StoredDriver): PolicyDriver {
  const { first_name, additional_names, last_name } = driver.meta;
  return {
    ...driver,
    meta: {
      ...driver.meta,
      full_name: nonBlank([first_name, additional_names, last_name]).join(' '),
    },
    claim_count: driver.claims.length,
    conviction_count: driver.convictions.length,
    qualification_count: driver.qualifications.length,
  };
}

function deriveVehicle(vehicle: StoredVehicle): PolicyVehicle {
  const name = `${vehicle.make} ${vehicle.model}`;
  const registration = vehicle.registration?.trim().toUpperCase();
  return {
    ...vehicle,
    label: registration ? `${registration} - ${name}` : name,
    avp_sent_on: null,
    est_value_formatted: vehicle.est_value === null ? null : formatMoney(vehicle.est_value),
    annual_mileage_formatted: formatMileage(vehicle.annual_mileage),
  };
}

/** The id of the portal (brand) asking, and today as 'YYYY-MM-DD'. */
export interface DeriveContext {
  readonly portal: string;
  readonly today: string;
}

/**
 * The answer for a stored policy (portal.md §3): unsupported types are read-only; a read-only
 * policy is recently expired when it has a renewal text or renewed over 40 days before today;
 * only a supported, writable policy held at the asking brand can be modified from it (a policy
 * held at another brand is shown with 'This policy is held at', and managed there).
 */
export function derivePolicy(stored: StoredPolicy, { portal, today }: DeriveContext): Policy {
  const isSupported = isSupportedPolicyValue(stored.value);
  const readOnly = stored.flags.read_only || !isSupported;
  const { renewal_date, renewal_date_text } = stored.summary;
  // ISO dates compare as text: 'over 40 days ago' is before the day 40 days ago.
  const renewedLongAgo =
    renewal_date !== null && renewal_date < daysBefore(today, RECENTLY_EXPIRED_DAYS);
  const recentlyExpired = readOnly && (Boolean(renewal_date_text?.trim()) || renewedLongAgo);
  return {
    ...stored,
    flags: { ...stored.flags, read_only: readOnly, recently_expired: recentlyExpired },
    drivers: stored.drivers.map(deriveDriver),
    vehicles: stored.vehicles.map(deriveVehicle),
    is_supported: isSupported,
    correct_portal: stored.portal.id === portal,
    can_modify: !readOnly && stored.portal.id === portal,
    portal: { ...stored.portal, contact_number: null },
    person_labels: personLabelsFor(stored.value),
    cashback_offer: false,
  };
}

export const policyEndpoints = {
  getPolicies: endpoint({
    method: 'GET',
    path: '/policies',
    auth: 'token',
    response: v.array(PolicySchema),
  }),
  getPolicy: endpoint({
    method: 'GET',
    path: '/policies/:id',
    auth: 'token',
    response: PolicySchema,
  }),
};

/**
 * What the provider's records say is owed and outstanding on a policy today, beside its document:
 * one reading of the stored facts (charges, refund offers, the renewal quote, the credit
 * agreement, the documents asked for, the agreed values sent). Every flag, count and alert about
 * them is derived from it, so a screen, its sidebar item and its to-do always agree.
 */
export interface PolicyStanding {
  /** In pounds; 0 when nothing is owed. */
  readonly amountDue: number;
  readonly renewalOnOffer: boolean;
  readonly refundsOnOffer: number;
  readonly creditAgreementPending: boolean;
  readonly documentsOutstanding: number;
  /** Vehicle id -> the day its agreed value was sent for review, every step of it. */
  readonly agreedValueSent: ReadonlyMap<number, string>;
  /** The holder has a cashback offer not yet claimed (portal.md §9: taken once). */
  readonly cashbackOffer: boolean;
}

/**
 * The policy's flags and counts as its standing says (portal.md §2 'Policy sidebar', §3): a
 * payment, renewal or refund is available only while the provider offers it (the stored flag)
 * and something is owed or on offer; the credit agreement and the documents are required while
 * they are outstanding.
 */
export function applyStanding(policy: Policy, standing: PolicyStanding): Policy {
  return {
    ...policy,
    payments_available: policy.payments_available && standing.amountDue > 0,
    renewal_available: policy.renewal_available && standing.renewalOnOffer,
    refunds_available: policy.refunds_available && standing.refundsOnOffer > 0,
    required_item_count: standing.documentsOutstanding,
    flags: {
      ...policy.flags,
      credit_agreement_required: standing.creditAgreementPending,
      documents_required: standing.documentsOutstanding > 0,
    },
    vehicles: policy.vehicles.map((vehicle) => ({
      ...vehicle,
      avp_sent_on: standing.agreedValueSent.get(vehicle.ID) ?? null,
    })),
    // Claimed from an active policy managed here; gone once claimed.
    cashback_offer: standing.cashbackOffer && policy.can_modify && !policy.hidden,
  };
}

/** Why a policy held at another brand is not managed from this one, naming that brand. */
export function heldElsewhereMessage(policy: {
  readonly portal: { readonly label: string };
}): string {
  return `${MESSAGES.policyHeldAt} ${policy.portal.label}. ${MESSAGES.policyHeldElsewhere}`;
}

/** A vehicle still waiting for its agreed value: required, not completed, not sent for review. */
export function awaitsAgreedValue(
  vehicle: Pick<PolicyVehicle, 'avp_required' | 'avp_completed' | 'avp_sent_on'>,
): boolean {
  return vehicle.avp_required && !vehicle.avp_completed && !vehicle.avp_sent_on;
}
