import { expect } from 'vitest';
import { TEST_CARDS } from '../gateway/cards';
import type { TestApi } from './create-test-api';

// Card tokens as a payment screen gets them: through the reference gateway's hosted page, the
// test cards deciding the outcome (payments-common protocol). Each call comes from its own
// address, so a file's many payments stay inside the page's limit per address.

let addresses = 0;

function nextAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses % 250}`;
}

function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** The token the page hands to the portal (its data-token), failing the test without one. */
export function tokenOf(html: string): string {
  const token = /data-token="(tok_[0-9a-f]{24})"/.exec(html)?.[1];
  expect(token, 'a token page').toBeDefined();
  return token ?? '';
}

/** A token for the card: approved by default, or the declined test card's. */
export async function cardToken(
  api: TestApi,
  number: string = TEST_CARDS.approved,
): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/gateway/card',
    remoteAddress: nextAddress(),
    ...form({ amount: '10.00', number, expiry: '12/30', cvc: '123' }),
  });
  expect(response.statusCode).toBe(200);
  return tokenOf(response.body);
}

/**
 * The 3-D Secure test card's token: its challenge answered with the right code, with 3 wrong
 * ones, or cancelled.
 */
export async function challengedToken(
  api: TestApi,
  answer: 'right' | 'wrong' | 'cancel',
): Promise<string> {
  const remoteAddress = nextAddress();
  const card = await api.app.inject({
    method: 'POST',
    url: '/api/gateway/card',
    remoteAddress,
    ...form({ number: TEST_CARDS.challenge, expiry: '12/30', cvc: '123' }),
  });
  const id = new URL(String(card.headers.location), 'http://localhost').searchParams.get('id');
  const send = (fields: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/gateway/challenge',
      remoteAddress,
      ...form({ challenge: id ?? '', ...fields }),
    });
  if (answer === 'cancel') return tokenOf((await send({ action: 'cancel' })).body);
  if (answer === 'right') return tokenOf((await send({ code: '123456' })).body);
  await send({ code: '000001' });
  await send({ code: '000002' });
  return tokenOf((await send({ code: '000003' })).body);
}
