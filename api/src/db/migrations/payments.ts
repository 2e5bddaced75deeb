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
  {
    id: 'payments-002-gateway-tokens-and-signatures',
    sql: `
      -- The reference gateway's one-time card tokens (gateway/store.ts). Never the card number
      -- or its security code: the last 4 digits, the brand and the expiry only, and what
      -- charging the token will do. A token is single use (used_at) and lives 15 minutes.
      CREATE TABLE gateway_tokens (
        token TEXT PRIMARY KEY,
        last4 TEXT NOT NULL,
        brand TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'decline', 'authentication_failed')),
        created_at TEXT NOT NULL,
        used_at TEXT
      ) WITHOUT ROWID;
      CREATE INDEX gateway_tokens_age ON gateway_tokens (created_at);

      -- A 3-D Secure challenge waiting for the bank's code: what the card will do once the
      -- holder is confirmed, and how many wrong codes are left.
      CREATE TABLE gateway_challenges (
        id TEXT PRIMARY KEY,
        last4 TEXT NOT NULL,
        brand TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'decline')),
        tries_left INTEGER NOT NULL CHECK (tries_left >= 0),
        amount_pence INTEGER,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX gateway_challenges_age ON gateway_challenges (created_at);

      -- The name the policyholder typed to sign the credit agreement.
      ALTER TABLE credit_agreements ADD COLUMN signed_name TEXT;
    `,
  },
];
