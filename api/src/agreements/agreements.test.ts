import { beforeEach, expect, test } from 'vitest';
import { type Agreement, accepted, MESSAGES } from '@portal/contract';
import { runOps } from '../ops';
import { INVITED_AGREEMENT } from '../seed/agreements-invited';
import { SEEDED_AGREEMENTS } from '../seed/agreements';
import { DEMO_INVITATION } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const pending = await api.signIn('agreements.pending');
const carDriver = await api.signIn('car.driver');
const invite = {
  invite_id: DEMO_INVITATION.inviteId,
  activation_code: DEMO_INVITATION.activationCode,
};

// Each test starts with agreements.pending's two agreements outstanding.
beforeEach(async () => {
  await runOps(api.context.db, ['agreements', 'reset', 'agreements.pending']);
});

function post(path: string, payload: object, token?: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/agreements${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function agreementsOf(token: string): Promise<Agreement[]> {
  const response = await post('', {}, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Agreement[] }>().data;
}

function getPolicies(token: string) {
  return api.app.inject({
    method: 'GET',
    url: '/api/policies',
    headers: { authorization: `Bearer ${token}` },
  });
}

test('a signed-in user with agreements outstanding gets them in order, HTML as stored', async () => {
  const [terms, notice, ...rest] = await agreementsOf(pending);

  expect(rest).toEqual([]);
  expect(terms).toMatchObject({
    title: SEEDED_AGREEMENTS[0].title,
    info_page: false,
    decline_button: 'Decline terms',
  });
  // The portal sanitises the pages (DESIGN.md); the API hands them over as the provider wrote them.
  expect(terms?.content.join('')).toContain('<script>');
  expect(terms?.content.join('')).toContain('onerror=');
  expect(notice).toMatchObject({ title: SEEDED_AGREEMENTS[1].title, info_page: true });
  expect(notice?.decline_button).toBeNull();
});

test('accepting the agreement to decide lifts the 499; the information-only one never holds it', async () => {
  const [terms, notice] = await agreementsOf(pending);
  if (!terms || !notice) throw new Error('Two agreements expected');
  const blocked = await getPolicies(pending);
  expect(blocked.statusCode).toBe(499);
  expect(blocked.json()).toEqual({ message: MESSAGES.agreementsRequired });

  const first = await post('/accept', { ID: terms.ID }, pending);
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toBe(accepted(terms.title));
  // portal.md §4: an info-only agreement is read through with no call.
  expect((await getPolicies(pending)).statusCode).toBe(200);
  expect(await agreementsOf(pending)).toEqual([notice]);

  // Accepting it anyway is still answered, and it is then no longer listed.
  const second = await post('/accept', { ID: notice.ID }, pending);
  expect(second.json().data).toBe(accepted(notice.title));
  expect(await agreementsOf(pending)).toEqual([]);
});

test('declining the agreement to decide lifts the 499 too', async () => {
  const [terms] = await agreementsOf(pending);

  await post('/decline', { ID: terms?.ID }, pending);

  expect((await getPolicies(pending)).statusCode).toBe(200);
});

test('declining an agreement with a decline label answers a message naming it', async () => {
  const [terms] = await agreementsOf(pending);

  const response = await post('/decline', { ID: terms?.ID }, pending);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(
    'You have declined the Policy Terms and Conditions. Please phone us on 0306 999 0123 so that we can talk about your policy.',
  );
  expect((await agreementsOf(pending)).map((agreement) => agreement.title)).toEqual([
    SEEDED_AGREEMENTS[1].title,
  ]);
});

test('an agreement without a decline label cannot be declined: 422 on ID', async () => {
  const notice = (await agreementsOf(pending))[1];

  const response = await post('/decline', { ID: notice?.ID }, pending);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.agreementNotDeclinable,
    errors: { ID: [MESSAGES.agreementNotDeclinable] },
  });
  expect(await agreementsOf(pending)).toHaveLength(2);
});

