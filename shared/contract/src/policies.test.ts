import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  addressLines,
  applyStanding,
  awaitsAgreedValue,
  derivePolicy,
  PolicySchema,
  StoredPolicySchema,
  type PolicyStanding,
  type StoredPolicy,
} from './policies';

const TODAY = '2026-11-22';

function storedPolicy(overrides: Record<string, unknown> = {}): StoredPolicy {
  return v.parse(StoredPolicySchema, {
    id: 7,
    label: 'Ford Focus',
    type: 'Motor',
    icon: 'car',
    value: 'car',
    reference: 'abc123',
    flags: {},
    address: {
      line_one: '1 High Street',
      line_two: '',
      town: 'Leeds',
      county: null,
      postcode: 'LS1 1AA',
    },
    summary: {
      cover: 'Comprehensive',
      start_date: '2026-01-01',
      renewal_date: '2027-01-01',
      insurer: 'Acme Insurance',
    },
    drivers: [
      {
        ID: 1,
        meta: {
          title: 'Mr',
          first_name: 'John',
          additional_names: ' ',
          last_name: 'Smith',
          dob: '1980-05-01',
          marital_status: 'Married',
        },
        license: { number: 'SMITH805010J99AB', type: 'Full UK', date_passed: '1999-06-01' },
        usage: { main_user: true, description: 'Social and commuting' },
        claims: [
          {
            type: 'Accident',
            date: '2024-03-01',
            at_fault: false,
            no_claims_affected: false,
            cost: 1200,
          },
        ],
        qualifications: [
          { description: 'Pass Plus', date: '2000-01-01' },
          { description: 'IAM', date: '2005-01-01' },
        ],
      },
    ],
    vehicles: [
      {
        ID: 3,
        make: 'Ford',
        model: 'Focus',
        engine: '1400cc',
        year: 2019,
        transmission: 'Manual',
        has_reg_number: true,
        registration: 'ab12 cde',
        annual_mileage: 12000,
        est_value: 12500,
        stored_during_night: 'Garage',
      },
    ],
    portal: { id: 'influx', label: 'Influx' },
    ...overrides,
  });
}

function summary(renewal_date: string | null, renewal_date_text: string | null = null) {
  return {
    cover: 'Comprehensive',
    start_date: '2025-01-01',
    renewal_date,
    renewal_date_text,
    insurer: 'Acme Insurance',
  };
}

test('car, van and motor policies are supported and name their people drivers', () => {
  for (const value of ['car', 'van', 'motor', 'Car']) {
    const policy = derivePolicy(storedPolicy({ value }), { portal: 'influx', today: TODAY });
    expect(policy.is_supported).toBe(true);
    expect(policy.can_modify).toBe(true);
    expect(policy.flags.read_only).toBe(false);
    expect(policy.person_labels).toEqual({ single: 'driver', plural_cap: 'Drivers' });
  }
});

test('bike policies are supported and name their people riders', () => {
  const policy = derivePolicy(storedPolicy({ value: 'bike' }), { portal: 'influx', today: TODAY });
  expect(policy.is_supported).toBe(true);
  expect(policy.can_modify).toBe(true);
  expect(policy.person_labels).toEqual({ single: 'rider', plural_cap: 'Riders' });
});

test('home and other types are unsupported, read-only and name their people people', () => {
  for (const value of ['home', 'caravan']) {
    const policy = derivePolicy(storedPolicy({ value, type: 'Home' }), {
      portal: 'influx',
      today: TODAY,
    });
    expect(policy.is_supported).toBe(false);
    expect(policy.flags.read_only).toBe(true);
    expect(policy.can_modify).toBe(false);
    expect(policy.person_labels).toEqual({ single: 'person', plural_cap: 'People' });
  }
});

test('a supported policy flagged read-only cannot be modified', () => {
  const policy = derivePolicy(storedPolicy({ flags: { read_only: true } }), {
    portal: 'influx',
    today: TODAY,
  });
  expect(policy.is_supported).toBe(true);
  expect(policy.flags.read_only).toBe(true);
  expect(policy.can_modify).toBe(false);
});

test('a read-only policy renewed over 40 days ago is recently expired, 40 days is not', () => {
  const context = { portal: 'influx', today: TODAY };
  const readOnly = { flags: { read_only: true } };
  const at40 = derivePolicy(storedPolicy({ ...readOnly, summary: summary('2026-10-13') }), context);
  const at41 = derivePolicy(storedPolicy({ ...readOnly, summary: summary('2026-10-12') }), context);
  expect(at40.flags.recently_expired).toBe(false);
  expect(at41.flags.recently_expired).toBe(true);
});

test('a read-only policy with a renewal text is recently expired whatever its date', () => {
  const context = { portal: 'influx', today: TODAY };
  const readOnly = { flags: { read_only: true } };
  const withText = storedPolicy({ ...readOnly, summary: summary('2027-01-01', 'Expired') });
  const blankText = storedPolicy({ ...readOnly, summary: summary('2027-01-01', '  ') });
  const noDate = storedPolicy({ ...readOnly, summary: summary(null) });
  expect(derivePolicy(withText, context).flags.recently_expired).toBe(true);
  expect(derivePolicy(blankText, context).flags.recently_expired).toBe(false);
  expect(derivePolicy(noDate, context).flags.recently_expired).toBe(false);
});

