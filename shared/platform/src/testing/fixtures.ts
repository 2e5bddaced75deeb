import * as v from 'valibot';
import { derivePolicy, StoredPolicySchema, type Policy } from '@portal/contract';
import type { Brand } from '../brand';

// Contract-valid data that most screens' tests need; a feature's own fixtures live beside its
// tests and are parsed with the contract's schemas the same way.

/** The brand every test portal runs as, with the numbers the reference API seeds for it. */
export const TEST_BRAND: Brand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '654321',
  contactNumber: '0306 999 0123',
};

/** The day test policies are derived on (their expiry, renewal window and so on). */
export const TEST_TODAY = '2026-03-01';

type StoredInput = v.InferInput<typeof StoredPolicySchema>;

export const TEST_DRIVER = {
  ID: 501,
  meta: {
    title: 'Mrs',
    first_name: 'Sarah',
    last_name: 'Mitchell',
    dob: '1986-04-12',
    marital_status: 'Married',
  },
  license: { type: 'Full UK' },
  usage: { main_user: true, description: 'Social, domestic and commuting' },
  claims: [
    {
      type: 'Windscreen',
      date: '2024-02-01',
      at_fault: false,
      no_claims_affected: false,
      cost: 120,
    },
  ],
} satisfies NonNullable<StoredInput['drivers']>[number];

export const TEST_VEHICLE = {
  ID: 2011,
  make: 'Mazda',
  model: 'MX-5',
  engine: '2.0',
  year: 2019,
  transmission: 'Manual',
  has_reg_number: true,
  registration: 'ab19 cde',
  annual_mileage: 8000,
  est_value: 14500,
  stored_during_night: 'Garage',
} satisfies NonNullable<StoredInput['vehicles']>[number];

/**
 * A policy as GET /policies answers it: `overrides` on a supported, writable car policy of the
 * test brand, its stored fields parsed with the contract and the rest derived.
 */
export function testPolicy(overrides: Partial<StoredInput> = {}): Policy {
  const stored = v.parse(StoredPolicySchema, {
    id: 101,
    label: 'Mazda MX-5',
    type: 'Motor',
    icon: 'car',
    value: 'car',
    reference: 'nwm-car-204815',
    flags: {},
    address: { line_one: '14 Elm Grove', town: 'Leeds', postcode: 'LS6 2AB' },
    summary: {
      cover: 'Comprehensive',
      start_date: '2025-06-01',
      renewal_date: '2026-06-01',
      no_claims_bonus_years: 6,
      no_claims_bonus_protected: true,
      insurer: 'Northway Underwriting',
    },
    drivers: [TEST_DRIVER],
    vehicles: [TEST_VEHICLE],
    portal: { id: TEST_BRAND.id, label: TEST_BRAND.label },
    ...overrides,
  } satisfies StoredInput);
  return derivePolicy(stored, { portal: TEST_BRAND.id, today: TEST_TODAY });
}

/** A promise the test settles when it chooses: a call in flight, a slow answer. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((settle, refuse) => {
    resolve = settle;
    reject = refuse;
  });
  return { promise, resolve, reject };
}

/** The window as wide as `width` for CSS media queries (jsdom has no layout). */
export function setScreenWidth(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches =
      (min ? width >= Number(min[1]) : true) &&
      (max ? width <= Number(max[1]) : true) &&
      (min || max) !== null;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
