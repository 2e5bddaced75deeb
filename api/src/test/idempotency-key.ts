import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract';

/**
 * The header of a new submission to a create or a payment, as the portal's client sends it: a
 * new key each time, so each call of a test is its own submission.
 */
export function newSubmission(): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: randomUUID() };
}
