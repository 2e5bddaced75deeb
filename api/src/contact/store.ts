import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// What the contact forms send (portal.md §2 "Contact form", §3 "Feedback answer"), stored as sent.

export interface ContactMessage {
  readonly userId: number;
  readonly policyId: number;
  readonly subject: string;
  readonly enquiry: string;
  readonly now: Date;
}

export async function recordContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await prepared<[number, number, string, string, string]>(
    db,
    `INSERT INTO contact_messages (user_id, policy_id, subject, enquiry, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    message.userId,
    message.policyId,
    message.subject,
    message.enquiry,
    message.now.toISOString(),
  );
}

/** A tap on the phone number, with what the page said of its device. */
export async function recordPhoneClick(
  db: Db,
  userId: number,
  policyId: number,
  device: unknown,
  now: Date,
): Promise<void> {
  await prepared<[number, number, string, string]>(
    db,
    'INSERT INTO phone_clicks (user_id, policy_id, device, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, policyId, JSON.stringify(device), now.toISOString());
}

export async function recordFeedback(
  db: Db,
  userId: number,
  answers: unknown,
  now: Date,
): Promise<void> {
  await prepared<[number, string, string]>(
    db,
    'INSERT INTO feedback (user_id, answers, created_at) VALUES (?, ?, ?)',
  ).run(userId, JSON.stringify(answers), now.toISOString());
}
