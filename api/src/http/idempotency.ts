import { createHash, type Hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_LIFETIME_MS, MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import {
  claimKeyRow,
  deleteAnswersUntil,
  dropStaleKey,
  keepAnswer,
  keyRow,
  releaseClaim,
} from '../idempotency/store';
import { HttpError } from './http-error';

// Creates and payments (api/README.md "Creates and payments"): the endpoints marked `idempotent`
// in the contract take an Idempotency-Key, one per submission. The first answer to a key is kept
// for 24 hours and a repeat of it - a double click, a retry after a lapse - gets that answer
// again instead of storing the submission twice. A repeat that arrives while the first is still
// being answered - on this node or another - waits for it. The same key with another body or on
// another call is refused.

/** Any visible ASCII: the client's keys are 32 hex digits, other clients choose their own. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Says that an answer is the kept one, not a new one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The request's key; 400 when it has none, or one that is not a key. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new HttpError(400, MESSAGES.idempotencyKeyRequired);
  }
  return key;
}

async function digestOf(blob: Blob): Promise<string> {
  const hash = createHash('sha256');
  const reader = blob.stream().getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    hash.update(chunk.value);
  }
  return hash.digest('hex');
}

/**
 * Feeds `hash` the body as JSON text, each object's keys in order and each file as its name, type
 * and the digest of its bytes, one piece at a time: however many fields a body has, it is never
 * held as one string. The bytes are those of `JSON.stringify` of that form, so answers kept
 * before stay matched to their bodies.
 */
async function feed(hash: Hash, value: unknown): Promise<void> {
  if (value instanceof Blob) {
    const name = value instanceof File ? value.name : '';
    const digest = await digestOf(value);
    hash.update(`{"file":${JSON.stringify(name)},"type":${JSON.stringify(value.type)},`);
    hash.update(`"sha256":"${digest}"}`);
  } else if (Array.isArray(value)) {
    hash.update('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) hash.update(',');
      await feed(hash, value[index]);
    }
    hash.update(']');
  } else if (typeof value === 'object' && value !== null) {
    hash.update('{');
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [index, [key, item]] of entries.entries()) {
      hash.update(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      await feed(hash, item);
    }
    hash.update('}');
  } else {
    hash.update(JSON.stringify(value ?? null));
  }
}

/**
 * SHA-256 of the body as it was read (JSON, or multipart fields and files): a multipart body
 * sent again has a new boundary, but the same fields and file bytes.
 */
export async function fingerprintOf(body: unknown): Promise<string> {
  const hash = createHash('sha256');
  await feed(hash, body);
  return hash.digest('hex');
}

export interface Submission {
  /** 'user:<id>', or 'guest' for a call without a token. */
  readonly scope: string;
  readonly key: string;
  /** 'POST /api/policies/101/payments/pay'. */
  readonly request: string;
  readonly fingerprint: string;
}

export interface Answer {
  readonly status: number;
  /** The envelope, `meta.token` left out: that belongs to the caller's session, not the answer. */
  readonly body: { readonly data: unknown; readonly meta: Readonly<Record<string, unknown>> };
}

export interface Claim {
  /** The kept answer, when the submission was answered before. */
  readonly replay: Answer | undefined;
  /** Keeps the answer (none: the submission failed and stored nothing, so the key is freed). */
  settle(answer?: Answer): Promise<void>;
}

const KeptBodySchema = v.object({ data: v.unknown(), meta: v.record(v.string(), v.unknown()) });

/**
 * A claim with no answer after this long was left by a process that stopped mid-way (a node
 * killed): the key may be claimed again. Far longer than any create or payment takes.
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
/** How long a repeat waits for the first copy's answer before it is told to try again. */
export const IN_FLIGHT_WAIT_MS = 10_000;
const POLL_MS = 25;

function refuseOther(submission: Submission, first: { request: string; fingerprint: string }) {
  if (first.request !== submission.request || first.fingerprint !== submission.fingerprint) {
    throw new HttpError(422, MESSAGES.idempotencyKeyReused);
  }
}

function isoBefore(at: Date, ms: number): string {
  return new Date(at.getTime() - ms).toISOString();
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Takes the key for this submission, or answers that it was taken: the kept answer to replay, a
 * 422 for another submission under the same key, or - when the first copy is still being
 * answered after IN_FLIGHT_WAIT_MS - a 409. The key is claimed by a row in the database before
 * the work starts, so the same key sent to several processes at once is worked on by one; the
 * others wait for its answer.
 */
export async function claimKey(db: Db, now: () => Date, submission: Submission): Promise<Claim> {
  const { scope, key } = submission;
  const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const at = now();
    await dropStaleKey(
      db,
      scope,
      key,
      isoBefore(at, IDEMPOTENCY_KEY_LIFETIME_MS),
      isoBefore(at, ABANDONED_CLAIM_MS),
    );
    if (await claimKeyRow(db, submission, at)) break;
    const first = await keyRow(db, scope, key);
    // Freed between the claim and the read (the first copy failed): claim it again.
    if (!first) continue;
    refuseOther(submission, first);
    if (first.status !== null && first.body !== null) {
      const body = v.parse(KeptBodySchema, JSON.parse(first.body));
      return { replay: { status: first.status, body }, settle: async () => {} };
    }
    if (Date.now() >= waitUntil) throw new HttpError(409, MESSAGES.idempotencyKeyInFlight);
    await pause(POLL_MS);
  }

  let done = false;
  return {
    replay: undefined,
    async settle(answer) {
      if (done) return;
      done = true;
      if (!answer) {
        await releaseClaim(db, scope, key);
        return;
      }
      await keepAnswer(db, scope, key, {
        status: answer.status,
        body: JSON.stringify(answer.body),
      });
      // Answers past their day are cleared as new ones come, so the table stays small.
      await deleteAnswersUntil(db, isoBefore(now(), IDEMPOTENCY_KEY_LIFETIME_MS));
    },
  };
}
