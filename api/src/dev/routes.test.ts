import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const staff = await api.staff();

function createAlert(payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: '/api/dev/alert', payload, headers: staff });
}

async function todoCount(username: string): Promise<number> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username, password: 'Portal-Demo-2026!' },
  });
  return response.json<{ data: { todo_count: number } }>().data.todo_count;
}

test('a development alert in the todo slot counts as a to-do item at sign-in', async () => {
  const before = await todoCount('car.driver');

  const created = await createAlert({
    username: 'car.driver',
    label: 'Your renewal is due',
    value: POLICY_IDS.car,
    button: 'Renew',
    route: 'payments-renew',
    type: 'pay_renewal',
    slot: 'todo',
  });
  await createAlert({
    username: 'car.driver',
    label: 'News',
    type: 'announcement',
    slot: 'dashboard',
  });

  expect(created.statusCode).toBe(200);
  expect(created.json()).toEqual({ data: null, meta: {} });
  expect(await todoCount('car.driver')).toBe(before + 1);
});

test('a development alert for an unknown user or about an unknown policy is a 422', async () => {
  const unknownUser = await createAlert({
    username: 'nobody',
    label: 'x',
    type: 'announcement',
    slot: 'todo',
  });
  const otherPolicy = await createAlert({
    username: 'car.driver',
    label: 'x',
    value: POLICY_IDS.van,
    type: 'announcement',
    slot: 'todo',
  });

  expect(unknownUser.statusCode).toBe(422);
  expect(unknownUser.json()).toEqual({
    message: MESSAGES.notFound,
    errors: { username: [MESSAGES.notFound] },
  });
  expect(otherPolicy.statusCode).toBe(422);
  expect(otherPolicy.json().errors).toEqual({ value: [MESSAGES.notFound] });
});
