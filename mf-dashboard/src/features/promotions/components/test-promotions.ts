// Contract-valid login promotions for the promotions feature's tests (portal.md §3 "Promotion"),
// parsed with the contract's schema.
import * as v from 'valibot';
import { LightboxStatusSchema, PromotionSchema, type Promotion } from '@portal/contract';

export function promotion(overrides: Partial<v.InferInput<typeof PromotionSchema>>): Promotion {
  return v.parse(PromotionSchema, {
    id: 1,
    label: 'Breakdown cover from £4.99 a month',
    value: 'Roadside help, home start and national recovery, added to your car policy in minutes.',
    location: 'https://www.northway.example/breakdown',
    media: { original: '/media/breakdown.svg', small: '/media/breakdown-small.svg' },
    read: false,
    ...overrides,
  });
}

export const PROMOTIONS = [
  promotion({ id: 1 }),
  promotion({
    id: 2,
    label: 'Drive well, pay less',
    value: 'Our telematics app scores your driving: careful drivers save up to 20% at renewal.',
    location: 'https://www.northway.example/telematics',
    media: { original: '/media/telematics.svg', small: '/media/telematics-small.svg' },
  }),
  promotion({
    id: 3,
    label: 'Your documents, always with you',
    value: 'Everything we send you is in your policy inbox, ready to show on your phone.',
    location: null,
    media: { original: '/media/documents.svg', small: '/media/documents-small.svg' },
  }),
];

export const OPTED_OUT = v.parse(LightboxStatusSchema, { enabled: false, unread: 0 });
