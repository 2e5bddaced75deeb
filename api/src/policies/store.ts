import * as v from 'valibot';
import {
  derivePolicy,
  heldElsewhereMessage,
  MESSAGES,
  StoredPolicySchema,
  type DeriveContext,
  type Policy,
  type StoredPolicy,
} from '@portal/contract';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { forbidden, notFound } from '../http/http-error';

// The policies table: each row holds the provider's stored policy document (the contract's
// StoredPolicy) as JSON, with its id, owner, brand and reference as columns for lookups. The
// portal's view of a policy is derived from the document (`derivePolicy`, via `policyView`).

export interface PolicyRecord {
  readonly id: number;
  readonly userId: number;
  readonly portal: string;
  readonly reference: string;
  readonly stored: StoredPolicy;
}

/** A row of the policies table, as `recordOf` reads it. */
export interface PolicyRow {
  readonly id: number;
  readonly user_id: number;
  readonly portal: string;
  readonly reference: string;
  readonly document: string;
}

// Parsing a document is the costly part of reading a policy; a document is parsed again only when
// its text changed. Parsed documents are shared, so they are never mutated.
const parsedDocuments = new WeakMap<Db, Map<number, { text: string; stored: StoredPolicy }>>();

/** The record of a policies row, its document parsed (once per text). */
export function recordOf(db: Db, row: PolicyRow): PolicyRecord {
  let cache = parsedDocuments.get(db);
  if (!cache) {
    cache = new Map();
    parsedDocuments.set(db, cache);
  }
  let entry = cache.get(row.id);
  if (entry?.text !== row.document) {
    entry = { text: row.document, stored: v.parse(StoredPolicySchema, JSON.parse(row.document)) };
    cache.set(row.id, entry);
  }
  return {
    id: row.id,
    userId: row.user_id,
    portal: row.portal,
    reference: row.reference,
    stored: entry.stored,
  };
}

/** A user's policies in id order. */
export async function policiesOf(db: Db, userId: number): Promise<PolicyRecord[]> {
  const rows = await prepared<[number], PolicyRow>(
    db,
    'SELECT id, user_id, portal, reference, document FROM policies WHERE user_id = ? ORDER BY id',
  ).all(userId);
  return rows.map((row) => recordOf(db, row));
}

/** Whether the policy `policyId` is the user's. */
export async function holdsPolicy(db: Db, userId: number, policyId: number): Promise<boolean> {
  const row = await prepared<[number, number]>(
    db,
    'SELECT 1 FROM policies WHERE id = ? AND user_id = ?',
  ).get(policyId, userId);
  return row !== undefined;
}

/** The owner of the policy `policyId`, if there is one. */
export async function policyOwner(db: Db, policyId: number): Promise<number | undefined> {
  const row = await prepared<[number], { user_id: number }>(
    db,
    'SELECT user_id FROM policies WHERE id = ?',
  ).get(policyId);
  return row?.user_id;
}

/** The owner of the policy with this reference (exactly as stored), if there is one. */
export async function referenceOwner(db: Db, reference: string): Promise<number | undefined> {
  const row = await prepared<[string], { user_id: number }>(
    db,
    'SELECT user_id FROM policies WHERE reference = ?',
  ).get(reference);
  return row?.user_id;
}

/** The id of the policy with this reference (exactly as stored), if there is one. */
export async function policyIdByReference(db: Db, reference: string): Promise<number | undefined> {
  const row = await prepared<[string], { id: number }>(
    db,
    'SELECT id FROM policies WHERE reference = ?',
  ).get(reference);
  return row?.id;
}

/** Route params are text: anything but a positive whole number finds nothing. */
function idOf(id: string | number): number | undefined {
  const number = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * The caller's policy, or 404 (MESSAGES.notFound) - also for another user's policy, so that a
 * policy's existence is not revealed (the issue: every policy-scoped route).
 */
export async function ownedPolicy(
  db: Db,
  user: AuthUser | null,
  id: string | number,
): Promise<PolicyRecord> {
  const policyId = idOf(id);
  if (!user || policyId === undefined) throw notFound();
  const row = await prepared<[number, number], PolicyRow>(
    db,
    'SELECT id, user_id, portal, reference, document FROM policies WHERE id = ? AND user_id = ?',
  ).get(policyId, user.id);
  if (!row) throw notFound();
  return recordOf(db, row);
}

// Deriving is the costly part of answering a policy (dates and money formatted per driver and
// vehicle); the answer only changes with the document, the asking brand and the day, so it is
// kept per parsed document. Shared, so never mutated.
const derivedPolicies = new WeakMap<StoredPolicy, Map<string, Policy>>();

/** The policy as the portal sees it from `portal` on `today` ('YYYY-MM-DD'), cached. */
export function policyView(record: PolicyRecord, context: DeriveContext): Policy {
  let byContext = derivedPolicies.get(record.stored);
  if (!byContext) {
    byContext = new Map();
    derivedPolicies.set(record.stored, byContext);
  }
  const key = `${context.portal}|${context.today}`;
  let policy = byContext.get(key);
  if (!policy) {
    // One entry per brand and day: a long-running server drops the old days now and then.
    if (byContext.size >= 8) byContext.clear();
    policy = derivePolicy(record.stored, context);
    byContext.set(key, policy);
  }
  return policy;
}

export interface PolicyView {
  readonly record: PolicyRecord;
  readonly policy: Policy;
}

/**
 * The caller's policy as the portal sees it, which must be modifiable: 404 as `ownedPolicy`, then
 * 403 for a policy held at another brand than the one the call came through ('This policy is held
 * at' that brand: it is managed there), and 403 (MESSAGES.policyReadOnly) for a read-only,
 * unsupported or otherwise unmodifiable policy (policy-changes.md §1, §6).
 */
export async function modifiablePolicy(
  db: Db,
  user: AuthUser | null,
  id: string | number,
  today: string,
): Promise<PolicyView> {
  const record = await ownedPolicy(db, user, id);
  const policy = policyView(record, { portal: user?.portal ?? '', today });
  if (!policy.correct_portal) throw forbidden(heldElsewhereMessage(policy));
  if (!policy.can_modify) throw forbidden(MESSAGES.policyReadOnly);
  return { record, policy };
}

/** Adding or removing a vehicle needs the multiple_vehicles flag (policy-changes.md §6): 403. */
export function requireMultipleVehicles(policy: Policy): void {
  if (!policy.flags.multiple_vehicles) throw forbidden(MESSAGES.singleVehiclePolicy);
}

/**
 * Writes a stored policy for a user (a new one, or a replacement of the same id). The document is
 * parsed with StoredPolicySchema first, so the table only ever holds valid documents.
 */
export async function savePolicy(
  db: Db,
  userId: number,
  document: unknown,
  now: Date,
): Promise<PolicyRecord> {
  const stored = v.parse(StoredPolicySchema, document);
  await prepared<[number, number, string, string, string, string]>(
    db,
    `INSERT INTO policies (id, user_id, portal, reference, document, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, portal = excluded.portal,
       reference = excluded.reference, document = excluded.document,
       updated_at = excluded.updated_at`,
  ).run(
    stored.id,
    userId,
    stored.portal.id,
    stored.reference,
    JSON.stringify(stored),
    now.toISOString(),
  );
  return { id: stored.id, userId, portal: stored.portal.id, reference: stored.reference, stored };
}
