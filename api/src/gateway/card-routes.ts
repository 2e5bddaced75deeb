import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { redirectWithin } from '../http/redirects';
import { GATEWAY_CARD_LIMIT } from '../rate-limits/limits';
import { retryAfterSeconds, tryAttempt } from '../rate-limits/rate-limit';
import { checkCard } from './cards';
import { EMPTY_CARD, renderCardPage, renderTokenPage } from './render';
import { amountPenceOf, tooManyAttempts, type Gateway } from './pages';
import { mintToken, openChallenge } from './store';

// GET /gateway/card?amount= shows the form; POST /gateway/card checks it and answers the form
// again with its errors, the 3-D Secure challenge (303 to it, so that a reload does not send the
// card again), or the token page. Every submission counts against the address's limit. A form
// shown again with its errors is a page like any other (200): the frame's browser logs an error
// status as a failed load in the portal's console.

const CardFormSchema = v.object({
  amount: v.optional(v.string(), ''),
  number: v.optional(v.string(), ''),
  expiry: v.optional(v.string(), ''),
  cvc: v.optional(v.string(), ''),
});

export function cardRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { db, now } = gateway.context;

  app.get<{ Querystring: { amount?: string } }>('/card', async (request, reply) =>
    gateway.html(
      reply,
      renderCardPage(gateway.page(amountPenceOf(request.query.amount)), EMPTY_CARD),
    ),
  );

  app.post('/card', async (request, reply): Promise<FastifyReply> => {
    const parsed = v.safeParse(CardFormSchema, request.body);
    const form = parsed.success ? parsed.output : v.parse(CardFormSchema, {});
    const page = gateway.page(amountPenceOf(form.amount));
    const values = { number: form.number, expiry: form.expiry };

    const attempt = await tryAttempt(db, [[GATEWAY_CARD_LIMIT, request.ip]], now());
    if (!attempt.allowed) {
      reply.header('retry-after', retryAfterSeconds(attempt.waitMs));
      const problem = tooManyAttempts(attempt.waitMs);
      return gateway.html(reply, renderCardPage(page, { values, errors: {}, problem }), 429);
    }

    const checked = checkCard(form, now());
    if ('errors' in checked) {
      return gateway.html(reply, renderCardPage(page, { values, errors: checked.errors }), 200);
    }
    const { next, ...card } = checked.card;
    if (next === 'challenge') {
      const id = await openChallenge(
        db,
        { ...card, outcome: 'approve', amountPence: page.amountPence },
        now(),
      );
      return redirectWithin(reply, `${page.base}/challenge?id=${encodeURIComponent(id)}`);
    }
    const token = await mintToken(db, card, next, now());
    return gateway.html(reply, renderTokenPage(page, token));
  });
}
