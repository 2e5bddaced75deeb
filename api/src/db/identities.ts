import type { Db } from './database';

/**
 * PostgreSQL only: moves every table's id counter past the ids already used. The seed writes rows
 * with the ids the demo publishes (policy 101); an identity column does not see those, and would
 * hand out 1 again. SQLite always numbers from the largest id, so it needs nothing.
 */
export async function syncIdentities(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await db.exec(`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN
        SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'
      LOOP
        EXECUTE format(
          'SELECT setval(pg_get_serial_sequence(%L, ''id''), COALESCE((SELECT max(id) FROM %I), 0) + 1, false)',
          t.table_name, t.table_name);
      END LOOP;
    END $$;
  `);
}
