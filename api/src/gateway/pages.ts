import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { PaymentAmountSchema } from '@portal/contract';
import type { ApiContext } from '../context';
import { toPence } from '../payments/store';
import type { Page } from './render';

// What the gateway's card and challenge routes share (routes.ts builds it).

export interface Gateway {
  readonly context: ApiContext;
  page(amountPence: number | null): Page;
  html(reply: FastifyReply, body: string, status?: number): FastifyReply;
}

export const UNREADABLE = 'Something went wrong. No money has been taken. Please try again.';

// The iframe's `?amount=123.45` (payments-common protocol): shown on the button and in the
// challenge only. The portal's API charges the amount its own call sends.
const AmountText = v.pipe(v.string(), v.regex(/^\d{1,6}(\.\d{1,2})?$/), v.transform(Number));

/** The amount in pence the page shows, from `?amount=` or the form; null if it is not one. */
export function amountPenceOf(text: unknown): number | null {
  const parsed = v.safeParse(v.pipe(AmountText, PaymentAmountSchema), text);
  return parsed.success ? toPence(parsed.output) : null;
}

/** 'Too many attempts. Please wait 12 minutes and try again.' */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
