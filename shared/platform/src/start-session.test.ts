// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { afterEach, expect, test } from 'vitest';
import { startSession } from './start-session';
import { createFakeNetwork, createTestPortal, reply, type Answer } from './testing';

// portal.md §4 Session and 'Agreements required', §8 499: a new session fetches the policies,
// and their answer is the API's first word on whether agreements hold the user.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function signIn(policies: Answer<typeof endpoints.getPolicies>) {
  const network = createFakeNetwork().on(endpoints.getPolicies, policies);
  const { portal, navigate } = createTestPortal({ network, asOnThePage: true });
  startSession(portal, { token: 't', greeting: 'Hello', username: 'Agreements.Pending' });
  return { session: portal.session, navigate, network };
}

test('until the policies answer, whether agreements hold the new session is unknown', () => {
  const { session } = signIn(() => new Promise(() => {}));

  expect(session.getState()).toMatchObject({ status: 'signed-in', agreements: 'unknown' });
});

test('policies answered: nothing holds the user', async () => {
  const { session, network } = signIn([]);

  await expect.poll(() => session.getState().agreements).toBe('none');
  expect(network.callsTo(endpoints.getPolicies)).toHaveLength(1);
});

test('a 499 to the policies: agreements are outstanding, and the user goes to them', async () => {
  const { session, navigate } = signIn(reply.error(499, MESSAGES.agreementsRequired));

  await expect.poll(() => session.getState().agreements).toBe('outstanding');
  expect(navigate).toHaveBeenCalledWith('/agreements');
});

test('another failure of the policies says nothing of agreements: nothing waits on them', async () => {
  const { session } = signIn(reply.error(500));

  await expect.poll(() => session.getState().agreements).toBe('none');
});
