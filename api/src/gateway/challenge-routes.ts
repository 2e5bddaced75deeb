import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { GATEWAY_CHALLENGE_LIMIT } from '../rate-limits/limits';
import { retryAfterSeconds, tryAttempt } from '../rate-limits/rate-limit';
import { EMPTY_CARD, renderCardPage, renderTokenPage } from './render';
import {
  CHALLENGE_MESSAGES,
  renderChallengePage,
  TEST_BANK_CODE,
  wrongCodeMessage,
} from './render-challenge';
import { tooManyAttempts, type Gateway } from './pages';
import {
  challengeOf,
  closeChallenge,
  mintToken,
  takeTry,
  type ChallengeRow,
  type TokenOutcome,
} from './store';

// GET /gateway/challenge?id= shows the 3-D Secure check; POST /gateway/challenge answers it with
// the challenge's id (a hidden field), the code and Confirm or Cancel. The right code tokenises
// the card as it would otherwise be charged; Cancel or the last of 3 wrong codes tokenises it as
// failed authentication (payments-common protocol), which the portal's charge then refuses.

export const CHECK_TIMED_OUT =
  'This check has timed out and no money has been taken. Please enter your card details again.';

const ChallengeFormSchema = v.object({
  challenge: v.optional(v.string(), ''),
  code: v.optional(v.string(), ''),
  action: v.optional(v.picklist(['confirm', 'cancel']), 'confirm'),
});

export function challengeRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { db, now } = gateway.context;

  function timedOut(reply: FastifyReply) {
    const page = renderCardPage(gateway.page(null), { ...EMPTY_CARD, problem: CHECK_TIMED_OUT });
    return gateway.html(reply, page, 410);
  }

  /**
   * The challenge is over: a token for the card, and the page that hands it to the portal. Only
   * the answer that closes the challenge gets a token: one sent at the same time finds it gone
   * and is told the check is over, so a challenge never makes two tokens.
   */
  async function finish(reply: FastifyReply, challenge: ChallengeRow, outcome: TokenOutcome) {
    const token = await db.transaction(async () =>
      (await closeChallenge(db, challenge.id))
        ? mintToken(db, challenge, outcome, now())
        : undefined,
    );
    if (!token) return timedOut(reply);
    return gateway.html(reply, renderTokenPage(gateway.page(challenge.amountPence), token));
  }

  app.get<{ Querystring: { id?: string } }>('/challenge', async (request, reply) => {
    const challenge = await challengeOf(db, request.query.id ?? '', now());
    if (!challenge) return timedOut(reply);
    const page = gateway.page(challenge.amountPence);
    return gateway.html(reply, renderChallengePage(page, { id: challenge.id }));
  });

  app.post('/challenge', async (request, reply): Promise<FastifyReply> => {
    const parsed = v.safeParse(ChallengeFormSchema, request.body);
    const form = parsed.success ? parsed.output : v.parse(ChallengeFormSchema, {});
    const challenge = await challengeOf(db, form.challenge, now());
    if (!challenge) return timedOut(reply);
    const page = gateway.page(challenge.amountPence);

    const attempt = await tryAttempt(db, [[GATEWAY_CHALLENGE_LIMIT, request.ip]], now());
    if (!attempt.allowed) {
      reply.header('retry-after', retryAfterSeconds(attempt.waitMs));
      const problem = tooManyAttempts(attempt.waitMs);
      return gateway.html(reply, renderChallengePage(page, { id: challenge.id, problem }), 429);
    }

    if (form.action === 'cancel') return finish(reply, challenge, 'authentication_failed');
    const code = form.code.replace(/\s/g, '');
    if (code === '') {
      const error = CHALLENGE_MESSAGES.codeRequired;
      return gateway.html(reply, renderChallengePage(page, { id: challenge.id, error }), 200);
    }
    if (code === TEST_BANK_CODE) return finish(reply, challenge, challenge.outcome);
    const triesLeft = await takeTry(db, challenge.id);
    // No try left to take: another answer took the last one and is finishing the challenge.
    if (triesLeft === undefined) return timedOut(reply);
    if (triesLeft === 0) return finish(reply, challenge, 'authentication_failed');
    const error = wrongCodeMessage(triesLeft);
    return gateway.html(reply, renderChallengePage(page, { id: challenge.id, error }), 200);
  });
}
