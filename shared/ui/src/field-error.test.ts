import { expect, test } from 'vitest';
import { shownFieldError } from './field-error';

const RULE = 'Please provide your first name';
const SERVER = 'The first name is too long';

test('an untouched field hides its rule', () => {
  expect(shownFieldError({ touched: false, error: RULE })).toBeUndefined();
  expect(shownFieldError({ error: RULE })).toBeUndefined();
});

test('a field shows its rule once left, and nothing while it has none', () => {
  expect(shownFieldError({ touched: true, error: RULE })).toBe(RULE);
  expect(shownFieldError({ touched: true, error: undefined })).toBeUndefined();
});

test('a failed submit shows every rule: final-form leaves every field', () => {
  expect(shownFieldError({ touched: true, error: RULE, dirtySinceLastSubmit: false })).toBe(RULE);
});

test('a checked field shows its rule before it was left; unchecked, it waits', () => {
  expect(shownFieldError({ touched: false, error: RULE }, { checked: true })).toBe(RULE);
  expect(shownFieldError({ touched: false, error: RULE }, { checked: false })).toBeUndefined();
});

test("the server's message shows untouched, until the value changes", () => {
  expect(shownFieldError({ touched: false, submitError: SERVER })).toBe(SERVER);
  expect(shownFieldError({ submitError: SERVER, dirtySinceLastSubmit: false })).toBe(SERVER);
  expect(shownFieldError({ submitError: SERVER, dirtySinceLastSubmit: true })).toBeUndefined();
});

test("edited after the server's refusal, the field shows its own rule instead", () => {
  expect(
    shownFieldError({
      touched: true,
      error: RULE,
      submitError: SERVER,
      dirtySinceLastSubmit: true,
    }),
  ).toBe(RULE);
});

test("the field's own rule comes before the server's message", () => {
  expect(shownFieldError({ touched: true, error: RULE, submitError: SERVER })).toBe(RULE);
  expect(shownFieldError({ error: RULE, submitError: SERVER }, { checked: true })).toBe(RULE);
  expect(shownFieldError({ touched: false, error: RULE, submitError: SERVER })).toBe(SERVER);
});

test("a list shows its own message, or its first item's", () => {
  expect(shownFieldError({ touched: true, error: RULE })).toBe(RULE);
  expect(shownFieldError({ submitError: [undefined, SERVER, 'Another'] })).toBe(SERVER);
  expect(shownFieldError({ submitError: [undefined, { name: SERVER }] })).toBeUndefined();
});

test("an empty message is no message: the server's shows in its place", () => {
  expect(shownFieldError({ touched: true, error: '', submitError: SERVER })).toBe(SERVER);
  expect(shownFieldError({ touched: true, error: '' })).toBeUndefined();
});
