import { accepted, agreementEndpoints, MESSAGES, type Agreement } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { checkActivationCode } from '../account/accounts';
import { invitedAccount } from '../account/store';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { notFound, unauthenticated, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { requestPortal } from '../meta/brand';
import { INVITED_AGREEMENT_LIMITS, limitCall } from '../rate-limits/limits';
import { decideAgreement, outstandingAgreement, outstandingAgreements } from './store';

// POST /agreements, /agreements/accept and /agreements/decline (portal.md §3 "Agreement", §4
// "Agreements", §6, §7). The caller is the signed-in user, or - without a session - the invited
// user whose invite id and activation code are sent (portal.md §1 visitors). They answer while
// agreements are outstanding, since they are how the 499 is lifted: once nothing is outstanding,
// the session check (auth/sessions.ts) lets every call through again. The invited user's calls
// are limited per invitation and per address, and wrong codes count against the code as on the
// activation form (account/accounts.ts).

interface Credentials {
  readonly activation_code?: string;
  readonly invite_id?: string;
}

/**
 * Whose agreements: the signed-in user's, else the invited user's the credentials name. Outside
 * any transaction: a refused code must stay counted.
 */
async function callerOf(
  db: Db,
  user: AuthUser | null,
  credentials: Credentials,
  request: FastifyRequest,
  now: Date,
): Promise<number> {
  if (user) return user.id;
  const { activation_code: code, invite_id: inviteId } = credentials;
  if (code === undefined || inviteId === undefined) throw unauthenticated();
  await limitCall(db, INVITED_AGREEMENT_LIMITS, inviteId, request.ip, now);
  const invited = await invitedAccount(db, inviteId);
  if (!invited) throw unprocessable({ invite_id: [MESSAGES.inviteIdInvalid] });
  if (!(await checkActivationCode(db, invited, code))) {
    throw unprocessable({ activation_code: [MESSAGES.activationCodeIncorrect] });
  }
  return invited.id;
}

/** The caller's outstanding agreement `id`; 404 when it is not outstanding for them. */
async function outstanding(db: Db, userId: number, id: number): Promise<Agreement> {
  const agreement = await outstandingAgreement(db, userId, id);
  if (!agreement) throw notFound();
  return agreement;
}

/**
 * Answers the agreement, which must still be outstanding when it is written: of two answers at
 * once (a double click, two tabs) one is taken and the other is a 404, as for an agreement
 * answered before.
 */
async function decide(
  db: Db,
  userId: number,
  agreement: Agreement,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  if (!(await decideAgreement(db, userId, agreement.ID, status, now))) throw notFound();
}

export const agreementRoutes: RouteModule = (app, { db, now }) => {
  const options = { allowWithPendingAgreements: true };

  registerEndpoint(
    app,
    agreementEndpoints.getAgreements,
    async ({ user, body, request }) =>
      outstandingAgreements(db, await callerOf(db, user, body, request, now())),
    options,
  );

  registerEndpoint(
    app,
    agreementEndpoints.acceptAgreement,
    async ({ user, body, request }) => {
      const userId = await callerOf(db, user, body, request, now());
      return db.transaction(async () => {
        const agreement = await outstanding(db, userId, body.ID);
        await decide(db, userId, agreement, 'accepted', now());
        return accepted(agreement.title);
      });
    },
    options,
  );

  registerEndpoint(
    app,
    agreementEndpoints.declineAgreement,
    async ({ user, body, request }) => {
      const userId = await callerOf(db, user, body, request, now());
      // Shown on the declined page (portal.md §2 "Agreements viewer").
      const { contact_number } = await requestPortal(db, request);
      return db.transaction(async () => {
        const agreement = await outstanding(db, userId, body.ID);
        // portal.md §4: Decline is offered only when the agreement has a decline label.
        if (agreement.decline_button === null) {
          throw unprocessable({ ID: [MESSAGES.agreementNotDeclinable] });
        }
        await decide(db, userId, agreement, 'declined', now());
        return `You have declined the ${agreement.title}. Please phone us on ${contact_number} so that we can talk about your policy.`;
      });
    },
    options,
  );
};
