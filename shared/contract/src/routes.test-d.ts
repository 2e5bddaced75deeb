import { expectTypeOf, test } from 'vitest';
import { href, type RouteName, type RouteParams } from './index';

test('href asks for exactly the parameters of the route', () => {
  expectTypeOf<RouteParams<'avp'>>().toEqualTypeOf<Record<'policyId' | 'vehicleId', string>>();
  expectTypeOf<'policy-summary'>().toExtend<RouteName>();
  href('home');
  href('policy-summary', { policyId: '1' });
  // @ts-expect-error a route with parameters needs them
  href('policy-summary');
  // @ts-expect-error a missing parameter is a compile error
  href('avp', { policyId: '1' });
  // @ts-expect-error an unknown route name is a compile error
  href('no-such-route');
});
