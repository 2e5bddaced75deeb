import { expect, test } from 'vitest';
import {
  formatMoney,
  MESSAGES,
  type Alert,
  type Payments,
  type Policy,
  type RequiredDocument,
} from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { cardToken } from '../test/card-tokens';
import { createTestApi } from '../test/create-test-api';
import { fileNamed } from '../test/files';
import { newSubmission } from '../test/idempotency-key';
import { todayOf } from '../today';

// One source of truth (standing.ts, alerts.ts): every to-do and its amount come from the facts
// the screen it opens reads, and every action settles its to-do, flag and count in its answer.

const api = await createTestApi();
const DEMO_USERS = ['car.driver', 'van.fleet', 'bike.rider', 'new.customer'] as const;
const BRANDS = ['northway', 'ridgeline'] as const;
const { car, otherBrand } = POLICY_IDS;

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  options: { payload?: object; portal?: string } = {},
) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...newSubmission(),
      authorization: `Bearer ${token}`,
      ...(options.portal ? { 'x-portal': options.portal } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function data<T>(url: string, token: string, portal?: string): Promise<T> {
  const response = await call('GET', url, token, { portal });
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

const alertsOf = (token: string, portal = 'northway') =>
  data<Alert[]>('/user/alerts', token, portal).then((alerts) =>
    alerts.filter((alert) => alert.slot === 'todo'),
  );
const policyOf = (id: number, token: string) => data<Policy>(`/policies/${id}`, token);
const paymentsOf = (id: number, token: string) => data<Payments>(`/policies/${id}/payments`, token);

/** The amounts an alert's words name, e.g. ['£86.40']. */
const amounts = (label: string) => label.match(/£[\d,]+\.\d\d/g) ?? [];

test("every to-do's amount and count is what the screen it opens shows, for every seeded user", async () => {
  let checked = 0;
  for (const username of DEMO_USERS) {
    const token = await api.signIn(username);
    for (const portal of BRANDS) {
      for (const alert of await alertsOf(token, portal)) {
        if (alert.value === null) continue;
        const id = `/policies/${alert.value}`;
        const payments = () => data<Payments>(`${id}/payments`, token, portal);
        const where = `${username} at ${portal}: ${alert.label}`;
        checked += 1;
        if (alert.type === 'pay_single') {
          expect(amounts(alert.label), where).toEqual([
            formatMoney((await payments()).amount_due ?? 0),
          ]);
        } else if (alert.type === 'pay_renewal') {
          const renewal = (await payments()).renewal;
          expect(amounts(alert.label), where).toEqual([formatMoney(renewal?.premium ?? 0)]);
        } else if (alert.type === 'accept_refund') {
          const offered = (await payments()).refunds.map((refund) => formatMoney(refund.amount));
          expect(offered, where).toContain(amounts(alert.label)[0]);
        } else if (alert.type === 'policy_document_required') {
          const documents = await data<RequiredDocument[]>(
            `${id}/required-documents`,
            token,
            portal,
          );
          const waiting = documents.filter((document) => document.attachments.length === 0);
          expect(alert.label, where).toContain(`We need ${waiting.length} document`);
          expect((await data<Policy>(id, token, portal)).required_item_count).toBe(waiting.length);
        } else if (alert.type === 'sign_credit_agreement') {
          const agreement = await data<{ status: string }>(`${id}/credit-agreement`, token, portal);
          expect(agreement.status, where).toBe('pending');
        } else if (alert.type === 'avp') {
          const required = await data<{ steps: string[] }[]>(`${id}/avp/required`, token, portal);
          expect(
            required.some((vehicle) => vehicle.steps.length > 0),
            where,
          ).toBe(true);
        } else if (alert.type === 'correspondence') {
          const inbox = await data<{ group: string; read: boolean }[]>(
            `/inbox/${alert.value}`,
            token,
            portal,
          );
          const unread = inbox.filter((item) => item.group === 'correspondence' && !item.read);
          expect(alert.label, where).toMatch(new RegExp(`You have ${unread.length} new document`));
        }
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(10);
});

test('paying part of what is due lowers the to-do; paying the rest ends it and the flag', async () => {
  const token = await api.signIn('car.driver');
  const due = (await paymentsOf(car, token)).amount_due ?? 0;
  const pay = async (amount: number) =>
    call('POST', `/policies/${car}/payments/pay`, token, {
      payload: { amount, card_token: await cardToken(api) },
    });

  expect((await pay(10)).json().data.status).toBe('complete');
  const left = formatMoney(due - 10);
  const [payment] = (await alertsOf(token)).filter((alert) => alert.type === 'pay_single');
  expect(payment?.label).toContain(`A payment of ${left} is due`);
  expect((await paymentsOf(car, token)).amount_due).toBe(Math.round((due - 10) * 100) / 100);

  expect((await pay(due - 10)).json().data.status).toBe('complete');
  expect((await alertsOf(token)).map((alert) => alert.type)).not.toContain('pay_single');
  expect((await policyOf(car, token)).payments_available).toBe(false);
  expect((await pay(1)).statusCode).toBe(403);
});

test('a renewal paid ends Renew policy and its to-do', async () => {
  const token = await api.signIn('car.driver');
  const premium = (await paymentsOf(car, token)).renewal?.premium ?? 0;

  const renewed = await call('POST', `/policies/${car}/payments/renew`, token, {
    payload: { amount: premium, card_token: await cardToken(api) },
  });

  expect(renewed.json().data.status).toBe('complete');
  expect((await policyOf(car, token)).renewal_available).toBe(false);
  expect((await alertsOf(token)).map((alert) => alert.type)).not.toContain('pay_renewal');
});

test('each accepted refund ends its own offer; the last one ends Refunds', async () => {
  const token = await api.signIn('car.driver');
  const [first, second] = (await paymentsOf(car, token)).refunds;
  const accept = (refund_id: number) =>
    call('POST', `/policies/${car}/payments/refunds`, token, { payload: { refund_id } });
  const refundAlerts = async () =>
    (await alertsOf(token)).filter((alert) => alert.type === 'accept_refund').map((a) => a.id);

  expect(await refundAlerts()).toEqual([
    `accept_refund:${first?.id}`,
    `accept_refund:${second?.id}`,
  ]);
  expect((await accept(first?.id ?? 0)).statusCode).toBe(200);
  expect(await refundAlerts()).toEqual([`accept_refund:${second?.id}`]);
  expect((await policyOf(car, token)).refunds_available).toBe(true);
  expect((await accept(second?.id ?? 0)).statusCode).toBe(200);
  expect(await refundAlerts()).toEqual([]);
  expect((await policyOf(car, token)).refunds_available).toBe(false);
});

test('a signed credit agreement clears its flag and its to-do; it can still be read', async () => {
  const token = await api.signIn('car.driver');
  const signed = await call('POST', `/policies/${car}/credit-agreement`, token, {
    payload: { decision: 'sign', full_name: 'Sarah Mitchell', confirm: true },
  });

  expect(signed.json().data.status).toBe('confirmed');
  expect((await policyOf(car, token)).flags.credit_agreement_required).toBe(false);
  expect((await alertsOf(token)).map((alert) => alert.type)).not.toContain('sign_credit_agreement');
  expect((await data<{ status: string }>(`/policies/${car}/credit-agreement`, token)).status).toBe(
    'signed',
  );
});

test('each uploaded document counts down what is needed; the last clears the flag', async () => {
  const token = await api.signIn('car.driver');
  const upload = async (type: string) => {
    const form = new FormData();
    form.append('type', type);
    form.append('title', 'Scan');
    form.append('comment', '');
    form.append('data[0]', fileNamed('scan.pdf'));
    const encoded = new Response(form);
    return api.app.inject({
      method: 'POST',
      url: `/api/policies/${car}/required-documents`,
      headers: {
        ...newSubmission(),
        authorization: `Bearer ${token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const documentsAlert = async () =>
    (await alertsOf(token)).find((alert) => alert.type === 'policy_document_required')?.label;

  expect(await documentsAlert()).toBe('We need 2 documents from you for your Mazda MX-5 policy.');
  expect((await upload('driving_licence')).statusCode).toBe(200);
  expect(await documentsAlert()).toBe('We need 1 document from you for your Mazda MX-5 policy.');
  expect((await policyOf(car, token)).required_item_count).toBe(1);
  expect((await upload('no_claims_bonus_proof')).statusCode).toBe(200);
  expect(await documentsAlert()).toBeUndefined();
  expect((await policyOf(car, token)).flags).toMatchObject({ documents_required: false });
});

test('reading the unread post ends the inbox to-do', async () => {
  const token = await api.signIn('van.fleet');
  const inbox = await data<{ id: number; group: string; read: boolean }[]>(
    `/inbox/${POLICY_IDS.van}`,
    token,
  );
  const unread = inbox.filter((item) => item.group === 'correspondence' && !item.read);
  expect(unread.length).toBeGreaterThan(0);

  for (const item of unread) {
    const read = await call('POST', `/inbox/${POLICY_IDS.van}/read/${item.id}`, token);
    expect(read.statusCode).toBe(200);
  }
  expect((await alertsOf(token)).map((alert) => alert.type)).not.toContain('correspondence');
});

test('a policy held at the other brand is shown with its brand and refused every write', async () => {
  const token = await api.signIn('car.driver');
  const policy = await data<Policy>(`/policies/${otherBrand}`, token, 'northway');
  expect(policy).toMatchObject({ correct_portal: false, can_modify: false });
  expect(policy.portal.label).toBe('Ridgeline Bike Insurance');
  // Its to-dos are Ridgeline's: it owes £32.10, asked there, not here.
  expect((await alertsOf(token, 'northway')).map((alert) => alert.value)).not.toContain(otherBrand);
  expect((await alertsOf(token, 'ridgeline')).map((alert) => alert.id)).toContain(
    `pay_single:${otherBrand}`,
  );

  const base = `/policies/${otherBrand}`;
  const writes = [
    ['POST', `${base}/person`, {}],
    ['PATCH', `${base}/person/1051`, { meta: { first_name: 'Sam' } }],
    ['DELETE', `${base}/person/1051`, undefined],
    ['POST', `${base}/vehicle`, {}],
    ['PATCH', `${base}/vehicle/2051`, { change_type: 'update' }],
    ['DELETE', `${base}/vehicle/2051`, undefined],
    ['POST', `${base}/vehicle/validate`, { field: 'vehicle.registration', value: 'AB12CDE' }],
    ['PATCH', base, {}],
    ['POST', `${base}/payments/pay`, { amount: 1, card_token: await cardToken(api) }],
    ['POST', `${base}/payments/renew`, { amount: 1, card_token: await cardToken(api) }],
    ['POST', `${base}/payments/refunds`, { refund_id: 1 }],
    ['POST', `${base}/credit-agreement`, { decision: 'decline' }],
  ] as const;
  const heldAt = `This policy is held at Ridgeline Bike Insurance. ${MESSAGES.policyHeldElsewhere}`;
  // Nor does it take the same change as another policy, through this brand.
  const also = await call('PATCH', `/policies/${car}/person/1011`, token, {
    payload: {
      effective_date: todayOf(api.clock.now()),
      also_change: [otherBrand],
      meta: { marital_status: 'Single' },
    },
    portal: 'northway',
  });
  expect(also.statusCode).toBe(422);
  expect(also.json().errors).toEqual({ also_change: [MESSAGES.alsoChangeInvalid] });
  for (const [method, url, payload] of writes) {
    const response = await call(method, url, token, { payload, portal: 'northway' });
    expect(response.statusCode, `${method} ${url}`).toBe(403);
    expect(response.json().message, `${method} ${url}`).toBe(heldAt);
  }
});

test('the cashback offer is claimed from an active policy managed here, until it is claimed', async () => {
  const token = await api.signIn('car.driver');
  const offered = async () =>
    (await data<Policy[]>('/policies', token)).filter((p) => p.cashback_offer).map((p) => p.id);

  expect(await offered()).toEqual([car]);
  const { db, now } = api.context;
  const user = await db.get<{ id: number }>(`SELECT id FROM users WHERE username = 'car.driver'`);
  await db.run('INSERT INTO cashback_claims (user_id, claimed_at) VALUES (?, ?)', [
    user?.id,
    now().toISOString(),
  ]);
  expect(await offered()).toEqual([]);
});
