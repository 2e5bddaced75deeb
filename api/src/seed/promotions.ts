import { prepared } from '../db/prepared';
import { magazineCover, slideMedia, type Motif } from './promotion-artwork';
import type { SeedStep } from './seed-step';

// Promotions for each brand (portal.md §2 "Promotion lightbox", the dashboard's two ad slots and
// the magazine card): three login slides per brand, the brand's own ad slots (Ridgeline has none
// of its own in the second slot, so the offer for every brand shows there), and magazine issues,
// one not yet published. car.driver subscribes to the magazine.

type Portal = 'northway' | 'ridgeline' | null;

interface Seeded {
  readonly portal: Portal;
  readonly slot: 'offer' | 'second-offer' | null;
  readonly label: string;
  readonly value: string;
  readonly location: string | null;
  readonly colours: readonly [string, string];
  readonly motif: Motif;
}

const NORTHWAY: readonly [string, string] = ['#0b3d91', '#3f7fd8'];
const NORTHWAY_WARM: readonly [string, string] = ['#f2a900', '#d9480f'];
const RIDGELINE: readonly [string, string] = ['#1f6f43', '#58b37e'];
const RIDGELINE_WARM: readonly [string, string] = ['#e4572e', '#8c2f39'];

const PROMOTIONS: readonly Seeded[] = [
  {
    portal: 'northway',
    slot: null,
    label: 'Breakdown cover from £4.99 a month',
    value: 'Roadside help, home start and national recovery, added to your car policy in minutes.',
    location: 'https://www.northway.example/breakdown',
    colours: NORTHWAY,
    motif: 'road',
  },
  {
    portal: 'northway',
    slot: null,
    label: 'Drive well, pay less',
    value: 'Our telematics app scores your driving: careful drivers save up to 20% at renewal.',
    location: 'https://www.northway.example/telematics',
    colours: NORTHWAY_WARM,
    motif: 'sun',
  },
  {
    portal: 'northway',
    slot: null,
    label: 'Your documents, always with you',
    value: 'Everything we send you is in your policy inbox, ready to show on your phone.',
    location: null,
    colours: NORTHWAY,
    motif: 'shield',
  },
  {
    portal: 'ridgeline',
    slot: null,
    label: 'Cover for your helmet and leathers',
    value: 'Add kit cover to your bike policy and ride knowing your gear is protected too.',
    location: 'https://www.ridgeline.example/kit-cover',
    colours: RIDGELINE,
    motif: 'shield',
  },
  {
    portal: 'ridgeline',
    slot: null,
    label: 'Ride on through the winter',
    value: 'Laid up until spring? Lay-up cover keeps your bike insured in the garage for less.',
    location: 'https://www.ridgeline.example/lay-up',
    colours: RIDGELINE_WARM,
    motif: 'wheel',
  },
  {
    portal: 'ridgeline',
    slot: null,
    label: 'Advanced riding at half price',
    value: 'Two days with a police-trained instructor, half price for Ridgeline riders.',
    location: 'https://www.ridgeline.example/events/advanced-riding',
    colours: RIDGELINE,
    motif: 'road',
  },
  {
    portal: 'northway',
    slot: 'offer',
    label: 'Add breakdown cover',
    value: 'From £4.99 a month, with home start and national recovery.',
    location: 'https://www.northway.example/breakdown',
    colours: NORTHWAY_WARM,
    motif: 'road',
  },
  {
    portal: 'northway',
    slot: 'second-offer',
    label: 'Refer a friend, you both get £25',
    value: 'Share your code: when your friend takes out a policy, we send you each a £25 voucher.',
    location: 'https://www.northway.example/refer',
    colours: NORTHWAY,
    motif: 'sun',
  },
  {
    portal: 'ridgeline',
    slot: 'offer',
    label: 'Protect your kit',
    value: 'Helmet and leathers cover up to £2,000, from £2.50 a month.',
    location: 'https://www.ridgeline.example/kit-cover',
    colours: RIDGELINE_WARM,
    motif: 'shield',
  },
  {
    portal: null,
    slot: 'second-offer',
    label: 'Travel insurance from £12',
    value: 'Single trip and annual cover for Europe and worldwide, for our policyholders.',
    location: 'https://www.travel-partner.example/policyholders',
    colours: ['#5f3dc4', '#9775fa'],
    motif: 'sun',
  },
];

export const promotionsSeed: SeedStep = {
  id: 'promotions-content',
  async run({ db, date, now, userId }) {
    const insert = prepared<
      [Portal, string, string | null, number, string, string, string | null, string, string]
    >(
      db,
      `INSERT INTO promotions (portal, placement, slot, position, label, value, location,
         media_original, media_small)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [position, promotion] of PROMOTIONS.entries()) {
      const media = slideMedia(promotion.colours, promotion.motif);
      await insert.run(
        promotion.portal,
        promotion.slot ? 'slot' : 'lightbox',
        promotion.slot,
        position,
        promotion.label,
        promotion.value,
        promotion.location,
        media.original,
        media.small,
      );
    }

    const issue = prepared<[string, string, string, string, string]>(
      db,
      `INSERT INTO magazine_issues (portal, label, value, cover, published_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    const at = (days: number) => `${date(days)}T08:00:00.000Z`;
    const issues = [
      ['northway', 'Influx - Autumn 2026', 'autumn-2026', NORTHWAY_WARM, -100],
      ['northway', 'Influx - Winter 2026', 'winter-2026', NORTHWAY, -20],
      ['northway', 'Influx - Spring 2027', 'spring-2027', NORTHWAY_WARM, 90],
      ['ridgeline', 'Influx Ride - Winter 2026', 'ride-winter-2026', RIDGELINE, -10],
    ] as const;
    for (const [portal, label, slug, colours, days] of issues) {
      const site = `https://www.${portal}.example/influx/${slug}`;
      await issue.run(
        portal,
        label,
        site,
        magazineCover(colours, label.replace(/^.* - /, '')),
        at(days),
      );
    }

    await prepared<[number, string]>(
      db,
      'INSERT INTO magazine_subscriptions (user_id, subscribed_at) VALUES (?, ?)',
    ).run(await userId('car.driver'), now.toISOString());
  },
};
