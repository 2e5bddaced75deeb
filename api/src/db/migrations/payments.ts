import type { Migration } from '../migrate';

// Payments and the credit agreement (portal.md §1, §2; decision 007). Money is kept in pence, as
// whole numbers, and answered in pounds. Card details never reach the API: payments record the
// processor's reference only.
export const paymentMigrations: readonly Migration[] = [
  {
    id: 'payments-001-accounts',
    sql: `
      -- What is owed on a policy, and its renewal quote (premium NULL: no quote yet).
      CREATE TABLE policy_accounts (
        policy_id INTEGER PRIMARY KEY REFERENCES policies (id) ON DELETE CASCADE,
        amount_due_pence INTEGER CHECK (amount_due_pence IS NULL OR amount_due_pence >= 0),
        due_date TEXT,
        renewal_reference TEXT,
        renewal_premium_pence INTEGER,
        renewed_at TEXT
      );

      CREATE TABLE refund_offers (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
        accepted_at TEXT
      );
      CREATE INDEX refund_offers_policy ON refund_offers (policy_id);

      -- Only the last 4 digits of the account number are kept.
      CREATE TABLE direct_debits (
        policy_id INTEGER PRIMARY KEY REFERENCES policies (id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('none', 'pending', 'active', 'cancelled')),
        account_holder TEXT,
        sort_code TEXT,
        account_ending TEXT,
        payment_day INTEGER,
        updated_at TEXT NOT NULL
      );

      -- Every payment attempt, taken or failed; user_id NULL for a guest payment.
      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('pay', 'renew', 'direct-debit', 'refund', 'guest')),
        amount_pence INTEGER,
        status TEXT NOT NULL CHECK (status IN ('complete', 'failed')),
        reference TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payments_policy ON payments (policy_id, id);

      CREATE TABLE credit_agreements (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL UNIQUE REFERENCES policies (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        content TEXT NOT NULL CHECK (json_valid(content)),
        amount_of_credit_pence INTEGER NOT NULL,
        apr REAL NOT NULL,
        instalment_count INTEGER NOT NULL,
        instalment_pence INTEGER NOT NULL,
        total_payable_pence INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'declined')),
        decided_at TEXT
      );
    `,
  },
];
