import { expect, test } from 'vitest';
import { earliestStep, stepOf } from './form-steps';

// Which step asks an answer, by its dotted key (policy-changes.md §4: errors open the earliest).

const STEPS = [
  { title: 'Address', keys: ['address', 'vehicles.*.same_address'] },
  { title: 'Vehicle', keys: ['vehicles', 'drivers.*.usage'] },
  { title: 'Employment information', keys: ['drivers'] },
  { title: 'Confirm', keys: ['effective_date'] },
];

test('a key belongs to the first step naming it or a prefix of it', () => {
  expect(stepOf(STEPS, 'address')).toBe(0);
  expect(stepOf(STEPS, 'address.postcode')).toBe(0);
  expect(stepOf(STEPS, 'vehicles.0.annual_mileage')).toBe(1);
  expect(stepOf(STEPS, 'drivers.1.occupations.0.title')).toBe(2);
});

test('a * stands for one part of the key, whatever it is', () => {
  expect(stepOf(STEPS, 'vehicles.0.same_address')).toBe(0);
  expect(stepOf(STEPS, 'vehicles.12.same_address')).toBe(0);
  expect(stepOf(STEPS, 'drivers.3.usage.description')).toBe(1);
  expect(stepOf(STEPS, 'drivers.usage')).toBe(2);
});

test('a prefix matches whole parts only, and an unnamed key is the last step', () => {
  expect(stepOf(STEPS, 'address_extra')).toBe(3);
  expect(stepOf(STEPS, 'also_change')).toBe(3);
  expect(stepOf(STEPS, '')).toBe(3);
});

test('the earliest step of several keys, none for no keys', () => {
  expect(earliestStep(STEPS, [])).toBeUndefined();
  expect(earliestStep(STEPS, ['effective_date', 'drivers.0.occupation_changed'])).toBe(2);
  expect(earliestStep(STEPS, ['vehicles.0.annual_mileage', 'vehicles.0.same_address'])).toBe(0);
});
