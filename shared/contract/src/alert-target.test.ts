import { expect, test } from 'vitest';
import { alertTarget, type AlertPolicy } from './alert-target';
import { matchRoute } from './routes';

const vehicle = (
  ID: number,
  avp_required: boolean,
  avp_completed = false,
  avp_sent_on: string | null = null,
) => ({ ID, avp_required, avp_completed, avp_sent_on });
const POLICIES: AlertPolicy[] = [
  {
    id: 101,
    vehicles: [
      vehicle(2010, false),
      vehicle(2011, true, true),
      vehicle(2013, true, false, '2026-11-20'),
      vehicle(2012, true),
    ],
  },
  { id: 102, vehicles: [vehicle(2020, true, true), vehicle(2021, true, false, '2026-11-20')] },
];

test("an alert opens its route for its policy, each address one of the route table's", () => {
  const renew = alertTarget({ route: 'payments-renew', button: 'Renew', value: 101 }, POLICIES);
  expect(renew).toBe('/policies/101/payments/renew');
  expect(matchRoute(renew ?? '').route.name).toBe('payments-renew');
  expect(alertTarget({ route: 'contact', button: 'Contact us', value: null }, POLICIES)).toBe(
    '/contact',
  );
});

test("'Agree a value' opens the form of the first vehicle neither done nor sent for review", () => {
  const target = alertTarget({ route: 'avp', button: 'Agree a value', value: 101 }, POLICIES);

  expect(target).toBe('/policies/101/avp/2012');
  expect(matchRoute(target ?? '')).toEqual({
    route: expect.objectContaining({ name: 'avp' }),
    params: { policyId: '101', vehicleId: '2012' },
  });
});

test('with every agreed value given or sent, or no policies known, the policy summary', () => {
  expect(alertTarget({ route: 'avp', button: 'Agree a value', value: 102 }, POLICIES)).toBe(
    '/policies/102',
  );
  expect(alertTarget({ route: 'avp', button: 'Agree a value', value: 101 }, undefined)).toBe(
    '/policies/101',
  );
});

test('no button, no route, or a policy route without a policy: nothing to open', () => {
  expect(alertTarget({ route: null, button: 'Go', value: 101 }, POLICIES)).toBeNull();
  expect(alertTarget({ route: 'policy-inbox', button: null, value: 101 }, POLICIES)).toBeNull();
  expect(alertTarget({ route: 'policy-inbox', button: 'View', value: null }, POLICIES)).toBeNull();
});