test('an agreement not outstanding for the caller answers 404', async () => {
  const [terms] = await agreementsOf(pending);
  await post('/accept', { ID: terms?.ID }, pending);

  const someoneElses = await post('/accept', { ID: terms?.ID }, carDriver);
  const alreadyAccepted = await post('/accept', { ID: terms?.ID }, pending);
  const declineDecided = await post('/decline', { ID: terms?.ID }, pending);

  expect(someoneElses.statusCode).toBe(404);
  expect(someoneElses.json()).toEqual({ message: MESSAGES.notFound });
  expect(alreadyAccepted.statusCode).toBe(404);
  expect(declineDecided.statusCode).toBe(404);
});

test('two answers to one agreement at once: one is taken, the other answers 404', async () => {
  const [terms] = await agreementsOf(pending);

  const answers = await Promise.all([
    post('/accept', { ID: terms?.ID }, pending),
    post('/decline', { ID: terms?.ID }, pending),
    post('/accept', { ID: terms?.ID }, pending),
  ]);

  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
  expect((await agreementsOf(pending)).map((agreement) => agreement.title)).toEqual([
    SEEDED_AGREEMENTS[1].title,
  ]);
});

test('the ID must be a positive whole number', async () => {
  for (const ID of ['1', 0, 1.5]) {
    const response = await post('/accept', { ID }, pending);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ ID: [MESSAGES.idInvalid] });
  }
});

test('a user with nothing outstanding gets an empty list', async () => {
  expect(await agreementsOf(carDriver)).toEqual([]);
});

test('without a session, the invited user lists and accepts with invite id and code', async () => {
  const listed = await post('', invite);
  expect(listed.statusCode).toBe(200);
  const [agreement] = listed.json<{ data: Agreement[] }>().data;
  expect(agreement).toMatchObject({ title: INVITED_AGREEMENT.title, decline_button: 'Decline' });

  const response = await post('/accept', { ID: agreement?.ID, ...invite });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: accepted(INVITED_AGREEMENT.title), meta: {} });
  expect((await post('', invite)).json().data).toEqual([]);
});

test("the invited user cannot decide another user's agreement", async () => {
  const [terms] = await agreementsOf(pending);

  const response = await post('/accept', { ID: terms?.ID, ...invite });

  expect(response.statusCode).toBe(404);
});

test('a wrong activation code or an unknown invitation is a 422 on its field', async () => {
  const wrongCode = await post('', { ...invite, activation_code: 'NW000000' });
  const unknownInvite = await post('', {
    ...invite,
    invite_id: '00000000-0000-4000-8000-000000000000',
  });

  expect(wrongCode.statusCode).toBe(422);
  expect(wrongCode.json().errors).toEqual({ activation_code: [MESSAGES.activationCodeIncorrect] });
  expect(unknownInvite.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
});

test('the invitation credentials must come together, the code of 6-10 characters', async () => {
  const onlyCode = await post('', { activation_code: invite.activation_code });
  expect(onlyCode.statusCode).toBe(422);
  expect(onlyCode.json().errors).toEqual({ invite_id: [MESSAGES.agreementInviteIncomplete] });

  // portal.md §9: codes of 6-10 characters. A code of a valid length that does not match has a
  // message of its own, so each limit is seen from both sides. (The seeded invite id is 36
  // characters, the shortest allowed; an unknown id has the same message as a malformed one.)
  const code = (length: number) => post('', { ...invite, activation_code: 'N'.repeat(length) });
  expect((await code(5)).json().errors).toEqual({
    activation_code: [MESSAGES.activationCodeInvalid],
  });
  expect((await code(6)).json().errors).toEqual({
    activation_code: [MESSAGES.activationCodeIncorrect],
  });
  expect((await code(10)).json().errors).toEqual({
    activation_code: [MESSAGES.activationCodeIncorrect],
  });
  expect((await code(11)).json().errors).toEqual({
    activation_code: [MESSAGES.activationCodeInvalid],
  });
});

test('without a session or credentials every call answers 401', async () => {
  for (const response of [await post('', {}), await post('/accept', { ID: 1 })]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
  expect((await post('/decline', { ID: 1 })).statusCode).toBe(401);
});
