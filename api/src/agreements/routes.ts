import { createHash, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { accepted, agreementEndpoints, MESSAGES, type Agreement } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { notFound, unauthenticated, unprocessable } from '../http/http-error';
import { registerEndpoint, type AuthUser } from '../http/register-endpoint';
import { requestPortal } from '../meta/brand';
import type { RouteModule } from '../routes';

// POST /agreements, /agreements/accept and /agreements/decline (portal.md §3 "Agreement", §4
// "Agreements", §6, §7). The caller is the signed-in user, or - without a session - the invited
// user whose invite id and activation code are sent (portal.md §1 visitors). They answer while
// agreements are outstanding, since they are how the 499 is lifted: once nothing is outstanding,
// the session check (auth/sessions.ts) lets every call through again.

interface AgreementRow {
  readonly ID: number;
  readonly title: string;
  readonly content: string;
  readonly info_page: 0 | 1;
  readonly decline_button: string | null;
}

const ContentSchema = v.array(v.string());

function toAgreement(row: AgreementRow): Agreement {
  return {
    ...row,
    content: v.parse(ContentSchema, JSON.parse(row.content)),
    info_page: row.info_page === 1,
  };
}

const SELECT_OUTSTANDING = `
  SELECT a.id AS ID, a.title, a.content, a.info_page, a.decline_button
  FROM user_agreements ua JOIN agreements a ON a.id = ua.agreement_id
  WHERE ua.user_id = ? AND ua.status = 'outstanding'`;

/** The user's outstanding agreements in the order they are to be shown. */
export function outstandingAgreements(db: Db, userId: number): Agreement[] {
  return prepared<[number], AgreementRow>(db, `${SELECT_OUTSTANDING} ORDER BY ua.position, a.id`)
    .all(userId)
    .map(toAgreement);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text.toUpperCase()).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

interface Credentials {
  readonly activation_code?: string;
  readonly invite_id?: string;
}

/** Whose agreements: the signed-in user's, else the invited user's the credentials name. */
function callerOf(db: Db, user: AuthUser | null, credentials: Credentials): number {
  if (user) return user.id;
  const { activation_code: code, invite_id: inviteId } = credentials;
  if (code === undefined || inviteId === undefined) throw unauthenticated();
  const invited = prepared<[string], { id: number; activation_code: string | null }>(
    db,
    `SELECT id, activation_code FROM users WHERE invite_id = ? AND status = 'invited'`,
  ).get(inviteId);
  if (!invited) throw unprocessable({ invite_id: [MESSAGES.inviteIdInvalid] });
  if (!invited.activation_code || !sameSecret(code, invited.activation_code)) {
    throw unprocessable({ activation_code: [MESSAGES.activationCodeIncorrect] });
  }
  return invited.id;
}

/** The caller's outstanding agreement `id`; 404 when it is not outstanding for them. */
function outstanding(db: Db, userId: number, id: number): Agreement {
  const row = prepared<[number, number], AgreementRow>(
    db,
    `${SELECT_OUTSTANDING} AND a.id = ?`,
  ).get(userId, id);
  if (!row) throw notFound();
  return toAgreement(row);
}

function decide(db: Db, userId: number, id: number, status: 'accepted' | 'declined', now: Date) {
  prepared<[string, string, number, number]>(
    db,
    `UPDATE user_agreements SET status = ?, decided_at = ?
     WHERE user_id = ? AND agreement_id = ? AND status = 'outstanding'`,
  ).run(status, now.toISOString(), userId, id);
}

export const agreementRoutes: RouteModule = (app, { db, now }) => {
  const options = { allowWithPendingAgreements: true };

  registerEndpoint(
    app,
    agreementEndpoints.getAgreements,
    ({ user, body }) => outstandingAgreements(db, callerOf(db, user, body)),
    options,
  );

  registerEndpoint(
    app,
    agreementEndpoints.acceptAgreement,
    ({ user, body }) =>
      db.transaction(() => {
        const userId = callerOf(db, user, body);
        const agreement = outstanding(db, userId, body.ID);
        decide(db, userId, agreement.ID, 'accepted', now());
        return accepted(agreement.title);
      })(),
    options,
  );

  registerEndpoint(
    app,
    agreementEndpoints.declineAgreement,
    ({ user, body, request }) =>
      db.transaction(() => {
        const userId = callerOf(db, user, body);
        const agreement = outstanding(db, userId, body.ID);
        // portal.md §4: Decline is offered only when the agreement has a decline label.
        if (agreement.decline_button === null) {
          throw unprocessable({ ID: [MESSAGES.agreementNotDeclinable] });
        }
        decide(db, userId, agreement.ID, 'declined', now());
        // Shown on the declined page (portal.md §2 "Agreements viewer").
        const { contact_number } = requestPortal(db, request);
        return `You have declined the ${agreement.title}. Please phone us on ${contact_number} so that we can talk about your policy.`;
      })(),
    options,
  );
};
