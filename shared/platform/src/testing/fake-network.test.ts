import { endpoints } from '@portal/contract';
import { expect, test, vi } from 'vitest';
import { createTestPortal } from './test-portal';
import { createFakeNetwork, reply } from './fake-network';
import { testPolicy } from './fixtures';

test('a call is answered by its endpoint, with the parameters it was sent', async () => {
  const network = createFakeNetwork().on(endpoints.getPolicy, (request) =>
    testPolicy({ id: Number(request.params.id) }),
  );
  const { portal } = createTestPortal({ signedIn: true, network });

  const policy = await portal.api.call(endpoints.getPolicy, { params: { id: 205 } });

  expect(policy.id).toBe(205);
  expect(network.callsTo(endpoints.getPolicy)).toMatchObject([
    { method: 'GET', url: '/api/policies/205', params: { id: '205' } },
  ]);
  expect(network.requests[0]?.headers.authorization).toBe('Bearer token-1');
});

test("a refusal reaches the client as the API's error, fields and all", async () => {
  const network = createFakeNetwork().on(endpoints.sendContact, () =>
    reply.invalid({ subject: ['Please enter a subject.'] }),
  );
  const { portal } = createTestPortal({ signedIn: true, network });

  await expect(
    portal.api.call(endpoints.sendContact, {
      body: { policy: '101', subject: 'x', enquiry: 'y' },
    }),
  ).rejects.toMatchObject({ status: 422, fields: { subject: ['Please enter a subject.'] } });
  expect(network.sent()).toHaveLength(1);
});

test('a fixture that breaks the contract fails the test, naming the field', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const network = createFakeNetwork().on(endpoints.getPolicies, [{ id: 'not a number' }] as never);
  const { portal } = createTestPortal({ signedIn: true, network });

  await expect(portal.api.call(endpoints.getPolicies)).rejects.toBeDefined();
  expect(errors).toHaveBeenCalledWith(
    expect.stringContaining('The fixture for GET /policies breaks the contract'),
  );
});

test('a request no answer expects fails the test', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { portal } = createTestPortal({ signedIn: true });

  await expect(portal.api.call(endpoints.getPolicies)).rejects.toBeDefined();
  expect(errors).toHaveBeenCalledWith(
    'Unexpected request GET /api/policies: the test gives it no answer',
  );
});
