import * as v from 'valibot';
import { expect, test } from 'vitest';
import type { AnySchema } from './endpoint';
import { MESSAGES } from './messages';
import { pushEndpoints, PushSubscriptionSchema, PushUnsubscribeSchema } from './push';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

// What PushSubscription.toJSON() gives in a browser.
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { auth: 'k3CDqJxh2KkVm0Yx8nQWpA', p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA' },
};

test('a subscription from the browser is taken as it is', () => {
  expect(v.parse(PushSubscriptionSchema, subscription)).toEqual(subscription);
  const withoutExpiry = { endpoint: subscription.endpoint, keys: subscription.keys };
  expect(v.parse(PushSubscriptionSchema, withoutExpiry).expirationTime).toBeNull();
});

test('an expiry is a time in whole milliseconds that JavaScript holds exactly', () => {
  const expiring = (expirationTime: unknown) =>
    errorsOf(PushSubscriptionSchema, { ...subscription, expirationTime });
  expect(expiring(Number.MAX_SAFE_INTEGER)).toEqual({});
  for (const time of [Number.MAX_SAFE_INTEGER + 1, 1e308, 0.5, -1]) {
    expect(expiring(time), String(time)).toEqual({
      expirationTime: [MESSAGES.pushExpirationInvalid],
    });
  }
});

test('the endpoint must be an https address', () => {
  for (const endpoint of [undefined, '', 'not a url', 'http://push.example.com/abc']) {
    expect(errorsOf(PushSubscriptionSchema, { ...subscription, endpoint })).toEqual({
      endpoint: [MESSAGES.pushEndpointInvalid],
    });
  }
});

test('both keys are required', () => {
  expect(errorsOf(PushSubscriptionSchema, { endpoint: subscription.endpoint })).toEqual({
    keys: [MESSAGES.pushKeysRequired],
  });
  expect(
    errorsOf(PushSubscriptionSchema, { ...subscription, keys: { auth: 'abc', p256dh: '' } }),
  ).toEqual({ 'keys.p256dh': [MESSAGES.pushKeysRequired] });
  expect(errorsOf(PushSubscriptionSchema, { ...subscription, keys: { p256dh: 'abc' } })).toEqual({
    'keys.auth': [MESSAGES.pushKeysRequired],
  });
});

test('a key may be 255 characters, not 256', () => {
  const keys = (auth: string) => ({ ...subscription, keys: { ...subscription.keys, auth } });
  expect(errorsOf(PushSubscriptionSchema, keys('a'.repeat(255)))).toEqual({});
  expect(errorsOf(PushSubscriptionSchema, keys('a'.repeat(256)))).toEqual({
    'keys.auth': [MESSAGES.pushKeysRequired],
  });
});

test('unsubscribing sends the endpoint only', () => {
  expect(v.parse(PushUnsubscribeSchema, subscription)).toEqual({
    endpoint: subscription.endpoint,
  });
  expect(errorsOf(PushUnsubscribeSchema, {})).toEqual({
    endpoint: [MESSAGES.pushEndpointInvalid],
  });
  expect(pushEndpoints.subscribePush.path).toBe('/push/subscribe');
  expect(pushEndpoints.unsubscribePush.path).toBe('/push/unsubscribe');
});
