import { expectTypeOf, test } from 'vitest';
import { cashbackEndpoints, type CashbackDocument } from './cashback';
import { contactEndpoints } from './contact';
import type { CallInput, CallOutput, Endpoint } from './endpoint';
import { eventEndpoints, type CalendarEvent } from './events';
import type { Faq, metaEndpoints } from './meta';
import { paymentEndpoints, type GuestPaymentCheck, type PaymentResult } from './payments';
import type { Promotion, promotionEndpoints } from './promotions';
import { quickQuoteEndpoints } from './quick-quote';
import { supportEndpoints } from './support';

// What a screen may pass to `api.call` for an endpoint, checked where the call is written.
function input<E extends Endpoint>(_endpoint: E, _input: CallInput<E>) {}

const { getEvents, updateEvent, deleteEvent } = eventEndpoints;
const { requestQuoteCallback } = quickQuoteEndpoints;

test('reminders: the query is optional, the form is required, the id is a path parameter', () => {
  expectTypeOf<CallOutput<typeof getEvents>>().toEqualTypeOf<CalendarEvent[]>();
  expectTypeOf<CallOutput<typeof deleteEvent>>().toEqualTypeOf<null>();
  input(getEvents, {});
  input(getEvents, { query: { limit: 5, min_date: '2026-11-22' } });
  input(updateEvent, {
    params: { id: 4 },
    body: { label: 'MOT', due_date: '2026-12-01', remind_date: null },
  });
  // @ts-expect-error the reminder's id is required
  input(updateEvent, { body: { label: 'MOT', due_date: '2026-12-01', remind_date: null } });
  // @ts-expect-error the label is text
  input(updateEvent, { params: { id: 4 }, body: { label: 4, due_date: '2026-12-01' } });
  // @ts-expect-error delete takes no body
  input(deleteEvent, { params: { id: 4 }, body: { label: 'MOT' } });
});

test('quick quote: a type and a datetime that is text, or null for ASAP', () => {
  expectTypeOf<CallOutput<typeof requestQuoteCallback>>().toBeString();
  input(requestQuoteCallback, { body: { type: 'car', datetime: null } });
  input(requestQuoteCallback, { body: { type: 2, datetime: '2026-11-23T09:00' } });
  // @ts-expect-error the datetime must be present, null when ASAP
  input(requestQuoteCallback, { body: { type: 'car' } });
  // @ts-expect-error a datetime is text, not a Date
  input(requestQuoteCallback, { body: { type: 'car', datetime: new Date() } });
});

test('contact, cashback, meta and payments infer their bodies and answers', () => {
  expectTypeOf<CallOutput<typeof contactEndpoints.sendContact>>().toBeString();
  expectTypeOf<CallOutput<typeof cashbackEndpoints.getCashbackDocuments>>().toEqualTypeOf<
    CashbackDocument[]
  >();
  expectTypeOf<CallOutput<typeof metaEndpoints.getFaqs>>().toEqualTypeOf<Faq[]>();
  expectTypeOf<
    CallOutput<typeof promotionEndpoints.getPromotionSlot>
  >().toEqualTypeOf<Promotion | null>();
  expectTypeOf<CallOutput<typeof paymentEndpoints.payAsGuest>>().toEqualTypeOf<PaymentResult>();
  expectTypeOf<
    CallOutput<typeof paymentEndpoints.checkGuestPayment>
  >().toEqualTypeOf<GuestPaymentCheck>();

  input(contactEndpoints.sendContact, { body: { policy: '1', subject: 'Hi', enquiry: 'Hello' } });
  // @ts-expect-error the message is required
  input(contactEndpoints.sendContact, { body: { policy: '1', subject: 'Hi' } });
  input(cashbackEndpoints.uploadCashback, { body: { documents: [new Blob(['%PDF'])] } });
  // @ts-expect-error documents are files, not names
  input(cashbackEndpoints.uploadCashback, { body: { documents: ['schedule.pdf'] } });
  input(supportEndpoints.uploadScreenshot, { body: { file: new Blob(['png']), token: 'abc' } });
  // @ts-expect-error the screenshot needs the request token
  input(supportEndpoints.uploadScreenshot, { body: { file: new Blob(['png']) } });
  input(paymentEndpoints.decideCreditAgreement, {
    params: { id: 1 },
    body: { decision: 'sign', full_name: 'Sam Jones', confirm: true },
  });
  // @ts-expect-error signing needs the tick
  input(paymentEndpoints.decideCreditAgreement, { params: { id: 1 }, body: { decision: 'sign' } });
  const cardNumber = { policy_reference: 'A', postcode: 'M1 1AE', amount: 1, number: '4111' };
  // @ts-expect-error a guest payment takes a card token, never card details
  input(paymentEndpoints.payAsGuest, { body: cardNumber });
  input(paymentEndpoints.checkGuestPayment, {
    body: { policy_reference: 'A', postcode: 'M1 1AE', amount: 1 },
  });
  input(paymentEndpoints.checkGuestPayment, {
    // @ts-expect-error the check is of the policy and the amount together
    body: { policy_reference: 'A', postcode: 'M1 1AE' },
  });
});
