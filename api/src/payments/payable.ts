import { MESSAGES } from '@portal/contract';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { forbidden } from '../http/http-error';
import { modifiablePolicy, type PolicyView } from '../policies/store';
import { withStanding } from '../standing/standing';

/** The policy flag that offers each payment screen (portal.md §2 "Policy sidebar"). */
export type PaymentFlag =
  'payments_available' | 'renewal_available' | 'direct_debit' | 'refunds_available';

/**
 * The caller's modifiable policy that offers `flag` today, as its sidebar does (the flag as its
 * standing says: nothing owed, no quote or no refund offered is not offered): 404, 403 held at
 * another brand or read-only, 403 not offered.
 */
export async function payablePolicy(
  db: Db,
  user: AuthUser | null,
  id: string,
  today: string,
  flag: PaymentFlag,
): Promise<PolicyView> {
  const view = await withStanding(db, await modifiablePolicy(db, user, id, today), today);
  if (!view.policy[flag]) throw forbidden(MESSAGES.paymentOptionUnavailable);
  return view;
}
