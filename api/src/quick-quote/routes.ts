import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { optionValue, quickQuoteEndpoints, quickQuoteSchema, validate } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { formOptions } from '../reference/store';
import { todayOf } from '../today';
import { userDetails } from '../user/store';
import { recordQuoteCallback } from './store';

// POST /quote-callback (portal.md §3 "Quick quote request", §5 "Quick quote", §7; decision 007).
// The endpoint's schema checks the shape; the window - today to 7 days ahead, 09:00-16:45 in
// 15-minute steps, not gone by - needs today and the time now, so the whole rule runs again here
// with the API's clock, keyed `type` and `datetime` as the form's errors are.

dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);

// Callback times are the provider's local time (quick-quote.ts): UK time.
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK local time at `now`, 'YYYY-MM-DDTHH:mm'. */
export function ukDateTime(now: Date): string {
  return `${todayOf(now)}T${UK_TIME.format(now)}`;
}

async function phoneOf(db: Db, userId: number): Promise<string | null> {
  const details = await userDetails(db, userId);
  return details?.mobile_number || details?.landline_number || null;
}

/** The message shown once the modal closes (portal.md §4 "Quick quote modal"). */
export function callbackMessage(datetime: string | null, phone: string | null): string {
  const on = phone ? ` on ${phone}` : '';
  if (datetime === null)
    return `Thank you. One of our team will call you${on} as soon as possible.`;
  const when = dayjs(datetime, 'YYYY-MM-DDTHH:mm').format('dddd Do MMMM [at] h:mma');
  return `Thank you. One of our team will call you${on} on ${when}.`;
}

export const quickQuoteRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, quickQuoteEndpoints.requestQuoteCallback, async ({ user, body }) => {
    const userId = signedIn(user).id;
    const at = now();
    // portal.md §5: the type comes from the option list, when the provider has one.
    const types = (await formOptions(db)).quick_quote_type?.map(optionValue);
    const result = validate(
      quickQuoteSchema({
        today: todayOf(at),
        now: ukDateTime(at),
        types: types && types.length > 0 ? types : undefined,
      }),
      body,
    );
    if (!result.success) throw unprocessable(result.error.fields);
    const { type, datetime } = result.output;
    await recordQuoteCallback(db, { userId, type, datetime, now: at });
    return callbackMessage(datetime, await phoneOf(db, userId));
  });
};
