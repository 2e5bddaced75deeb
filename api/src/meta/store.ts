import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Each brand's details and content (portal.md §7 /meta/*, §4 "Features"): the portals table and
// the tables keyed by portal id.

export interface PortalRow {
  readonly id: string;
  readonly label: string;
  readonly legal_name: string;
  readonly regulator_number: string;
  readonly contact_number: string;
}

// Every call names its brand (X-Portal) and is checked against this table before its route
// runs, which then reads the brand again: two round trips to a server database on every call for
// rows only the seed writes. They are read once and kept for a second, per database.
const BRANDS_KEPT_MS = 1000;
const brands = new WeakMap<Db, { readonly until: number; readonly rows: Promise<PortalRow[]> }>();

function allPortals(db: Db): Promise<PortalRow[]> {
  const now = Date.now();
  const kept = brands.get(db);
  if (kept && kept.until > now) return kept.rows;
  const rows = prepared<[], PortalRow>(
    db,
    'SELECT id, label, legal_name, regulator_number, contact_number FROM portals',
  ).all();
  brands.set(db, { until: now + BRANDS_KEPT_MS, rows });
  // A failed read is not kept: the next call asks again.
  rows.catch(() => brands.delete(db));
  return rows;
}

/** A brand by its portal id, or undefined when there is none. */
export async function findPortal(db: Db, id: string): Promise<PortalRow | undefined> {
  // A read shared with calls that failed (its transaction was ended) is made again.
  const rows = await allPortals(db).catch(() => allPortals(db));
  return rows.find((portal) => portal.id === id);
}

export interface ContactRow {
  readonly email: string | null;
  readonly address: string | null;
  /** JSON: the contract's opening hours list. */
  readonly opening_hours: string;
}

/** The brand's e-mail, address and opening hours; none of them when it has no row. */
export async function portalContact(db: Db, portal: string): Promise<ContactRow> {
  return (
    (await prepared<[string], ContactRow>(
      db,
      'SELECT email, address, opening_hours FROM portal_contacts WHERE portal = ?',
    ).get(portal)) ?? { email: null, address: null, opening_hours: '[]' }
  );
}

/** The brand's own wording, by key. */
export async function portalMessages(db: Db, portal: string): Promise<Record<string, string>> {
  const rows = await prepared<[string], { key: string; value: string }>(
    db,
    'SELECT key, value FROM portal_messages WHERE portal = ? ORDER BY key',
  ).all(portal);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export interface FaqRow {
  readonly id: number;
  readonly label: string;
  readonly value: string;
  readonly searchValue: string;
}

/** The questions for every brand and the brand's own, in display order. */
export async function faqsOf(db: Db, portal: string): Promise<FaqRow[]> {
  return prepared<[string], FaqRow>(
    db,
    `SELECT id, label, value, search_value AS searchValue FROM faqs
     WHERE portal IS NULL OR portal = ? ORDER BY position, id`,
  ).all(portal);
}

/** The flags the brand has a row for; the others take the schema's defaults. */
export async function featureFlagRows(
  db: Db,
  portal: string,
): Promise<{ flag: string; enabled: boolean }[]> {
  const rows = await prepared<[string], { flag: string; enabled: 0 | 1 }>(
    db,
    'SELECT flag, enabled FROM feature_flags WHERE portal = ? ORDER BY flag',
  ).all(portal);
  return rows.map((row) => ({ flag: row.flag, enabled: row.enabled === 1 }));
}

export async function writeFeatureFlag(
  db: Db,
  portal: string,
  flag: string,
  on: boolean,
): Promise<void> {
  await prepared<[string, string, number]>(
    db,
    `INSERT INTO feature_flags (portal, flag, enabled) VALUES (?, ?, ?)
     ON CONFLICT (portal, flag) DO UPDATE SET enabled = excluded.enabled`,
  ).run(portal, flag, on ? 1 : 0);
}
