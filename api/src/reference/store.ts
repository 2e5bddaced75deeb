import {
  OPTION_LIST_NAMES,
  optionChoices,
  type AddressLookupResult,
  type Option,
  type OptionChoices,
  type OptionListName,
  type VehicleMake,
  type VehicleSearchResult,
} from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { postcodeKey } from './addresses';
import { vehicleLabel, type ReferenceVehicle, type VehicleKind } from './vehicles';

// Reads of the seeded reference data (db/migrations/reference.ts, seed/reference.ts).

/** The addresses at a postcode, in street order; [] for a postcode the data does not know. */
export async function lookupAddresses(db: Db, postcode: string): Promise<AddressLookupResult[]> {
  return prepared<[string], AddressLookupResult>(
    db,
    `SELECT label, line_one, line_two, line_three, town, county, postcode
     FROM reference_addresses WHERE postcode_key = ? ORDER BY id`,
  ).all(postcodeKey(postcode));
}

/** The vehicle registered as `registration` (normalised), if the data knows it. */
export async function lookupRegistration(
  db: Db,
  registration: string,
): Promise<VehicleSearchResult | undefined> {
  const row = await prepared<[string], ReferenceVehicle>(
    db,
    `SELECT registration, make, model, trim, engine, year, transmission, doors, fuel
     FROM reference_vehicles WHERE registration = ?`,
  ).get(registration);
  return row && { ...row, label: vehicleLabel(row) };
}

interface ModelRow {
  readonly make_id: number;
  readonly make: string;
  readonly model_id: number;
  readonly model: string;
}

/** The makes a kind of policy offers, alphabetically, each with its models. */
export async function makesAndModels(db: Db, kind: VehicleKind): Promise<VehicleMake[]> {
  const rows = await prepared<[string], ModelRow>(
    db,
    `SELECT mk.id AS make_id, mk.label AS make, md.id AS model_id, md.label AS model
     FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.make_id
     WHERE md.kind = ? ORDER BY mk.label, md.id`,
  ).all(kind);
  const makes = new Map<number, VehicleMake>();
  for (const row of rows) {
    let make = makes.get(row.make_id);
    if (!make) {
      make = { id: String(row.make_id), label: row.make, models: [] };
      makes.set(row.make_id, make);
    }
    make.models.push({ id: String(row.model_id), label: row.model });
  }
  return [...makes.values()];
}

interface OptionRow {
  readonly list: string;
  readonly id: string;
  readonly label: string;
  readonly value: string | null;
}

function optionOf({ id, label, value }: OptionRow): Option {
  return value === null ? { id, label } : { id, label, value };
}

// Every type's choices when no policy is named; else the choices that apply to its type. `kinds`
// is a JSON list, read with each database's own JSON functions (PostgreSQL is told the
// parameter's type, which it cannot tell from `IS NULL`).
const FOR_KIND = {
  sqlite: `(@kind IS NULL OR kinds IS NULL
    OR EXISTS (SELECT 1 FROM json_each(form_options.kinds) WHERE json_each.value = @kind))`,
  postgres: `(@kind::text IS NULL OR kinds IS NULL
    OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(form_options.kinds::jsonb) AS k
      WHERE k = @kind::text))`,
} as const;

/** Every option list, each in display order (policy-changes.md §3 'Option lists'). */
export async function formOptions(
  db: Db,
  kind?: VehicleKind,
): Promise<Partial<Record<OptionListName, Option[]>>> {
  const rows = await prepared<[{ kind: string | null }], OptionRow>(
    db,
    `SELECT list, id, label, value FROM form_options WHERE ${FOR_KIND[db.dialect]}
     ORDER BY list, position`,
  ).all({ kind: kind ?? null });
  const lists = new Map<string, Option[]>();
  for (const row of rows) {
    const list = lists.get(row.list) ?? [];
    list.push(optionOf(row));
    lists.set(row.list, list);
  }
  return Object.fromEntries(OPTION_LIST_NAMES.map((name) => [name, lists.get(name) ?? []]));
}

/**
 * What a change form for a policy of this kind may send for each option field: the values of
 * the lists GET /meta/form-options serves for that policy, nothing else.
 */
export async function choicesFor(db: Db, kind: VehicleKind): Promise<OptionChoices> {
  return optionChoices(await formOptions(db, kind));
}

// Where one text is found in another: SQLite's instr is PostgreSQL's strpos. A plain search, not
// LIKE, so '%' and '_' typed in the search are only themselves.
const CONTAINS = {
  sqlite: 'instr(lower(label), lower(?)) > 0',
  postgres: 'strpos(lower(label), lower(?::text)) > 0',
} as const;

/** The choices of one list whose label contains `search` (any case), at most `limit`. */
export async function searchOptions(
  db: Db,
  list: OptionListName,
  search: string,
  limit: number,
): Promise<Option[]> {
  const rows = await prepared<[string, string, number], OptionRow>(
    db,
    `SELECT list, id, label, value FROM form_options
     WHERE list = ? AND ${CONTAINS[db.dialect]} ORDER BY position LIMIT ?`,
  ).all(list, search, limit);
  return rows.map(optionOf);
}
