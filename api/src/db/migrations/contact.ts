import type { Migration } from '../migrate';

// What users send from the contact form, the phone number's tap report and the feedback form
// (portal.md §2, §3 "Feedback answer", §7 POST /contact, /contact/phone, /feedback), kept whole.
export const contactMigrations: readonly Migration[] = [
  {
    id: 'contact-001-messages',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        enquiry TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_messages_user ON contact_messages (user_id);

      -- device: what the browser knows of it (description, manufacturer, os, product, name ...).
      CREATE TABLE phone_clicks (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        device TEXT NOT NULL CHECK (json_valid(device)),
        created_at TEXT NOT NULL
      );

      -- answers: [{ type, label, value }] as sent.
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        answers TEXT NOT NULL CHECK (json_valid(answers)),
        created_at TEXT NOT NULL
      );
    `,
  },
];
