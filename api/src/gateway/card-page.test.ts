import { expect, test } from 'vitest';
import { createTestApi } from '../test/create-test-api';
import { tokenOf } from '../test/card-tokens';
import { CARD_MESSAGES } from './cards';
import { GATEWAY_CSP } from './routes';

// The hosted card page (payments-common protocol): GET shows the form, POST answers it again
// with its errors, or the token page.
const api = await createTestApi();
let address = 0;

function post(fields: Record<string, string>, remoteAddress = `203.0.113.${++address}`) {
  return api.app.inject({
    method: 'POST',
    url: '/api/gateway/card',
    remoteAddress,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const CARD = { amount: '123.45', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

test('the form shows the amount on its Pay button, with labelled card fields', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/gateway/card?amount=123.45' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = response.body;
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(html).toContain('<h1>Pay by card</h1>');
  expect(html).toContain('<button type="submit">Pay £123.45</button>');
  expect(html).toContain('<input type="hidden" name="amount" value="123.45">');
  expect(html).toMatch(/<label for="card-number">Card number<\/label>/);
  expect(html).toMatch(/id="card-number"[^>]*autocomplete="cc-number" inputmode="numeric"/);
  expect(html).toMatch(/id="card-expiry"[^>]*autocomplete="cc-exp"/);
  expect(html).toMatch(/id="card-cvc"[^>]*autocomplete="cc-csc"/);
  expect(html).toContain('4000 0000 0000 3220');
  expect(html).not.toContain('aria-invalid');
  expect(html).not.toMatch(/<script>|style=/);
});

test('a browser frame loads the page and sends the form without naming a brand', async () => {
  const page = await api.app.inject({
    method: 'GET',
    url: '/api/gateway/card?amount=5',
    headers: { 'x-portal': undefined },
  });
  expect(page.statusCode).toBe(200);
  const sent = await api.app.inject({
    method: 'POST',
    url: '/api/gateway/card',
    payload: new URLSearchParams(CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-portal': undefined },
  });
  expect(sent.statusCode).toBe(200);
  expect(sent.body).toContain('Card accepted.');
  // The portal's own calls still must.
  const policies = await api.app.inject({
    url: '/api/policies',
    headers: { 'x-portal': undefined },
  });
  expect(policies.statusCode).toBe(400);
});

test('without an amount, or with one that is not pounds and pence, the button says Continue', async () => {
  for (const query of ['', '?amount=', '?amount=0', '?amount=1.234', '?amount=abc', '?amount=-5']) {
    const response = await api.app.inject({ method: 'GET', url: `/api/gateway/card${query}` });
    expect(response.body, query).toContain('<button type="submit">Continue</button>');
  }
  const penny = await api.app.inject({ method: 'GET', url: '/api/gateway/card?amount=0.01' });
  expect(penny.body).toContain('Pay £0.01');
});

test('every gateway answer may be framed by the portal only, runs our script only, is never stored', async () => {
  for (const url of ['/api/gateway/card', '/api/gateway/gateway.js', '/api/gateway/gateway.css']) {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-security-policy'], url).toBe(GATEWAY_CSP);
    expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(response.headers['cache-control'], url).toBe('no-store');
  }
  expect(GATEWAY_CSP).toContain("frame-ancestors 'self'");
  expect(GATEWAY_CSP).toContain("script-src 'self'");
  expect(GATEWAY_CSP).toContain("default-src 'self'");
  expect(GATEWAY_CSP).toContain("form-action 'self'");
  expect((await post(CARD)).headers['cache-control']).toBe('no-store');
});

test('a refused card comes back with every error under its field and the values but the code', async () => {
  const response = await post({ ...CARD, number: '4242 4242 4242 4241', expiry: '10/26' });

  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(html).toContain('<title>Error: Pay by card</title>');
  expect(html).toContain('id="error-summary" tabindex="-1"');
  expect(html).toContain(`<a href="#card-number">${CARD_MESSAGES.numberInvalid}</a>`);
  expect(html).toContain(`<a href="#card-expiry">${CARD_MESSAGES.expired}</a>`);
  expect(html).toMatch(
    /id="card-number"[^>]*value="4242 4242 4242 4241"[^>]*aria-describedby="card-number-error" aria-invalid="true"/,
  );
  expect(html).toContain(
    `<p class="error" id="card-number-error"><span class="visually-hidden">Error: </span>${CARD_MESSAGES.numberInvalid}</p>`,
  );
  expect(html).toMatch(
    /id="card-expiry"[^>]*value="10\/26"[^>]*aria-describedby="card-expiry-hint card-expiry-error" aria-invalid="true"/,
  );
  expect(html).toMatch(/id="card-cvc"[^>]*value=""/);
  expect(html).not.toContain('aria-describedby="card-cvc-hint card-cvc-error"');
  expect(html).toContain('Pay £123.45');
});

test('what was typed is sent back escaped', async () => {
  const response = await post({ ...CARD, number: '"><script>alert(1)</script>' });

  expect(response.body).not.toContain('<script>alert');
  expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
});

test('a good card is tokenised: the page hands a one-time token, its last 4 digits and brand', async () => {
  const response = await post(CARD);

  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('Card accepted. Completing your payment...');
  const token = tokenOf(response.body);
  expect(response.body).toContain('data-last4="4242" data-brand="Visa"');
  const kept = await api.context.db.get('SELECT * FROM gateway_tokens WHERE token = ?', [token]);
  expect(kept).toEqual({
    token,
    last4: '4242',
    brand: 'Visa',
    exp_month: 12,
    exp_year: 2030,
    outcome: 'approve',
    created_at: api.clock.now().toISOString(),
    used_at: null,
  });
});

test('the declined test card is tokenised too: charging it is what fails', async () => {
  const token = tokenOf((await post({ ...CARD, number: '4000 0000 0000 0002' })).body);

  const kept = await api.context.db.get('SELECT outcome FROM gateway_tokens WHERE token = ?', [
    token,
  ]);
  expect(kept).toEqual({ outcome: 'decline' });
});

test('the card number and security code are kept nowhere', async () => {
  await post({ ...CARD, number: '5555 5555 5555 4444', cvc: '987' });
  await post({ ...CARD, number: '5555 5555 5555 4444', cvc: '987', expiry: 'bad' });

  const db = api.context.db;
  const tables = await db.all<{ name: string }>(
    db.dialect === 'postgres'
      ? `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
      : `SELECT name FROM sqlite_master WHERE type = 'table'`,
  );
  expect(tables.map(({ name }) => name)).toContain('gateway_tokens');
  for (const { name } of tables) {
    const rows = await db.all<Record<string, unknown>>(`SELECT * FROM "${name}"`);
    expect(/5555555555554444|5555 5555 5555 4444/.test(JSON.stringify(rows)), name).toBe(false);
    const values = rows.flatMap((row) => Object.values(row));
    expect(values, name).not.toContain('987');
  }
  // The token's random hex may hold any three digits: everything else of the row is searched.
  const gatewayRows = JSON.stringify(
    (await db.all<{ token: string }>('SELECT * FROM gateway_tokens')).map(
      ({ token: _token, ...kept }) => kept,
    ),
  );
  expect(gatewayRows).toContain('"last4":"4444"');
  expect(gatewayRows).not.toContain('987');
});

test('20 card submissions from one address in 15 minutes, then a clear refusal', async () => {
  const from = '192.0.2.77';
  for (let count = 0; count < 20; count += 1) {
    expect((await post({ ...CARD, cvc: '' }, from)).statusCode).toBe(200);
  }

  const refused = await post(CARD, from);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('900');
  expect(refused.body).toContain('Too many attempts. Please wait 15 minutes and try again.');
  expect(refused.body).toContain('value="4242 4242 4242 4242"');
  expect(refused.body).not.toContain('data-token');
  expect((await post(CARD, '192.0.2.78')).statusCode).toBe(200);

  api.clock.advance(15 * 60_000);
  expect((await post(CARD, from)).statusCode).toBe(200);
});

test('a body over 4 KB is refused as a page, not read', async () => {
  const response = await post({ ...CARD, number: '4'.repeat(5000) });

  expect(response.statusCode).toBe(413);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('Something went wrong. No money has been taken.');
});
