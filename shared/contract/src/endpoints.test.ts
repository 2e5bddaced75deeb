import { expect, test } from 'vitest';
import { devEndpoints, endpoints } from './endpoints';

const all = [...Object.entries(endpoints), ...Object.entries(devEndpoints)];

test("every call that writes a signed-in user's data names what it changes", () => {
  // These write nothing any screen reads back (a message sent, a session, a device's push).
  const changeNothingShown = [
    'signOut',
    'changePassword',
    'sendContact',
    'reportPhoneClick',
    'sendFeedback',
    'subscribePush',
    'unsubscribePush',
    'requestQuoteCallback',
    'uploadScreenshot',
    'lookupRegistration',
    'validateVehicleField',
    'getAgreements',
    // The stepper works its list through once; a refetch mid-flow would move it.
    'acceptAgreement',
    'declineAgreement',
  ];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (endpoint.method === 'GET' || endpoint.auth === 'none') continue;
    expect(endpoint.changes.length > 0, name).toBe(!changeNothingShown.includes(name));
  }
});

test('no two endpoints share a method and path', () => {
  const keys = all.map(([, e]) => `${e.method} ${e.path.replace(/:\w+/g, ':')}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test('every call of both specs section 7 is described', () => {
  const described = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
  // portal.md §7 and policy-changes.md §7, with `{id}` written `:param`.
  const specified = [
    'POST /user/token',
    'DELETE /user/token',
    'POST /user/sign-up',
    'POST /password/auth-code',
    'POST /password/reset',
    'POST /user/invitation/validate',
    'POST /user/activation-code',
    'POST /user/activate',
    'POST /user/password',
    'GET /user/details',
    'PUT /user/details',
    'PATCH /user/correspondence',
    'GET /user/correspondence',
    'POST /username-reminder',
    'GET /user/alerts',
    'GET /user/notifications',
    'DELETE /user/notifications/:id',
    'POST /dev/alert',
    'POST /dev/notification',
    'GET /policies',
    'GET /policies/:id',
    'GET /inbox/:id',
    'POST /inbox/:id/read/:itemId',
    'POST /agreements',
    'POST /agreements/accept',
    'POST /agreements/decline',
    'GET /events',
    'POST /events',
    'PUT /events/:id',
    'DELETE /events/:id',
    'POST /feedback',
    'POST /contact',
    'GET /meta/contact',
    'GET /meta/messages',
    'GET /meta/faq',
    'GET /meta/privacy-policy',
    'POST /contact/phone',
    'GET /promotions/cashback',
    'POST /promotions/cashback',
    'GET /promotions/lightbox',
    'GET /promotions/lightbox/:id',
    'GET /promotions/lightbox/status',
    'POST /promotions/lightbox',
    'DELETE /promotions/lightbox',
    'GET /promotions/ui',
    'GET /promotions/ui/:id',
    'GET /influx-magazine/latest-issue',
    'GET /influx-magazine/subscription',
    'POST /influx-magazine/subscription',
    'DELETE /influx-magazine/subscription',
    'POST /push/subscribe',
    'POST /push/unsubscribe',
    'POST /quote-callback',
    'POST /meta/address-lookup',
    'PATCH /policies/:id',
    'POST /policies/:id/person',
    'PATCH /policies/:id/person/:personId',
    'DELETE /policies/:id/person/:personId',
    'POST /policies/:id/vehicle',
    'PATCH /policies/:id/vehicle/:vehicleId',
    'DELETE /policies/:id/vehicle/:vehicleId',
    'POST /vehicle/registration-lookup',
    'GET /vehicle/makes-and-models/:id',
    'GET /policies/:id/required-documents',
    'POST /policies/:id/required-documents',
    'GET /policies/:id/avp/documents/:type',
    'GET /policies/:id/avp/required',
    'POST /policies/:id/avp/:step',
    'GET /meta/form-options',
    'GET /meta/jobs-and-industries',
  ];
  expect(specified.filter((call) => !described.has(call))).toEqual([]);
});

test('only the calls portal.md section 6 lists go without a token', () => {
  const unauthenticated = all
    .filter(([, e]) => e.auth === 'none')
    .map(([, e]) => `${e.method} ${e.path}`)
    .sort();
  expect(unauthenticated).toEqual(
    expect.arrayContaining([
      'POST /meta/address-lookup',
      'GET /meta/messages',
      'GET /meta/contact',
      'GET /meta/privacy-policy',
      'POST /user/sign-up',
      'POST /user/invitation/validate',
      'POST /user/activation-code',
      'POST /user/activate',
      'POST /password/reset',
      'POST /user/token',
      'POST /username-reminder',
    ]),
  );
  expect(unauthenticated).not.toContain('GET /policies');
  expect(unauthenticated).not.toContain('GET /user/details');
});
