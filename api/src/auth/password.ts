import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N = 2^15, r = 8, p = 1: 32 MiB and about 140 ms per hash on the reference 2-core
// machine, so one sign-in costs one core for a seventh of a second. Stronger settings (OWASP's
// 2^17) cost 4 times that on every sign-in and every first start. The parameters are stored with
// each hash, so raising them later only affects new hashes.
const COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface Params {
  readonly costLog2: number;
  readonly blockSize: number;
  readonly parallelism: number;
}

function derive(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  const N = 2 ** params.costLog2;
  const options = {
    N,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is just short of that.
    maxmem: 256 * N * params.blockSize,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** 'scrypt$15$8$1$<salt>$<key>' (base64url), with a random salt. Runs off the main thread. */
export async function hashPassword(password: string): Promise<string> {
  const params = { costLog2: COST_LOG2, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    COST_LOG2,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `password` matches `stored`; false for a malformed or missing hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [costLog2, blockSize, parallelism] = parts.slice(1, 4).map(Number);
  if (!costLog2 || !blockSize || !parallelism || costLog2 > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const key = await derive(password, salt, { costLog2, blockSize, parallelism }, expected.length);
  return timingSafeEqual(key, expected);
}

/**
 * Burns the time of one verification, so that an unknown username answers as slowly as a wrong
 * password and the two cannot be told apart by timing.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a password of anyone');
  await verifyPassword(password, await dummyHash);
  return false;
}
