import { createHash, type Hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_LIFETIME_MS, MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { deleteAnswersUntil, keepAnswer, keptAnswer } from '../idempotency/store';
import { HttpError } from './http-error';

// Creates and payments (api/README.md "Creates and payments"): the endpoints marked `idempotent`
// in the contract take an Idempotency-Key, one per submission. The first answer to a key is kept
// for 24 hours and a repeat of it - a double click, a retry after a lapse - gets that answer
// again instead of storing the submission twice. A repeat that arrives while the first is still
// being answered waits for it. The same key with another body or on another call is refused.

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
  /** Keeps the answer (none: the submission failed and stored nothing); repeats waiting go on. */
  settle(answer?: Answer): void;
}

const KeptBodySchema = v.object({ data: v.unknown(), meta: v.record(v.string(), v.unknown()) });

interface InFlight {
  readonly request: string;
  readonly fingerprint: string;
  readonly settled: Promise<void>;
}

// Submissions being answered now, per database. The API is one process, so this is every one.
const inFlight = new WeakMap<Db, Map<string, InFlight>>();

function refuseOther(submission: Submission, first: { request: string; fingerprint: string }) {
  if (first.request !== submission.request || first.fingerprint !== submission.fingerprint) {
    throw new HttpError(422, MESSAGES.idempotencyKeyReused);
  }
}

/**
 * Takes the key for this submission, or answers that it was taken: the kept answer to replay,
 * or a 422 for another submission under the same key.
 */
export async function claimKey(db: Db, now: () => Date, submission: Submission): Promise<Claim> {
  const running = inFlight.get(db) ?? new Map<string, InFlight>();
  inFlight.set(db, running);
  const id = JSON.stringify([submission.scope, submission.key]);
  for (;;) {
    const since = new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
    const kept = keptAnswer(db, submission.scope, submission.key, since);
    if (kept) {
      refuseOther(submission, kept);
      const body = v.parse(KeptBodySchema, JSON.parse(kept.body));
      return { replay: { status: kept.status, body }, settle: () => {} };
    }
    const first = running.get(id);
    if (!first) break;
    refuseOther(submission, first);
    await first.settled;
  }

  let release = () => {};
  const settled = new Promise<void>((resolve) => {
    release = resolve;
  });
  running.set(id, { request: submission.request, fingerprint: submission.fingerprint, settled });
  let done = false;
  return {
    replay: undefined,
    settle(answer) {
      if (done) return;
      done = true;
      try {
        if (!answer) return;
        const at = now();
        deleteAnswersUntil(db, new Date(at.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
        const body = JSON.stringify(answer.body);
        keepAnswer(db, { ...submission, status: answer.status, body }, at);
      } finally {
        // Whatever happened, the repeats waiting for this one go on.
        running.delete(id);
        release();
      }
    },
  };
}
