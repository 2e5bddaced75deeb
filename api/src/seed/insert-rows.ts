import type { Db } from '../db/database';

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on parameters per statement. */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts `rows` (each the values of `columns`, in order) with multi-row INSERTs, a few hundred
 * rows a statement: the reference lists are hundreds of rows, and one statement each would be as
 * many round trips to PostgreSQL. `conflict` is appended to each statement ('ON CONFLICT ...').
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  conflict = '',
): Promise<void> {
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    for (const values of chunk) {
      if (values.length !== columns.length) {
        throw new Error(
          `Seed: a row of ${table} has ${values.length} values, not ${columns.length}`,
        );
      }
    }
    await db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => row).join(', ')} ${conflict}`,
      chunk.flat(),
    );
  }
}
