// Contract-valid answers for the dashboard's tests (portal.md §2 "Dashboard", §3): alerts,
// calendar entries, promotions and a magazine issue, parsed with the contract's schemas.
import * as v from 'valibot';
import {
  AlertSchema,
  EventSchema,
  MagazineIssueSchema,
  PromotionSchema,
  type Alert,
  type CalendarEvent,
} from '@portal/contract';

export function alert(overrides: Partial<v.InferInput<typeof AlertSchema>> = {}): Alert {
  return v.parse(AlertSchema, {
    id: 'alert:1',
    label: 'Your Mazda MX-5 policy is due for renewal on 27/01/2027.',
    value: 101,
    button: 'Renew now',
    route: 'payments-renew',
    type: 'pay_renewal',
    slot: 'dashboard',
    ...overrides,
  });
}

export function calendarEntry(
  overrides: Partial<v.InferInput<typeof EventSchema>> = {},
): CalendarEvent {
  return v.parse(EventSchema, {
    id: 1,
    type: 'event',
    label: 'Direct Debit collection',
    ...overrides,
  });
}

export const OFFER = v.parse(PromotionSchema, {
  id: 7,
  label: 'Add breakdown cover',
  value: 'From £4.99 a month, with home start and national recovery.',
  location: 'https://www.northway.example/breakdown',
  media: { original: '/media/offer.svg', small: '/media/offer-small.svg' },
});

export const SECOND_OFFER = v.parse(PromotionSchema, {
  id: 8,
  label: 'Refer a friend, you both get £25',
  value: 'Share your code with a friend.',
  location: null,
  media: { original: '/media/refer.svg', small: '/media/refer-small.svg' },
});

export const ISSUE = v.parse(MagazineIssueSchema, {
  label: 'Influx - Winter 2026',
  value: 'https://magazine.example/winter-2026',
  media: { cover: '/media/cover.svg' },
});
