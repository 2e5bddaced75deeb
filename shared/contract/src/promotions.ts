import * as v from 'valibot';
import { endpoint } from './endpoint';

// portal.md §2 (promotion lightbox, ad slots, magazine card), §3 "Promotion" and "Magazine
// issue", §4 "Promotion carousel", §7 /promotions/lightbox, /promotions/ui, /influx-magazine.

export const PromotionMediaSchema = v.object({
  /** The full-size image: the desktop background of a lightbox slide. */
  original: v.string(),
  /** The small image: the mobile background. */
  small: v.string(),
});

export const PromotionSchema = v.object({
  id: v.number(),
  label: v.string(),
  value: v.string(),
  /** Where 'Find out more' leads; null or '' when the promotion has no link. */
  location: v.optional(v.nullable(v.string()), null),
  media: PromotionMediaSchema,
  read: v.optional(v.boolean(), false),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** What one lightbox slide shows (portal.md §2); derived from a promotion by `toLightboxSlide`. */
export interface LightboxSlide {
  readonly id: number;
  readonly heading: string;
  readonly subHeading: string;
  readonly background: { readonly desktop: string; readonly mobile: string };
  /** Opens in a new tab as 'Find out more'; null hides the link. */
  readonly link: string | null;
}

export function toLightboxSlide(promotion: Promotion): LightboxSlide {
  return {
    id: promotion.id,
    heading: promotion.label,
    subHeading: promotion.value,
    background: { desktop: promotion.media.original, mobile: promotion.media.small },
    link: promotion.location?.trim() || null,
  };
}

/** GET /promotions/lightbox/status: whether login promotions show, and how many are unread. */
export const LightboxStatusSchema = v.object({
  /** Settings' 'Show Promotions' / 'Hide Promotions' (portal.md §4). */
  enabled: v.boolean(),
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type LightboxStatus = v.InferOutput<typeof LightboxStatusSchema>;

/** GET /promotions/ui: the dashboard's ad slots by slot id; an empty slot is null. */
export const PromotionSlotsSchema = v.record(v.string(), v.nullable(PromotionSchema));
export type PromotionSlots = v.InferOutput<typeof PromotionSlotsSchema>;

export const MagazineIssueSchema = v.object({
  label: v.string(),
  /** The 'Read' link. */
  value: v.string(),
  media: v.object({ cover: v.string() }),
});
export type MagazineIssue = v.InferOutput<typeof MagazineIssueSchema>;

export const MagazineSubscriptionSchema = v.object({
  subscribed: v.boolean(),
});
export type MagazineSubscription = v.InferOutput<typeof MagazineSubscriptionSchema>;

export const promotionEndpoints = {
  getLightboxPromotions: endpoint({
    method: 'GET',
    path: '/promotions/lightbox',
    auth: 'token',
    response: v.array(PromotionSchema),
  }),
  /** Marks the promotion read (the carousel's Next) and returns it. */
  readLightboxPromotion: endpoint({
    method: 'GET',
    path: '/promotions/lightbox/:id',
    auth: 'token',
    response: PromotionSchema,
  }),
  getLightboxStatus: endpoint({
    method: 'GET',
    path: '/promotions/lightbox/status',
    auth: 'token',
    response: LightboxStatusSchema,
  }),
  /** Opt in ('Show Promotions'); answers the new status. */
  optInLightbox: endpoint({
    method: 'POST',
    path: '/promotions/lightbox',
    auth: 'token',
    changes: ['promotions'],
    response: LightboxStatusSchema,
  }),
  /** Opt out ("Don't show me these again." or 'Hide Promotions'); answers the new status. */
  optOutLightbox: endpoint({
    method: 'DELETE',
    path: '/promotions/lightbox',
    auth: 'token',
    changes: ['promotions'],
    response: LightboxStatusSchema,
  }),
  getPromotionSlots: endpoint({
    method: 'GET',
    path: '/promotions/ui',
    auth: 'token',
    response: PromotionSlotsSchema,
  }),
  /** One ad slot by its slot id; null when nothing is placed in it. */
  getPromotionSlot: endpoint({
    method: 'GET',
    path: '/promotions/ui/:id',
    auth: 'token',
    response: v.nullable(PromotionSchema),
  }),
  /** null while no issue has been published. */
  getLatestMagazineIssue: endpoint({
    method: 'GET',
    path: '/influx-magazine/latest-issue',
    auth: 'token',
    response: v.nullable(MagazineIssueSchema),
  }),
  getMagazineSubscription: endpoint({
    method: 'GET',
    path: '/influx-magazine/subscription',
    auth: 'token',
    response: MagazineSubscriptionSchema,
  }),
  subscribeMagazine: endpoint({
    method: 'POST',
    path: '/influx-magazine/subscription',
    auth: 'token',
    changes: ['magazine'],
    response: MagazineSubscriptionSchema,
  }),
  unsubscribeMagazine: endpoint({
    method: 'DELETE',
    path: '/influx-magazine/subscription',
    auth: 'token',
    changes: ['magazine'],
    response: MagazineSubscriptionSchema,
  }),
};
