import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Every SMS and e-mail the API would send - activation and reset codes, username reminders -
// goes to the outbox table instead; nothing leaves the machine. Developers read it with
// GET /api/dev/outbox, tests with `readOutbox`.

export interface OutgoingMessage {
  readonly channel: 'sms' | 'email';
  /** A phone number or an e-mail address. */
  readonly to: string;
  readonly subject?: string | null;
  readonly body: string;
  /** The code the message carries, so tests and the demo can pick it up. */
  readonly code?: string | null;
  readonly userId?: number | null;
}

export interface OutboxRow {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly code: string | null;
  readonly created_at: string;
}

/** 'Sends' a message: writes it to the outbox. Returns its id. */
export async function sendMessage(
  db: Db,
  message: OutgoingMessage,
  now: Date = new Date(),
): Promise<number> {
  const row = await prepared<
    [string, string, string | null, string, string | null, number | null, string],
    { id: number }
  >(
    db,
    `INSERT INTO outbox (channel, recipient, subject, body, code, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  ).get(
    message.channel,
    message.to,
    message.subject ?? null,
    message.body,
    message.code ?? null,
    message.userId ?? null,
    now.toISOString(),
  );
  if (row === undefined) throw new Error('The outbox gave no id for the message.');
  return row.id;
}

const COLUMNS = 'id, channel, recipient AS "to", subject, body, code, created_at';

/** Newest first; only those sent to `to` when given. */
export async function readOutbox(db: Db, to?: string): Promise<OutboxRow[]> {
  if (to === undefined) {
    return prepared<[], OutboxRow>(db, `SELECT ${COLUMNS} FROM outbox ORDER BY id DESC`).all();
  }
  return prepared<[string], OutboxRow>(
    db,
    `SELECT ${COLUMNS} FROM outbox WHERE recipient = ? ORDER BY id DESC`,
  ).all(to);
}
