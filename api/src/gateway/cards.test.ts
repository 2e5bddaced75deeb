import { expect, test } from 'vitest';
import { brandOf, CARD_MESSAGES, checkCard, passesLuhn, TEST_CARDS, type CardForm } from './cards';

// The hosted card form's rules at their boundaries. The clock: 22 November 2026.
const NOW = new Date('2026-11-22T09:30:00Z');
const GOOD: CardForm = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

function errorsOf(form: Partial<CardForm>) {
  const checked = checkCard({ ...GOOD, ...form }, NOW);
  return 'errors' in checked ? checked.errors : {};
}

/** A Luhn-valid number of `length` digits starting with `prefix`. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + check;
}

test('the card number is required, spaces allowed', () => {
  expect(errorsOf({ number: '' })).toEqual({ number: CARD_MESSAGES.numberRequired });
  expect(errorsOf({ number: '   ' })).toEqual({ number: CARD_MESSAGES.numberRequired });
  expect(errorsOf({ number: '4242424242424242' })).toEqual({});
  expect(errorsOf({ number: ' 4242 4242  4242 4242 ' })).toEqual({});
});

test('a card number has 12 to 19 digits and a right Luhn check digit', () => {
  expect(errorsOf({ number: luhnNumber('4', 11) })).toEqual({
    number: CARD_MESSAGES.numberInvalid,
  });
  expect(errorsOf({ number: luhnNumber('4', 12) })).toEqual({});
  expect(errorsOf({ number: luhnNumber('4', 19) })).toEqual({});
  expect(errorsOf({ number: luhnNumber('4', 20) })).toEqual({
    number: CARD_MESSAGES.numberInvalid,
  });
  expect(errorsOf({ number: '4242 4242 4242 4241' })).toEqual({
    number: CARD_MESSAGES.numberInvalid,
  });
  expect(errorsOf({ number: '4242-4242-4242-4242' })).toEqual({
    number: CARD_MESSAGES.numberInvalid,
  });
});

test('the expiry date is MM/YY, this month the last one that works', () => {
  for (const expiry of ['', '1/30', '13/30', '00/30', '12/2030', '1230', 'ab/cd']) {
    expect(errorsOf({ expiry }), expiry).toEqual({ expiry: CARD_MESSAGES.expiryInvalid });
  }
  expect(errorsOf({ expiry: '11/26' })).toEqual({});
  expect(errorsOf({ expiry: ' 11 / 26 ' })).toEqual({});
  expect(errorsOf({ expiry: '10/26' })).toEqual({ expiry: CARD_MESSAGES.expired });
  expect(errorsOf({ expiry: '12/25' })).toEqual({ expiry: CARD_MESSAGES.expired });
});

test('the security code has 3 digits, 4 for American Express (34, 37)', () => {
  expect(errorsOf({ cvc: '12' })).toEqual({ cvc: CARD_MESSAGES.securityCode3 });
  expect(errorsOf({ cvc: '1234' })).toEqual({ cvc: CARD_MESSAGES.securityCode3 });
  expect(errorsOf({ cvc: '' })).toEqual({ cvc: CARD_MESSAGES.securityCode3 });
  expect(errorsOf({ cvc: '12a' })).toEqual({ cvc: CARD_MESSAGES.securityCode3 });
  for (const number of ['3782 822463 10005', luhnNumber('34', 15)]) {
    expect(errorsOf({ number, cvc: '1234' })).toEqual({});
    expect(errorsOf({ number, cvc: '123' })).toEqual({ cvc: CARD_MESSAGES.securityCode4 });
  }
});

test('every field is checked at once', () => {
  expect(errorsOf({ number: '1', expiry: '', cvc: '' })).toEqual({
    number: CARD_MESSAGES.numberInvalid,
    expiry: CARD_MESSAGES.expiryInvalid,
    cvc: CARD_MESSAGES.securityCode3,
  });
});

test('the test cards decide the outcome; any other valid card is approved', () => {
  const next = (number: string) => {
    const checked = checkCard({ ...GOOD, number }, NOW);
    return 'card' in checked ? checked.card.next : undefined;
  };
  expect(next(TEST_CARDS.approved)).toBe('approve');
  expect(next('4000 0000 0000 0002')).toBe('decline');
  expect(next('4000 0000 0000 3220')).toBe('challenge');
  expect(next('5555 5555 5555 4444')).toBe('approve');
});

test('only the last 4 digits, the brand and the expiry come out of a checked card', () => {
  const checked = checkCard({ ...GOOD, expiry: '08/29' }, NOW);

  expect(checked).toEqual({
    card: { last4: '4242', brand: 'Visa', expMonth: 8, expYear: 2029, next: 'approve' },
  });
});

test('brands by their numbers', () => {
  expect(brandOf('4242424242424242')).toBe('Visa');
  expect(brandOf('5105105105105100')).toBe('Mastercard');
  expect(brandOf('2221000000000009')).toBe('Mastercard');
  expect(brandOf('2720990000000007')).toBe('Mastercard');
  expect(brandOf('2721000000000000')).toBe('Card');
  expect(brandOf('378282246310005')).toBe('American Express');
  expect(brandOf('6011111111111117')).toBe('Card');
});