test('a writable policy is never recently expired; an unsupported one can be', () => {
  const context = { portal: 'influx', today: TODAY };
  const old = summary('2026-01-01', 'Expired');
  expect(derivePolicy(storedPolicy({ summary: old }), context).flags.recently_expired).toBe(false);
  const home = storedPolicy({ value: 'home', summary: summary('2026-10-12') });
  expect(derivePolicy(home, context).flags.recently_expired).toBe(true);
});

test('the policy is on the correct portal only when its portal is the one asking', () => {
  const stored = storedPolicy();
  expect(derivePolicy(stored, { portal: 'influx', today: TODAY }).correct_portal).toBe(true);
  expect(derivePolicy(stored, { portal: 'other', today: TODAY }).correct_portal).toBe(false);
});

test('drivers get a full name without blank parts and counts of their lists', () => {
  const [driver] = derivePolicy(storedPolicy(), { portal: 'influx', today: TODAY }).drivers;
  expect(driver?.meta.full_name).toBe('John Smith');
  expect(driver?.claim_count).toBe(1);
  expect(driver?.conviction_count).toBe(0);
  expect(driver?.qualification_count).toBe(2);
});

test('vehicles get a label, a value in pounds and a mileage without decimals', () => {
  const [vehicle] = derivePolicy(storedPolicy(), { portal: 'influx', today: TODAY }).vehicles;
  expect(vehicle?.label).toBe('AB12 CDE - Ford Focus');
  expect(vehicle?.est_value_formatted).toBe('£12,500.00');
  expect(vehicle?.annual_mileage_formatted).toBe('12,000');
});

test('a vehicle without registration or value is labelled by make and model', () => {
  const stored = storedPolicy();
  const [first] = stored.vehicles;
  if (!first) throw new Error('fixture has a vehicle');
  const policy = derivePolicy(
    { ...stored, vehicles: [{ ...first, registration: null, est_value: null }] },
    { portal: 'influx', today: TODAY },
  );
  expect(policy.vehicles[0]?.label).toBe('Ford Focus');
  expect(policy.vehicles[0]?.est_value_formatted).toBeNull();
});

test('the derived policy is what the answer schema accepts', () => {
  const policy = derivePolicy(storedPolicy(), { portal: 'influx', today: TODAY });
  expect(v.parse(PolicySchema, policy)).toEqual(policy);
});

test('a stored policy without its portal is refused', () => {
  expect(() => storedPolicy({ portal: undefined })).toThrow();
});

test('address lines skip blank and missing parts', () => {
  expect(
    addressLines({
      line_one: ' 1 High Street ',
      line_two: '',
      line_three: null,
      town: 'Leeds',
      county: '  ',
      postcode: 'LS1 1AA',
    }),
  ).toEqual(['1 High Street', 'Leeds', 'LS1 1AA']);
});

test('a policy held at another brand is read-only from this one, and managed there', () => {
  const stored = storedPolicy();
  expect(derivePolicy(stored, { portal: 'other', today: TODAY }).can_modify).toBe(false);
  expect(derivePolicy(stored, { portal: 'influx', today: TODAY }).can_modify).toBe(true);
});

const NOTHING_OUTSTANDING: PolicyStanding = {
  amountDue: 0,
  renewalOnOffer: false,
  refundsOnOffer: 0,
  creditAgreementPending: false,
  documentsOutstanding: 0,
  agreedValueSent: new Map(),
  cashbackOffer: false,
};

test("the sidebar's flags and counts follow the standing, where the provider offers them", () => {
  const offering = derivePolicy(
    storedPolicy({ payments_available: true, refunds_available: true, renewal_available: true }),
    { portal: 'influx', today: TODAY },
  );
  const owing = applyStanding(offering, {
    ...NOTHING_OUTSTANDING,
    amountDue: 0.01,
    renewalOnOffer: true,
    refundsOnOffer: 1,
    creditAgreementPending: true,
    documentsOutstanding: 2,
  });
  const settled = applyStanding(offering, NOTHING_OUTSTANDING);
  const notOffered = applyStanding(
    derivePolicy(storedPolicy(), { portal: 'influx', today: TODAY }),
    { ...NOTHING_OUTSTANDING, amountDue: 10, renewalOnOffer: true, refundsOnOffer: 1 },
  );

  expect(owing).toMatchObject({
    payments_available: true,
    renewal_available: true,
    refunds_available: true,
    required_item_count: 2,
    flags: { credit_agreement_required: true, documents_required: true },
  });
  expect(settled).toMatchObject({
    payments_available: false,
    renewal_available: false,
    refunds_available: false,
    required_item_count: 0,
    flags: { credit_agreement_required: false, documents_required: false },
  });
  expect(notOffered).toMatchObject({
    payments_available: false,
    renewal_available: false,
    refunds_available: false,
  });
  expect(v.parse(PolicySchema, owing)).toEqual(owing);
});

test('a vehicle whose agreed value was sent for review waits no longer', () => {
  const policy = derivePolicy(storedPolicy(), { portal: 'influx', today: TODAY });
  const [vehicle] = policy.vehicles;
  if (!vehicle) throw new Error('fixture has a vehicle');
  const needing = { ...vehicle, avp_required: true };
  const sent = applyStanding(
    { ...policy, vehicles: [needing] },
    { ...NOTHING_OUTSTANDING, agreedValueSent: new Map([[vehicle.ID, '2026-11-20']]) },
  ).vehicles[0];

  expect(awaitsAgreedValue(needing)).toBe(true);
  expect(sent?.avp_sent_on).toBe('2026-11-20');
  expect(sent && awaitsAgreedValue(sent)).toBe(false);
  expect(awaitsAgreedValue({ ...needing, avp_completed: true })).toBe(false);
});
