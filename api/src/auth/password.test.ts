import { expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './password';

test('a hash verifies its own password and no other', async () => {
  const hash = await hashPassword('Portal-Demo-2026!');

  expect(hash).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  expect(await verifyPassword('Portal-Demo-2026!', hash)).toBe(true);
  expect(await verifyPassword('Portal-Demo-2026?', hash)).toBe(false);
  expect(await verifyPassword('portal-demo-2026!', hash)).toBe(false);
});

test('the same password hashes differently each time (a random salt)', async () => {
  const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);

  expect(first).not.toBe(second);
});

test('a missing or malformed hash never verifies', async () => {
  for (const stored of [null, undefined, '', 'plain', 'scrypt$15$8$1$$', 'bcrypt$1$2$3$4$5']) {
    expect(await verifyPassword('Portal-Demo-2026!', stored)).toBe(false);
  }
});
