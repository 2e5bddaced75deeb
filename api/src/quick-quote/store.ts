import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Quick quote callbacks (portal.md §3 "Quick quote request"): who asked, for what, and when to call.

export interface QuoteCallback {
  readonly userId: number;
  readonly type: string;
  /** UK local time, 'YYYY-MM-DDTHH:mm'; null for as soon as possible. */
  readonly datetime: string | null;
  readonly now: Date;
}

export async function recordQuoteCallback(db: Db, callback: QuoteCallback): Promise<void> {
  await prepared<[number, string, string | null, string]>(
    db,
    'INSERT INTO quote_callbacks (user_id, type, callback_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(callback.userId, callback.type, callback.datetime, callback.now.toISOString());
}
