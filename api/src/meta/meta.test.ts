import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES, FeatureFlagsSchema, type Faq } from '@portal/contract';
import { OPS_USAGE, runOps } from '../ops';
import { setMaintenance } from '../settings/store';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');

function get(url: string, portal?: string, token?: string) {
  return api.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: {
      ...(portal ? { 'x-portal': portal } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

test("contact meta is the requesting brand's, from the portals table, without a token", async () => {
  const northway = await get('/meta/contact', 'northway');
  const ridgeline = await get('/meta/contact', 'ridgeline');

  expect(northway.statusCode).toBe(200);
  expect(northway.json().data).toMatchObject({
    label: 'Northway Motor Insurance',
    legal_name: 'Northway Insurance Services Limited',
    regulator_number: '612345',
    contact_number: '0306 999 0123',
    email: 'customer.services@northway.example',
  });
  expect(northway.json().data.opening_hours[0]).toEqual({
    label: 'Monday to Friday',
    value: '8am - 8pm',
  });
  expect(ridgeline.json().data).toMatchObject({
    label: 'Ridgeline Bike Insurance',
    regulator_number: '734512',
    contact_number: '0306 999 0456',
  });
});

test('an unknown portal id is a 400 that says so, not another brand', async () => {
  const response = await get('/meta/contact', 'acme');

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: MESSAGES.portalUnknown });
});

test("messages meta holds the brand's texts by key", async () => {
  const northway = (await get('/meta/messages', 'northway')).json().data;
  const ridgeline = (await get('/meta/messages', 'ridgeline')).json().data;

  expect(northway.footer_legal).toContain('Northway Insurance Services Limited');
  expect(northway.footer_legal).toContain('612345');
  expect(ridgeline.footer_legal).toContain('Ridgeline Motorcycle Insurance Limited');
});

test('the FAQ has at least 20 entries with HTML answers and their plain search text', async () => {
  const response = await get('/meta/faq', 'northway', carDriver);
  const faqs = response.json<{ data: Faq[] }>().data;

  expect(response.statusCode).toBe(200);
  expect(faqs.length).toBeGreaterThanOrEqual(20);
  expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
  for (const faq of faqs) {
    expect(faq.value).toMatch(/^<p>/);
    expect(faq.searchValue).not.toMatch(/[<>]/);
    expect(faq.searchValue.length).toBeGreaterThan(20);
  }
});

test("the FAQ adds the brand's own entries to those of every brand", async () => {
  const labels = async (portal: string) =>
    (await get('/meta/faq', portal, carDriver)).json<{ data: Faq[] }>().data.map((f) => f.label);
  const northway = await labels('northway');
  const ridgeline = await labels('ridgeline');

  expect(northway).toContain('What is an Any Driver policy?');
  expect(northway).not.toContain('Does my policy cover my helmet and leathers?');
  expect(ridgeline).toContain('Does my policy cover my helmet and leathers?');
  expect(ridgeline).toContain('How do I add a driver to my policy?');
});

test('the FAQ needs a token; the contact, messages and privacy policy do not', async () => {
  const faq = await get('/meta/faq', 'northway');

  expect(faq.statusCode).toBe(401);
  expect(faq.json()).toEqual({ message: MESSAGES.unauthenticated });
  expect((await get('/meta/messages')).statusCode).toBe(200);
  expect((await get('/meta/privacy-policy')).statusCode).toBe(200);
});

test("the privacy policy is HTML naming the brand's company and regulator number", async () => {
  const northway = (await get('/meta/privacy-policy', 'northway')).json().data;
  const ridgeline = (await get('/meta/privacy-policy', 'ridgeline')).json().data;

  expect(northway).toMatch(/^<h1>Privacy policy<\/h1>/);
  expect(northway).toContain('Northway Insurance Services Limited');
  expect(northway).toContain('612345');
  expect(ridgeline).toContain('Ridgeline Motorcycle Insurance Limited');
  expect(ridgeline).toContain('0306 999 0456');
});

test('the features file of each brand is plain JSON, not cached, without a token', async () => {
  const northway = await get('/features/northway.json');
  const ridgeline = await get('/features/ridgeline.json');

  expect(northway.statusCode).toBe(200);
  expect(northway.headers['cache-control']).toBe('no-cache');
  expect(northway.headers['content-type']).toMatch(/^application\/json/);
  expect(northway.json()).toEqual({
    chat: true,
    correspondence: true,
    ivm: false,
    maintenance: false,
    online: true,
  });
  expect(v.parse(FeatureFlagsSchema, ridgeline.json())).toEqual({
    chat: false,
    correspondence: true,
    ivm: true,
    maintenance: false,
    online: true,
  });
});

test('in maintenance mode the features file is still served and says so', async () => {
  await setMaintenance(api.context.db, true, 600);
  try {
    const response = await get('/features/northway.json');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ maintenance: true });
  } finally {
    await setMaintenance(api.context.db, false);
  }
  expect((await get('/features/northway.json')).json()).toMatchObject({ maintenance: false });
});

test('the features file of an unknown brand is a 404', async () => {
  const response = await get('/features/acme.json');

  expect(response.statusCode).toBe(404);
});

test('the ops command switches a flag, seen at the next read of the file', async () => {
  expect(await runOps(api.context.db, ['feature', 'ridgeline', 'chat', 'on'])).toBe(
    "Feature 'chat' is on for ridgeline.",
  );
  expect((await get('/features/ridgeline.json')).json().chat).toBe(true);

  await runOps(api.context.db, ['feature', 'ridgeline', 'chat', 'off']);
  expect((await get('/features/ridgeline.json')).json().chat).toBe(false);
});

test('the ops command refuses an unknown brand, flag or state', async () => {
  await expect(runOps(api.context.db, ['feature', 'acme', 'chat', 'on'])).rejects.toThrow(
    "No portal 'acme'.",
  );
  await expect(runOps(api.context.db, ['feature', 'northway', 'teleport', 'on'])).rejects.toThrow(
    "No feature 'teleport'.",
  );
  await expect(runOps(api.context.db, ['feature', 'northway', 'chat', 'maybe'])).rejects.toThrow(
    OPS_USAGE,
  );
  await expect(runOps(api.context.db, ['feature', 'northway'])).rejects.toThrow(OPS_USAGE);
});
