import { escapeHtml } from '../http/html';

// The promotions' images (portal.md §2: a lightbox slide has a desktop and a mobile background;
// the magazine card a cover), drawn as small SVGs and served inline as data: URLs, so the demo
// needs no image files and no extra route. Each is a scene: the brand's sky, hills, and the
// promotion's subject (a car on the road, a shield, the sun, a motorbike) placed where the
// slide's text does not cover it - the right of a wide slide, the top of a tall one.

export type Motif = 'road' | 'shield' | 'sun' | 'wheel';

export interface ArtworkOptions {
  readonly width: number;
  readonly height: number;
  /** The sky's gradient, top left to bottom right. */
  readonly colours: readonly [string, string];
  readonly motif: Motif;
}

const WHITE = 'fill="#fff"';
const LINE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

// The subjects, drawn once around (0, 0) in a box about 100 units across.
const CAR =
  `<path d="M-46 20v-10q0-8 8-9l10-15q3-5 10-5h34q6 0 10 5l12 15q8 1 8 9v10z" ${WHITE}/>` +
  '<path d="M-24-1l8-12h14v12zM4-1v-12h13l9 12z" fill="#1f2933" fill-opacity=".45"/>' +
  '<g fill="#1f2933"><circle cx="-26" cy="20" r="11"/><circle cx="26" cy="20" r="11"/></g>' +
  `<g ${WHITE}><circle cx="-26" cy="20" r="4"/><circle cx="26" cy="20" r="4"/></g>`;
const BIKE =
  `<g ${LINE} stroke-width="6"><circle cx="-30" cy="14" r="16"/><circle cx="30" cy="14" r="16"/>` +
  '<path d="M-30 14l20-24h26l14 24M-10-10l12 24M16-10l-6-18h12"/></g>' +
  `<path d="M-20-18h30l8 8h-44zM-8-2h20l-4 12h-12z" ${WHITE}/>`;
const SHIELD = `<path d="M0-50l40 14v32c0 28-20 46-40 54-20-8-40-26-40-54v-32z" ${WHITE} fill-opacity=".92"/>`;
const SUN =
  '<circle r="26" fill="#fff3bf"/>' +
  '<circle r="42" fill="none" stroke="#fff3bf" stroke-width="8" stroke-dasharray="10 22.99"/>';

function subject(motif: Motif, colour: string): string {
  switch (motif) {
    case 'road':
      return CAR;
    case 'wheel':
      return BIKE;
    case 'shield':
      return (
        SHIELD +
        `<path d="M-18 0l12 12 24-26" fill="none" stroke="${colour}" stroke-width="9"` +
        ' stroke-linecap="round" stroke-linejoin="round"/>'
      );
    case 'sun':
      return SUN;
  }
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function gradient([from, to]: readonly [string, string]): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>`
  );
}

/** A hill across the whole width, its top at `y` (a fraction of the height). */
function hill(w: number, h: number, y: number, opacity: number): string {
  const r = (n: number) => Math.round(n);
  return (
    `<path d="M0 ${r(h * y)}C${r(w * 0.3)} ${r(h * (y - 0.1))} ${r(w * 0.65)} ${r(h * (y + 0.08))}` +
    ` ${w} ${r(h * (y - 0.04))}V${h}H0z" fill="#000" fill-opacity="${opacity}"/>`
  );
}

/** The sky, the hills and the subject, for an image `w` by `h`. */
function scene(w: number, h: number, colours: readonly [string, string], motif: Motif): string {
  const wide = w > h;
  const x = Math.round(wide ? w * 0.74 : w * 0.5);
  const y = Math.round(wide ? h * 0.4 : h * 0.3);
  const scale = (Math.min(w, h) * 0.0052).toFixed(2);
  const ground = motif === 'road' || motif === 'wheel';
  // A vehicle stands on a road across the picture, its wheels on the road's top edge.
  const roadTop = y + Math.round(Math.min(w, h) * 0.16);
  const band = Math.round(Math.min(w, h) * 0.07);
  const road = ground
    ? `<rect y="${roadTop}" width="${w}" height="${band}" fill="#1f2933" fill-opacity=".6"/>` +
      `<path d="M0 ${roadTop + band / 2}H${w}" ${LINE} stroke-width="${Math.round(band / 10)}"` +
      ` stroke-dasharray="${band} ${band}"/>`
    : '';
  const glow = `<circle cx="${x}" cy="${y}" r="${Math.round(Math.min(w, h) * 0.36)}" ${WHITE} fill-opacity=".12"/>`;
  return (
    gradient(colours) +
    glow +
    hill(w, h, ground ? (roadTop - band) / h : 0.62, 0.14) +
    road +
    hill(w, h, ground ? (roadTop + band * 2) / h : 0.76, 0.24) +
    `<g transform="translate(${x} ${y}) scale(${scale})">${subject(motif, colours[0])}</g>`
  );
}

export function artwork({ width, height, colours, motif }: ArtworkOptions): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"` +
      ` viewBox="0 0 ${width} ${height}">${scene(width, height, colours, motif)}</svg>`,
  );
}

/** A slide's pair: wide for desktop, tall for mobile (portal.md §2 "Promotion lightbox"). */
export function slideMedia(colours: readonly [string, string], motif: Motif) {
  return {
    original: artwork({ width: 1600, height: 900, colours, motif }),
    small: artwork({ width: 720, height: 1280, colours, motif }),
  };
}

/** A magazine cover: its masthead and issue line over a car on the road, under the sun. */
export function magazineCover(colours: readonly [string, string], issue: string): string {
  const text = (y: number, size: number, content: string) =>
    `<text x="24" y="${y}" fill="#ffffff" font-family="Georgia, serif" font-size="${size}"` +
    ` font-weight="bold">${escapeHtml(content)}</text>`;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">` +
      `${scene(300, 420, colours, 'road')}` +
      `<g transform="translate(250 44) scale(.45)">${SUN}</g>` +
      `${text(72, 56, 'Influx')}${text(396, 20, issue)}</svg>`,
  );
}
