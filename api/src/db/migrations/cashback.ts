import type { Migration } from '../migrate';

// The cashback offer (portal.md §2 policy-cashback, §3 "Cashback document", §9: 20.00 GBP, once
// per customer): the documents each user must send, and their one claim with the files that made
// it (one file per document, kept in the uploads table).
export const cashbackMigrations: readonly Migration[] = [
  {
    id: 'cashback-001-claims',
    sql: `
      CREATE TABLE cashback_documents (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        label TEXT NOT NULL,
        value TEXT NOT NULL
      );
      CREATE INDEX cashback_documents_user ON cashback_documents (user_id, position);

      -- One row per user: the offer can be taken once (portal.md §9).
      CREATE TABLE cashback_claims (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'paid', 'withheld')),
        claimed_at TEXT NOT NULL
      );

      CREATE TABLE cashback_claim_files (
        user_id INTEGER NOT NULL REFERENCES cashback_claims (user_id) ON DELETE CASCADE,
        document_id INTEGER NOT NULL REFERENCES cashback_documents (id) ON DELETE CASCADE,
        upload_id INTEGER NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, document_id)
      ) WITHOUT ROWID;
    `,
  },
];
