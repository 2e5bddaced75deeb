import { expect, test } from 'vitest';
import { isBreached, rangeHasSuffix, meetsPasswordRule } from '@portal/contract';
import { BREACHED_PASSWORDS } from '../seed/breached-passwords';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';
import { MIN_PADDING, MIN_RANGE_LINES, sha1Hex } from './breach-range';

// GET /security/breached-passwords/range/:prefix (portal.md §4 "Change password", §8;
// docs/decisions/007): the public service's k-anonymity range answer, from the seeded corpus.

const api = await createTestApi();

function range(prefix: string) {
  return api.app.inject({ method: 'GET', url: `/api/security/breached-passwords/range/${prefix}` });
}

async function fetchRange(prefix: string): Promise<string> {
  const response = await range(prefix);
  if (response.statusCode !== 200) throw new Error(String(response.statusCode));
  return response.body;
}

test("the contract's breach check finds seeded passwords, including ones that meet the rule", async () => {
  for (const password of ['Password123!', 'Welcome2024!', 'Qwerty12345!', 'Summer2023!!']) {
    expect(meetsPasswordRule(password), password).toBe(true);
    expect(await isBreached(password, fetchRange), password).toBe(true);
  }
  expect(await isBreached('password', fetchRange)).toBe(true);
});

test('a password outside the corpus is not breached', async () => {
  expect(await isBreached('Headingley-Road-14!', fetchRange)).toBe(false);
  expect(await isBreached(DEMO_PASSWORD, fetchRange)).toBe(false);
});

test('the answer is plain text SUFFIX:COUNT lines, padded with count 0, no envelope', async () => {
  const hash = sha1Hex('Password123!');
  const response = await range(hash.slice(0, 5).toLowerCase());

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = response.body.split('\r\n');
  for (const line of lines) expect(line).toMatch(/^[0-9A-F]{35}:\d+$/);
  const counts = new Map(lines.map((line) => [line.slice(0, 35), Number(line.slice(36))]));
  expect(counts.get(hash.slice(5))).toBe(46_543);
  expect([...counts.values()].filter((count) => count === 0).length).toBeGreaterThanOrEqual(
    MIN_PADDING,
  );
  expect(lines.length).toBeGreaterThanOrEqual(MIN_RANGE_LINES);
  expect(lines).toEqual([...lines].sort());
});

test('every prefix answers as many lines at least, and the same prefix the same lines', async () => {
  const empty = await range('00000');
  const again = await range('00000');

  expect(empty.body.split('\r\n')).toHaveLength(MIN_RANGE_LINES);
  expect(again.body).toBe(empty.body);
  // Padding only: nothing under this prefix counts as breached.
  for (const line of empty.body.split('\r\n')) {
    expect(rangeHasSuffix(empty.body, line.slice(0, 35))).toBe(false);
  }
});

test('every seeded password is under its own prefix with its count', async () => {
  for (const [password, count] of BREACHED_PASSWORDS) {
    const hash = sha1Hex(password);
    const body = await fetchRange(hash.slice(0, 5));
    expect(body.split('\r\n'), password).toContain(`${hash.slice(5)}:${count}`);
  }
});

test('a prefix that is not exactly 5 hex characters is a 400', async () => {
  for (const prefix of ['21BD', '21BD12', 'GGGGG', '21bd%20']) {
    const response = await range(prefix);
    expect(response.statusCode, prefix).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  }
});

test('the range needs no token', async () => {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/security/breached-passwords/range/21BD1',
    headers: { authorization: 'Bearer not-a-token' },
  });

  expect(response.statusCode).toBe(200);
});
