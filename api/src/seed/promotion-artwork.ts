// The promotions' images (portal.md §2: a lightbox slide has a desktop and a mobile background;
// the magazine card a cover), drawn as small SVGs and served inline as data: URLs, so the demo
// needs no image files and no extra route.

export type Motif = 'road' | 'shield' | 'sun' | 'wheel';

export interface ArtworkOptions {
  readonly width: number;
  readonly height: number;
  /** The gradient, top left to bottom right. */
  readonly colours: readonly [string, string];
  readonly motif: Motif;
}

function motifShapes(motif: Motif, w: number, h: number): string {
  const light = 'fill="#ffffff" fill-opacity="0.18"';
  switch (motif) {
    case 'road':
      return (
        `<path d="M${w * 0.35} ${h} C ${w * 0.45} ${h * 0.6}, ${w * 0.6} ${h * 0.5}, ${w * 0.62} 0` +
        ` L ${w * 0.7} 0 C ${w * 0.7} ${h * 0.5}, ${w * 0.62} ${h * 0.7}, ${w * 0.65} ${h} Z" ${light}/>`
      );
    case 'shield':
      return (
        `<path d="M${w * 0.72} ${h * 0.15} l ${w * 0.14} ${h * 0.08} v ${h * 0.25} c 0 ${h * 0.18},` +
        ` -${w * 0.07} ${h * 0.28}, -${w * 0.14} ${h * 0.36} c -${w * 0.07} -${h * 0.08},` +
        ` -${w * 0.14} -${h * 0.18}, -${w * 0.14} -${h * 0.36} v -${h * 0.25} Z" ${light}/>`
      );
    case 'sun':
      return (
        `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.18}" ${light}/>` +
        `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.3}" ${light}/>`
      );
    case 'wheel':
      return (
        `<circle cx="${w * 0.75}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.25}" fill="none"` +
        ` stroke="#ffffff" stroke-opacity="0.25" stroke-width="${Math.min(w, h) * 0.05}"/>` +
        `<circle cx="${w * 0.75}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.05}" ${light}/>`
      );
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

export function artwork({ width, height, colours, motif }: ArtworkOptions): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"` +
      ` viewBox="0 0 ${width} ${height}">${gradient(colours)}` +
      `${motifShapes(motif, width, height)}</svg>`,
  );
}

/** A slide's pair: wide for desktop, tall for mobile (portal.md §2 "Promotion lightbox"). */
export function slideMedia(colours: readonly [string, string], motif: Motif) {
  return {
    original: artwork({ width: 1600, height: 900, colours, motif }),
    small: artwork({ width: 720, height: 1280, colours, motif }),
  };
}

/** A magazine cover with its masthead and issue line. */
export function magazineCover(colours: readonly [string, string], issue: string): string {
  const text = (y: number, size: number, content: string) =>
    `<text x="24" y="${y}" fill="#ffffff" font-family="Georgia, serif" font-size="${size}"` +
    ` font-weight="bold">${content.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`;
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">` +
      `${gradient(colours)}${motifShapes('sun', 300, 420)}` +
      `${text(72, 56, 'Influx')}${text(396, 20, issue)}</svg>`,
  );
}
