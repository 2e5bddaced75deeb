import { expect, test } from 'vitest';
import { createTestApi } from '../test/create-test-api';
import { tokenOf } from '../test/card-tokens';
import { CHECK_TIMED_OUT } from './challenge-routes';

// The 3-D Secure test card 4000 0000 0000 3220 (payments-common protocol): 'Confirm it's you',
// the code 123456, 3 tries, Cancel.
const api = await createTestApi();
let address = 0;

function form(url: string, fields: Record<string, string>, remoteAddress: string) {
  return api.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The challenged card submitted: its challenge's id, and the address it came from. */
async function challenge() {
  const from = `203.0.113.${++address}`;
  const card = { amount: '86.40', number: '4000 0000 0000 3220', expiry: '12/30', cvc: '123' };
  const response = await form('/api/gateway/card', card, from);
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/api\/gateway\/challenge\?id=[0-9a-f]{32}$/);
  const id = new URL(location, 'http://localhost').searchParams.get('id') ?? '';
  const answer = (fields: Record<string, string>) =>
    form('/api/gateway/challenge', { challenge: id, ...fields }, from);
  return { id, location, answer };
}

function outcomeOf(html: string) {
  return api.context.db.get('SELECT outcome, last4 FROM gateway_tokens WHERE token = ?', [
    tokenOf(html),
  ]);
}

test("the challenge asks for the bank's code, shows the amount and the test code", async () => {
  const { id, location } = await challenge();

  const page = await api.app.inject({ method: 'GET', url: location });

  expect(page.statusCode).toBe(200);
  expect(page.body).toContain("<h1>Confirm it's you</h1>");
  expect(page.body).toContain('making this payment of £86.40');
  expect(page.body).toContain('the code is <strong>123456</strong>');
  expect(page.body).toContain('<label for="bank-code">Security code from your bank</label>');
  expect(page.body).toContain(`<input type="hidden" name="challenge" value="${id}">`);
  expect(page.body).toMatch(
    /<button type="submit" name="action" value="confirm">Confirm<\/button>/,
  );
  expect(page.body).toMatch(/value="cancel" class="secondary">Cancel<\/button>/);
  // The challenge's id is random hex and may hold any four digits: the rest of the page is searched.
  expect(page.body.replaceAll(id, '')).not.toContain('3220');
});

test('the right code tokenises the card as approved', async () => {
  const { answer } = await challenge();

  const response = await answer({ action: 'confirm', code: ' 123 456 ' });

  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('Card accepted. Completing your payment...');
  expect(await outcomeOf(response.body)).toEqual({ outcome: 'approve', last4: '3220' });
  const again = await answer({ action: 'confirm', code: '123456' });
  expect(again.statusCode).toBe(410);
  expect(again.body).toContain(CHECK_TIMED_OUT);
});

test('wrong codes show the tries left; the third fails authentication', async () => {
  const { answer } = await challenge();

  const first = await answer({ action: 'confirm', code: '111111' });
  expect(first.statusCode).toBe(200);
  expect(first.body).toContain('That code is not right. You have 2 tries left.');
  expect(first.body).toMatch(
    /id="bank-code"[^>]*aria-describedby="bank-code-error" aria-invalid="true"/,
  );
  expect(first.body).toContain('<a href="#bank-code">That code is not right.');
  const second = await answer({ action: 'confirm', code: '222222' });
  expect(second.body).toContain('That code is not right. You have 1 try left.');

  const third = await answer({ action: 'confirm', code: '333333' });
  expect(third.statusCode).toBe(200);
  expect(await outcomeOf(third.body)).toEqual({ outcome: 'authentication_failed', last4: '3220' });
});

test('answers sent at once: a challenge makes one token and takes no more tries than it has', async () => {
  const right = await challenge();
  const confirmed = await Promise.all(
    [1, 2, 3].map(() => right.answer({ action: 'confirm', code: '123456' })),
  );
  expect(confirmed.map((response) => response.statusCode).sort()).toEqual([200, 410, 410]);

  const wrong = await challenge();
  const answers = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => wrong.answer({ action: 'confirm', code: `00000${n}` })),
  );
  const tokens = answers.filter((response) => response.body.includes('data-token='));
  expect(tokens).toHaveLength(1);
  expect(await outcomeOf(tokens[0]?.body ?? '')).toEqual({
    outcome: 'authentication_failed',
    last4: '3220',
  });
  const triesLeft = answers.filter((response) => /You have \d tr(y|ies) left/.test(response.body));
  expect(triesLeft).toHaveLength(2);
  expect(answers.filter((response) => response.statusCode === 410)).toHaveLength(2);
});

test('an empty code costs no try', async () => {
  const { answer } = await challenge();

  const empty = await answer({ action: 'confirm', code: '  ' });
  expect(empty.statusCode).toBe(200);
  expect(empty.body).toContain('Please enter the security code from your bank.');
  const wrong = await answer({ action: 'confirm', code: '000000' });
  expect(wrong.body).toContain('You have 2 tries left.');
});

test('Cancel tokenises the card as failed authentication', async () => {
  const { answer } = await challenge();

  const response = await answer({ action: 'cancel' });

  expect(await outcomeOf(response.body)).toEqual({
    outcome: 'authentication_failed',
    last4: '3220',
  });
});

test('a challenge lasts 15 minutes; an unknown one answers the card form', async () => {
  const { answer, location } = await challenge();
  api.clock.advance(15 * 60_000);

  const late = await answer({ action: 'confirm', code: '123456' });
  expect(late.statusCode).toBe(410);
  expect(late.body).toContain(CHECK_TIMED_OUT);
  expect(late.body).toContain('<h1>Pay by card</h1>');
  expect((await api.app.inject({ method: 'GET', url: location })).statusCode).toBe(410);
  const unknown = await form('/api/gateway/challenge', { challenge: 'nope' }, '203.0.113.250');
  expect(unknown.statusCode).toBe(410);
});

test('20 answers from one address in 15 minutes, then a clear refusal', async () => {
  const { answer } = await challenge();
  for (let count = 0; count < 20; count += 1) await answer({ action: 'confirm', code: '' });

  const refused = await answer({ action: 'confirm', code: '123456' });

  expect(refused.statusCode).toBe(429);
  expect(refused.body).toContain('Too many attempts. Please wait 15 minutes and try again.');
  expect(refused.body).not.toContain('data-token');
});
