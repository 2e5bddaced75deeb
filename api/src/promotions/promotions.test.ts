import { expect, test } from 'vitest';
import { MESSAGES, type Promotion } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');
const newCustomer = await api.signIn('new.customer');

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  portal = 'northway',
) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-portal': portal, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function lightbox(token: string, portal = 'northway'): Promise<Promotion[]> {
  const response = await call('GET', '/promotions/lightbox', token, portal);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Promotion[] }>().data;
}

test('the login carousel has three slides of the brand, with headings and images', async () => {
  const northway = await lightbox(carDriver);
  const ridgeline = await lightbox(carDriver, 'ridgeline');

  expect(northway.map((promotion) => promotion.label)).toEqual([
    'Breakdown cover from £4.99 a month',
    'Drive well, pay less',
    'Your documents, always with you',
  ]);
  expect(ridgeline).toHaveLength(3);
  expect(ridgeline.map((promotion) => promotion.id)).not.toContain(northway[0]?.id);
  for (const promotion of northway) {
    expect(promotion.value.length).toBeGreaterThan(20);
    expect(promotion.media.original).toMatch(/^data:image\/svg\+xml,/);
    expect(promotion.media.small).toMatch(/^data:image\/svg\+xml,/);
    expect(promotion.read).toBe(false);
  }
  expect(northway[2]?.location).toBeNull();
});

test('opening a slide marks it read for that user only', async () => {
  const [first] = await lightbox(vanFleet);

  const response = await call('GET', `/promotions/lightbox/${first?.id}`, vanFleet);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ id: first?.id, read: true });
  expect((await lightbox(vanFleet))[0]?.read).toBe(true);
  expect((await lightbox(carDriver))[0]?.read).toBe(false);
  const status = await call('GET', '/promotions/lightbox/status', vanFleet);
  expect(status.json().data).toEqual({ enabled: true, unread: 2 });
});

test("another brand's or an unknown slide answers 404", async () => {
  const [ridgelineSlide] = await lightbox(carDriver, 'ridgeline');

  const otherBrand = await call('GET', `/promotions/lightbox/${ridgelineSlide?.id}`, carDriver);
  const unknown = await call('GET', '/promotions/lightbox/99999', carDriver);

  expect(otherBrand.statusCode).toBe(404);
  expect(otherBrand.json()).toEqual({ message: MESSAGES.notFound });
  expect(unknown.statusCode).toBe(404);
});

test('opting out is stored per user, hides the slides, and opting in shows them again', async () => {
  const out = await call('DELETE', '/promotions/lightbox', newCustomer);

  expect(out.json().data).toEqual({ enabled: false, unread: 3 });
  expect(await lightbox(newCustomer)).toEqual([]);
  expect((await call('GET', '/promotions/lightbox/status', carDriver)).json().data.enabled).toBe(
    true,
  );

  const back = await call('POST', '/promotions/lightbox', newCustomer);
  expect(back.json().data).toEqual({ enabled: true, unread: 3 });
  expect(await lightbox(newCustomer)).toHaveLength(3);
});

test("both ad slots hold the brand's promotion, else the one for every brand", async () => {
  const northway = (await call('GET', '/promotions/ui', carDriver)).json().data;
  const ridgeline = (await call('GET', '/promotions/ui', carDriver, 'ridgeline')).json().data;

  expect(Object.keys(northway)).toEqual(['offer', 'second-offer']);
  expect(northway.offer.label).toBe('Add breakdown cover');
  expect(northway['second-offer'].label).toBe('Refer a friend, you both get £25');
  expect(ridgeline.offer.label).toBe('Protect your kit');
  expect(ridgeline['second-offer'].label).toBe('Travel insurance from £12');
});

test('one ad slot by its id; an unknown slot answers 404', async () => {
  const offer = await call('GET', '/promotions/ui/second-offer', carDriver);
  const unknown = await call('GET', '/promotions/ui/banner', carDriver);

  expect(offer.statusCode).toBe(200);
  expect(offer.json().data.label).toBe('Refer a friend, you both get £25');
  expect(unknown.statusCode).toBe(404);
});

test('the magazine subscription is stored per user', async () => {
  const get = (token: string) => call('GET', '/influx-magazine/subscription', token);
  expect((await get(carDriver)).json().data).toEqual({ subscribed: true });
  expect((await get(vanFleet)).json().data).toEqual({ subscribed: false });

  const off = await call('DELETE', '/influx-magazine/subscription', carDriver);
  expect(off.json().data).toEqual({ subscribed: false });
  expect((await get(carDriver)).json().data).toEqual({ subscribed: false });

  const on = await call('POST', '/influx-magazine/subscription', carDriver);
  expect(on.json().data).toEqual({ subscribed: true });
});

test('without a token every promotion and magazine call answers 401', async () => {
  for (const [method, url] of [
    ['GET', '/promotions/lightbox'],
    ['GET', '/promotions/lightbox/1'],
    ['GET', '/promotions/lightbox/status'],
    ['POST', '/promotions/lightbox'],
    ['DELETE', '/promotions/lightbox'],
    ['GET', '/promotions/ui'],
    ['GET', '/promotions/ui/offer'],
    ['GET', '/influx-magazine/latest-issue'],
    ['GET', '/influx-magazine/subscription'],
    ['POST', '/influx-magazine/subscription'],
    ['DELETE', '/influx-magazine/subscription'],
  ] as const) {
    expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
  }
});

// Last: it moves the clock past the tokens' lifetime.
test("the latest magazine issue is the brand's newest published one", async () => {
  const issue = async (token: string, portal: string) =>
    (await call('GET', '/influx-magazine/latest-issue', token, portal)).json().data;

  expect(await issue(carDriver, 'northway')).toMatchObject({
    label: 'Influx - Winter 2026',
    value: 'https://www.northway.example/influx/winter-2026',
    media: { cover: expect.stringMatching(/^data:image\/svg\+xml,/) },
  });
  expect((await issue(carDriver, 'ridgeline')).label).toBe('Influx Ride - Winter 2026');

  // The spring issue is published 90 days after the seed day.
  api.clock.advance(91 * 86_400_000);
  expect((await issue(await api.signIn('car.driver'), 'northway')).label).toBe(
    'Influx - Spring 2027',
  );
});
