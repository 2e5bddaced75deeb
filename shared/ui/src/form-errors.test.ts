import { ARRAY_ERROR, FORM_ERROR } from 'final-form';
import { expect, test } from 'vitest';
import { ApiError, MESSAGES, normaliseError, problemsBelow } from '@portal/contract';
import { submitErrors } from './form-errors';

test('submitErrors from a plain string: the message only', () => {
  expect(submitErrors(normaliseError('Your policy cannot be found.'))).toEqual({
    [FORM_ERROR]: 'Your policy cannot be found.',
  });
});

test('submitErrors from an object with a message: the message only', () => {
  expect(
    submitErrors(normaliseError({ message: 'The username or password is incorrect.' })),
  ).toEqual({ [FORM_ERROR]: 'The username or password is incorrect.' });
});

test("submitErrors from a field-keyed object: each field's first message, one summarised", () => {
  const errors = submitErrors(
    normaliseError({ errors: { 'meta.first_name': ['Too long', 'Letters only'] } }),
  );
  expect(errors).toEqual({ meta: { first_name: 'Too long' }, [FORM_ERROR]: 'Too long' });
});

test('submitErrors from an array of field and errors: nested fields, several counted', () => {
  const errors = submitErrors(
    normaliseError([
      { field: 'claims.0.cost', errors: ['Enter the cost'] },
      { field: 'username', errors: ['Enter your username'] },
    ]),
  );
  expect(errors).toEqual({
    claims: [{ cost: 'Enter the cost' }],
    username: 'Enter your username',
    [FORM_ERROR]: problemsBelow(2),
  });
});

test("a list's own message and its items' messages both stay, in either order", () => {
  const listFirst = submitErrors(
    normaliseError({ claims: 'Add 3 claims at most', 'claims.1.cost': 'Enter the cost' }),
  );
  const itemsFirst = submitErrors(
    normaliseError({ 'claims.1.cost': 'Enter the cost', claims: 'Add 3 claims at most' }),
  );
  for (const errors of [listFirst, itemsFirst]) {
    expect(errors?.claims[1]).toEqual({ cost: 'Enter the cost' });
    expect(errors?.claims[ARRAY_ERROR]).toBe('Add 3 claims at most');
  }
});

test("submitErrors from an ApiError uses the client's normalised fields and message", () => {
  const error = new ApiError(MESSAGES.serverError, 500);
  expect(submitErrors(error)).toEqual({ [FORM_ERROR]: MESSAGES.serverError });

  const invalid = new ApiError('Enter your username', 422, { username: ['Enter your username'] });
  expect(submitErrors(invalid)).toEqual({
    username: 'Enter your username',
    [FORM_ERROR]: 'Enter your username',
  });
});
