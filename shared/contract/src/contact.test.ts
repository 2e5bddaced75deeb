import * as v from 'valibot';
import { expect, test } from 'vitest';
import { contactEndpoints, ContactSchema, FeedbackSchema, PhoneClickSchema } from './contact';
import type { AnySchema } from './endpoint';
import { MESSAGES } from './messages';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const contact = { policy: '12', subject: 'New address', enquiry: 'I have moved house.' };

test('the contact form needs a policy, a subject and a message', () => {
  expect(errorsOf(ContactSchema, {})).toEqual({
    policy: [MESSAGES.contactPolicyRequired],
    subject: [MESSAGES.contactSubjectRequired],
    enquiry: [MESSAGES.contactEnquiryRequired],
  });
  expect(errorsOf(ContactSchema, { policy: '', subject: ' ', enquiry: '' })).toEqual({
    policy: [MESSAGES.contactPolicyRequired],
    subject: [MESSAGES.contactSubjectRequired],
    enquiry: [MESSAGES.contactEnquiryRequired],
  });
  expect(errorsOf(ContactSchema, contact)).toEqual({});
});

test('the policy may come from the select as text or from the API as a number', () => {
  expect(v.parse(ContactSchema, { ...contact, policy: 12 }).policy).toBe('12');
  expect(errorsOf(ContactSchema, { ...contact, policy: 1.5 })).toEqual({
    policy: [MESSAGES.contactPolicyRequired],
  });
});

test('the subject is a text field of at most 255 characters', () => {
  expect(errorsOf(ContactSchema, { ...contact, subject: 's'.repeat(255) })).toEqual({});
  expect(errorsOf(ContactSchema, { ...contact, subject: 's'.repeat(256) })).toEqual({
    subject: [MESSAGES.textTooLong],
  });
});

test('the message may run to 5000 characters', () => {
  expect(errorsOf(ContactSchema, { ...contact, enquiry: 'm'.repeat(5000) })).toEqual({});
  expect(errorsOf(ContactSchema, { ...contact, enquiry: 'm'.repeat(5001) })).toEqual({
    enquiry: [MESSAGES.longTextTooLong],
  });
});

test('a phone click report needs the ID; device details are optional', () => {
  expect(errorsOf(PhoneClickSchema, { os: 'Android 15' })).toEqual({
    ID: [MESSAGES.phoneClickIdRequired],
  });
  const report = v.parse(PhoneClickSchema, {
    ID: 7,
    description: 'Chrome 140 on Android 15',
    manufacturer: 'Google',
    os: 'Android 15',
    product: 'Pixel 9',
    name: 'Chrome',
    version: '140.0',
    layout: 'Blink',
  });
  expect(report).toMatchObject({ ID: '7', name: 'Chrome', layout: 'Blink' });
  expect(v.parse(PhoneClickSchema, { ID: '7' })).toMatchObject({ os: null, product: null });
  expect(errorsOf(PhoneClickSchema, { ID: '7', description: 'd'.repeat(255) })).toEqual({});
  expect(errorsOf(PhoneClickSchema, { ID: '7', description: 'd'.repeat(256) })).toEqual({
    description: [MESSAGES.textTooLong],
  });
});

test('feedback needs at least one answer', () => {
  expect(errorsOf(FeedbackSchema, {})).toEqual({ answers: [MESSAGES.feedbackAnswersRequired] });
  expect(errorsOf(FeedbackSchema, { answers: [] })).toEqual({
    answers: [MESSAGES.feedbackAnswersRequired],
  });
  expect(
    errorsOf(FeedbackSchema, { answers: [{ type: 'boolean', label: 'Easy?', value: true }] }),
  ).toEqual({});
});

test('each answer has a label and a type among boolean, free text and star rating', () => {
  expect(errorsOf(FeedbackSchema, { answers: [{ type: 'boolean', value: false }] })).toEqual({
    'answers.0.label': [MESSAGES.feedbackLabelRequired],
  });
  expect(
    errorsOf(FeedbackSchema, {
      answers: [{ type: 'boolean', label: 'l'.repeat(256), value: true }],
    }),
  ).toEqual({ 'answers.0.label': [MESSAGES.textTooLong] });
  for (const type of ['choice', undefined]) {
    expect(errorsOf(FeedbackSchema, { answers: [{ type, label: 'Easy?', value: 'yes' }] })).toEqual(
      { 'answers.0.type': [MESSAGES.feedbackTypeInvalid] },
    );
  }
});

test('each answer has a value of its type; an empty free-text answer is present', () => {
  const answer = (type: string, value?: unknown) => ({ answers: [{ type, label: 'Q', value }] });
  expect(errorsOf(FeedbackSchema, answer('boolean'))).toEqual({
    'answers.0.value': [MESSAGES.feedbackValueRequired],
  });
  expect(errorsOf(FeedbackSchema, answer('boolean', 'yes'))).toEqual({
    'answers.0.value': [MESSAGES.feedbackValueRequired],
  });
  expect(errorsOf(FeedbackSchema, answer('free_text', ''))).toEqual({});
  expect(errorsOf(FeedbackSchema, answer('free_text'))).toEqual({
    'answers.0.value': [MESSAGES.feedbackValueRequired],
  });
  expect(errorsOf(FeedbackSchema, answer('free_text', 'f'.repeat(5001)))).toEqual({
    'answers.0.value': [MESSAGES.longTextTooLong],
  });
});

test('a star rating is a whole number of stars from 1 to 5', () => {
  const rating = (value: unknown) => ({ answers: [{ type: 'star_rating', label: 'Q', value }] });
  expect(errorsOf(FeedbackSchema, rating(1))).toEqual({});
  expect(errorsOf(FeedbackSchema, rating(5))).toEqual({});
  for (const value of [0, 6, 4.5]) {
    expect(errorsOf(FeedbackSchema, rating(value))).toEqual({
      'answers.0.value': [MESSAGES.feedbackRatingInvalid],
    });
  }
});

test('contact and feedback answer a message; the phone report answers nothing', () => {
  const { sendContact, reportPhoneClick, sendFeedback } = contactEndpoints;
  expect([sendContact.method, sendContact.path]).toEqual(['POST', '/contact']);
  expect([reportPhoneClick.method, reportPhoneClick.path]).toEqual(['POST', '/contact/phone']);
  expect([sendFeedback.method, sendFeedback.path]).toEqual(['POST', '/feedback']);
  expect(v.parse(sendContact.response, 'Thank you, we will be in touch.')).toBeTypeOf('string');
  expect(v.parse(reportPhoneClick.response, null)).toBeNull();
});
