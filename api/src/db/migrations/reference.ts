import type { Migration } from '../migrate';

// The reference data the change forms look things up in (policy-changes.md §3, §4, §7): addresses
// by postcode, vehicles by registration, makes with their models, and the option lists. A real
// provider answers these from its own services; the reference API keeps seeded copies.
export const referenceMigrations: readonly Migration[] = [
  {
    id: 'reference-001-lookups',
    sql: `
      -- postcode_key: the postcode uppercased without spaces ('LS63AB'), as lookups compare it.
      CREATE TABLE reference_addresses (
        id INTEGER PRIMARY KEY,
        postcode_key TEXT NOT NULL,
        label TEXT NOT NULL,
        line_one TEXT NOT NULL,
        line_two TEXT NOT NULL DEFAULT '',
        line_three TEXT NOT NULL DEFAULT '',
        town TEXT NOT NULL,
        county TEXT NOT NULL DEFAULT '',
        postcode TEXT NOT NULL
      );
      CREATE INDEX reference_addresses_postcode ON reference_addresses (postcode_key, id);

      -- registration: normalised ('AB12CDE'), as the finder sends it.
      CREATE TABLE reference_vehicles (
        registration TEXT PRIMARY KEY,
        make TEXT NOT NULL,
        model TEXT NOT NULL,
        trim TEXT NOT NULL DEFAULT '',
        engine TEXT NOT NULL,
        year INTEGER NOT NULL,
        transmission TEXT NOT NULL,
        doors INTEGER NOT NULL DEFAULT 3,
        fuel TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE vehicle_makes (
        id INTEGER PRIMARY KEY,
        label TEXT NOT NULL UNIQUE
      );

      -- kind: which policies offer the model ('car', 'van' or 'bike').
      CREATE TABLE vehicle_models (
        id INTEGER PRIMARY KEY,
        make_id INTEGER NOT NULL REFERENCES vehicle_makes (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('car', 'van', 'bike'))
      );
      CREATE INDEX vehicle_models_kind ON vehicle_models (kind, make_id);

      -- One row per choice of every option list, in display order. kinds: the policy types the
      -- choice applies to (JSON list), NULL for every type.
      CREATE TABLE form_options (
        list TEXT NOT NULL,
        position INTEGER NOT NULL,
        id TEXT NOT NULL,
        label TEXT NOT NULL,
        value TEXT,
        kinds TEXT CHECK (kinds IS NULL OR json_valid(kinds)),
        PRIMARY KEY (list, position)
      ) WITHOUT ROWID;
    `,
  },
];
