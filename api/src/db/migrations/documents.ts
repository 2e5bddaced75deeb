import type { Migration } from '../migrate';

// Required documents, 'Send your documents' (policy-changes.md §3 'Required document', §4): the
// documents the provider asks for on a policy, and the uploaded files each has received.
export const documentMigrations: readonly Migration[] = [
  {
    id: 'documents-001-required-documents',
    sql: `
      -- type: one of the contract's UPLOAD_TYPES; title and comment: as the customer last sent them.
      CREATE TABLE required_documents (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        label TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        comment TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        UNIQUE (policy_id, type)
      );

      CREATE TABLE required_document_attachments (
        document_id INTEGER NOT NULL REFERENCES required_documents (id) ON DELETE CASCADE,
        upload_id INTEGER NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
        PRIMARY KEY (document_id, upload_id)
      ) WITHOUT ROWID;
    `,
  },
];
