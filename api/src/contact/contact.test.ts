import { expect, test } from 'vitest';
import { MESSAGES, problemsBelow } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';
import { CONTACT_SENT, FEEDBACK_THANKS } from './routes';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const { db } = api.context;

function post(url: string, payload: object, token: string | null = carDriver) {
  return api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const message = {
  policy: String(POLICY_IDS.car),
  subject: 'Windscreen chip',
  enquiry: 'Is a windscreen repair covered without affecting my no claims bonus?',
};

test('a contact message about one of my policies is stored and answered with thanks', async () => {
  const response = await post('/contact', message);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(CONTACT_SENT);
  expect(
    await db.get('SELECT policy_id, subject, enquiry FROM contact_messages ORDER BY id DESC'),
  ).toEqual({ policy_id: POLICY_IDS.car, subject: message.subject, enquiry: message.enquiry });
});

test("a contact message about another user's policy is a 422 on policy", async () => {
  const response = await post('/contact', { ...message, policy: POLICY_IDS.van });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.contactPolicyRequired,
    errors: { policy: [MESSAGES.contactPolicyRequired] },
  });
});

test('policy, subject and enquiry are required; subject up to 255, enquiry up to 5000', async () => {
  const empty = await post('/contact', { policy: '', subject: ' ', enquiry: '' });
  expect(empty.json()).toEqual({
    message: problemsBelow(3),
    errors: {
      policy: [MESSAGES.contactPolicyRequired],
      subject: [MESSAGES.contactSubjectRequired],
      enquiry: [MESSAGES.contactEnquiryRequired],
    },
  });
  expect((await post('/contact', { ...message, subject: 'x'.repeat(255) })).statusCode).toBe(200);
  expect((await post('/contact', { ...message, subject: 'x'.repeat(256) })).json().errors).toEqual({
    subject: [MESSAGES.textTooLong],
  });
  expect((await post('/contact', { ...message, enquiry: 'x'.repeat(5000) })).statusCode).toBe(200);
  expect((await post('/contact', { ...message, enquiry: 'x'.repeat(5001) })).json().errors).toEqual(
    {
      enquiry: [MESSAGES.longTextTooLong],
    },
  );
});

test('a phone number tap is stored with the device details', async () => {
  const response = await post('/contact/phone', {
    ID: POLICY_IDS.car,
    os: 'iOS 18.1',
    name: 'Safari',
    version: '18.1',
    product: 'iPhone',
    manufacturer: 'Apple',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBeNull();
  const row = await db.get<{ policy_id: number; device: string }>(
    'SELECT policy_id, device FROM phone_clicks ORDER BY id DESC',
  );
  expect(row?.policy_id).toBe(POLICY_IDS.car);
  expect(JSON.parse(row?.device ?? '')).toMatchObject({
    os: 'iOS 18.1',
    name: 'Safari',
    layout: null,
  });
});

test('a phone tap needs the ID of one of my policies; device fields up to 255', async () => {
  expect((await post('/contact/phone', {})).json().errors).toEqual({
    ID: [MESSAGES.phoneClickIdRequired],
  });
  expect((await post('/contact/phone', { ID: POLICY_IDS.van })).json().errors).toEqual({
    ID: [MESSAGES.idInvalid],
  });
  const long = (length: number) =>
    post('/contact/phone', { ID: POLICY_IDS.car, os: 'x'.repeat(length) });
  expect((await long(255)).statusCode).toBe(200);
  expect((await long(256)).json().errors).toEqual({ os: [MESSAGES.textTooLong] });
});

const answers = [
  { type: 'boolean', label: 'Did you find what you needed?', value: true },
  { type: 'free_text', label: 'Anything else?', value: '' },
  { type: 'star_rating', label: 'How would you rate the portal?', value: 5 },
];

test('feedback is stored and answered with thanks', async () => {
  const response = await post('/feedback', { answers });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(FEEDBACK_THANKS);
  const stored = await db.get<{ answers: string }>('SELECT answers FROM feedback ORDER BY id DESC');
  expect(JSON.parse(String(stored?.answers))).toEqual(answers);
});

test('feedback needs answers, each with a known type, a label and a value; stars 1-5', async () => {
  const one = (answer: object) => post('/feedback', { answers: [answer] });
  const star = (value: number) => one({ type: 'star_rating', label: 'Rate us', value });

  expect((await post('/feedback', { answers: [] })).json().errors).toEqual({
    answers: [MESSAGES.feedbackAnswersRequired],
  });
  expect((await one({ type: 'emoji', label: 'Mood', value: ':)' })).json().errors).toEqual({
    'answers.0.type': [MESSAGES.feedbackTypeInvalid],
  });
  expect((await one({ type: 'boolean', label: '', value: true })).json().errors).toEqual({
    'answers.0.label': [MESSAGES.feedbackLabelRequired],
  });
  expect((await one({ type: 'boolean', label: 'Helpful?' })).json().errors).toEqual({
    'answers.0.value': [MESSAGES.feedbackValueRequired],
  });
  expect((await star(0)).json().errors).toEqual({
    'answers.0.value': [MESSAGES.feedbackRatingInvalid],
  });
  expect((await star(1)).statusCode).toBe(200);
  expect((await star(6)).json().errors).toEqual({
    'answers.0.value': [MESSAGES.feedbackRatingInvalid],
  });
});

test('without a token every call answers 401', async () => {
  for (const [url, body] of [
    ['/contact', message],
    ['/contact/phone', { ID: POLICY_IDS.car }],
    ['/feedback', { answers }],
  ] as const) {
    const response = await post(url, body, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
});
