import { STORAGE_KEYS } from '@portal/platform';
import * as v from 'valibot';

// portal.md §2 "Dashboard", §9: a packed grid of 4 columns with 15 px between cards, its layout
// kept in local storage - the user's, so it goes when their session ends (§4: logout clears all
// stored state). The grid is an order of cards: each card takes the first free place (top-most,
// then left-most) that fits it, so the grid is always packed and a move is a change of place in
// the order (docs/decisions/011-dashboard-grid.md).

export const GRID_COLUMNS = 4;
export const GRID_MARGIN = 15;
/** portal.md §9: wide screens are over 768 px. */
export const WIDE_QUERY = '(min-width: 769px)';
export const LAYOUT_STORAGE_KEY = STORAGE_KEYS.dashboardLayout;

export interface CardSize {
  readonly id: string;
  /** Columns and rows the card spans. */
  readonly w: number;
  readonly h: number;
}

/** A placed card, in react-grid-layout's shape: `i` is the card's id, x and y its cell. */
export interface LayoutItem {
  readonly i: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

function overlaps(a: LayoutItem, b: LayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Places the cards in order, each at the first free cell that fits it. */
export function packLayout(cards: readonly CardSize[], columns = GRID_COLUMNS): LayoutItem[] {
  const placed: LayoutItem[] = [];
  for (const card of cards) {
    const w = Math.min(Math.max(card.w, 1), columns);
    for (let y = 0, done = false; !done; y++) {
      for (let x = 0; x + w <= columns && !done; x++) {
        const item = { i: card.id, x, y, w, h: card.h };
        if (!placed.some((other) => overlaps(item, other))) {
          placed.push(item);
          done = true;
        }
      }
    }
  }
  return placed;
}

/** The order a layout reads in: top to bottom, then left to right. */
export function layoutOrder(layout: readonly LayoutItem[]): string[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => item.i);
}

/** `ids` with `id` moved to `index` (clamped to the list). */
export function moveTo(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The saved order merged with today's cards: saved cards keep their order, a card the saved
 * layout does not know (a new one) takes its default place, cards that are gone are dropped.
 */
export function restoreOrder(saved: readonly string[] | null, defaults: readonly string[]) {
  if (!saved) return [...defaults];
  let order = saved.filter((id, index) => defaults.includes(id) && saved.indexOf(id) === index);
  defaults.forEach((id, index) => {
    if (!order.includes(id)) order = moveTo([...order, id], id, index);
  });
  return order;
}

const StoredLayoutSchema = v.array(
  v.object({
    i: v.string(),
    x: v.pipe(v.number(), v.integer(), v.minValue(0)),
    y: v.pipe(v.number(), v.integer(), v.minValue(0)),
    w: v.pipe(v.number(), v.integer(), v.minValue(1)),
    h: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
);

/** The saved order, or null when nothing (or nothing readable) is saved. */
export function readSavedOrder(storage: Storage | null): string[] | null {
  try {
    const text = storage?.getItem(LAYOUT_STORAGE_KEY);
    if (!text) return null;
    const parsed = v.safeParse(StoredLayoutSchema, JSON.parse(text));
    return parsed.success ? layoutOrder(parsed.output) : null;
  } catch {
    // A layout that cannot be read is the default layout, not a broken dashboard.
    return null;
  }
}

export function saveLayout(storage: Storage | null, layout: readonly LayoutItem[]): void {
  try {
    storage?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(layout));
  } catch {
    // Private browsing or a full quota: the layout lasts until the page is left.
  }
}

/** The browser's local storage, or null where there is none (or it is refused). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
