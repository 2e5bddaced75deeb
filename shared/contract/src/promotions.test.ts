import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  LightboxStatusSchema,
  MagazineIssueSchema,
  promotionEndpoints,
  PromotionSchema,
  PromotionSlotsSchema,
  toLightboxSlide,
} from './promotions';

const promotion = {
  id: 3,
  label: 'Breakdown cover',
  value: 'Add it for 10% less',
  location: 'https://example.com/breakdown',
  media: { original: '/img/breakdown.jpg', small: '/img/breakdown-small.jpg' },
  read: false,
};

test('a lightbox slide shows the label, the value, a background per screen and the link', () => {
  expect(toLightboxSlide(v.parse(PromotionSchema, promotion))).toEqual({
    id: 3,
    heading: 'Breakdown cover',
    subHeading: 'Add it for 10% less',
    background: { desktop: '/img/breakdown.jpg', mobile: '/img/breakdown-small.jpg' },
    link: 'https://example.com/breakdown',
  });
});

test('a promotion without a location has no Find out more link', () => {
  for (const location of [null, '', '  ', undefined]) {
    const parsed = v.parse(PromotionSchema, { ...promotion, location });
    expect(toLightboxSlide(parsed).link).toBeNull();
  }
});

test('a promotion is unread unless it says so, and needs both images', () => {
  const unsaid = Object.fromEntries(Object.entries(promotion).filter(([key]) => key !== 'read'));
  expect(v.parse(PromotionSchema, unsaid).read).toBe(false);
  expect(
    v.safeParse(PromotionSchema, { ...promotion, media: { original: '/a.jpg' } }).success,
  ).toBe(false);
});

test('ad slots are keyed by slot id, and a slot may be empty', () => {
  const slots = v.parse(PromotionSlotsSchema, { 'offer-1': promotion, 'offer-2': null });
  expect(slots['offer-1']?.label).toBe('Breakdown cover');
  expect(slots['offer-2']).toBeNull();
});

test('the lightbox status counts unread promotions from 0', () => {
  expect(v.parse(LightboxStatusSchema, { enabled: true, unread: 0 })).toEqual({
    enabled: true,
    unread: 0,
  });
  expect(v.safeParse(LightboxStatusSchema, { enabled: true, unread: -1 }).success).toBe(false);
  expect(v.safeParse(LightboxStatusSchema, { enabled: true, unread: 1.5 }).success).toBe(false);
});

test('a magazine issue has a label, a Read link and a cover', () => {
  const issue = {
    label: 'Winter 2026',
    value: 'https://example.com/issue',
    media: { cover: '/c.jpg' },
  };
  expect(v.parse(MagazineIssueSchema, issue)).toEqual(issue);
  expect(v.safeParse(MagazineIssueSchema, { ...issue, media: {} }).success).toBe(false);
});

test('opting in and out of the lightbox are POST and DELETE on one path', () => {
  const { optInLightbox, optOutLightbox, readLightboxPromotion, getLightboxStatus } =
    promotionEndpoints;
  expect([optInLightbox.method, optInLightbox.path]).toEqual(['POST', '/promotions/lightbox']);
  expect([optOutLightbox.method, optOutLightbox.path]).toEqual(['DELETE', '/promotions/lightbox']);
  expect([readLightboxPromotion.method, readLightboxPromotion.path]).toEqual([
    'GET',
    '/promotions/lightbox/:id',
  ]);
  expect(getLightboxStatus.path).toBe('/promotions/lightbox/status');
});

test('the magazine subscription is read, started and stopped on one path', () => {
  const { getMagazineSubscription, subscribeMagazine, unsubscribeMagazine } = promotionEndpoints;
  expect(
    [getMagazineSubscription, subscribeMagazine, unsubscribeMagazine].map((e) => e.method),
  ).toEqual(['GET', 'POST', 'DELETE']);
  expect(new Set([subscribeMagazine.path, unsubscribeMagazine.path])).toEqual(
    new Set(['/influx-magazine/subscription']),
  );
  expect(v.parse(promotionEndpoints.getLatestMagazineIssue.response, null)).toBeNull();
});
