import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';
import { createClient } from './client';
import { endpoint, type CallInput, type CallOutput } from './endpoint';

const getPolicy = endpoint({
  method: 'GET',
  path: '/policies/:id',
  auth: 'token',
  response: v.object({ id: v.string(), label: v.string() }),
});
const getVehicle = endpoint({
  method: 'GET',
  path: '/policies/:id/vehicle/:vehicleId',
  auth: 'token',
  response: v.object({ make: v.string() }),
});
const getPolicies = endpoint({
  method: 'GET',
  path: '/policies',
  auth: 'token',
  response: v.array(v.object({ id: v.string() })),
});
const contact = endpoint({
  method: 'POST',
  path: '/contact',
  auth: 'none',
  body: v.object({ subject: v.string() }),
  response: v.string(),
});

const api = createClient({ baseUrl: '/api', portal: 'northway' });

test('call infers path parameters, body and result from the endpoint', () => {
  expectTypeOf(api.call(getPolicy, { params: { id: '1' } })).resolves.toEqualTypeOf<{
    id: string;
    label: string;
  }>();
  expectTypeOf(api.call(getPolicies)).resolves.toEqualTypeOf<{ id: string }[]>();
  expectTypeOf(api.call(contact, { body: { subject: 'Hi' } })).resolves.toBeString();
  expectTypeOf<CallInput<typeof getVehicle>['params']>().toEqualTypeOf<
    Record<'id' | 'vehicleId', string | number>
  >();
  expectTypeOf<CallOutput<typeof getVehicle>>().toEqualTypeOf<{ make: string }>();

  // @ts-expect-error a path parameter is required
  void api.call(getPolicy);
  // @ts-expect-error every path parameter is required
  void api.call(getVehicle, { params: { id: '1' } });
  // @ts-expect-error a body of the wrong shape
  void api.call(contact, { body: { subject: 1 } });
  // @ts-expect-error a body is required
  void api.call(contact);
  // @ts-expect-error an endpoint without a body takes none
  void api.call(getPolicies, { body: { id: '1' } });
});
