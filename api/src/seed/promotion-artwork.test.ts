import { expect, test } from 'vitest';
import { magazineCover, slideMedia, type Motif } from './promotion-artwork';

// The seeded promotions' pictures: a scene with its subject, not a flat gradient, small enough
// to travel inline in every promotions answer.

const MOTIFS: readonly Motif[] = ['road', 'shield', 'sun', 'wheel'];
const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

test.each(MOTIFS)('a %s slide draws its subject over hills, wide and tall', (motif) => {
  const media = slideMedia(['#0b3d91', '#3f7fd8'], motif);

  for (const [url, size] of [
    [media.original, 'width="1600" height="900"'],
    [media.small, 'width="720" height="1280"'],
  ] as const) {
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    const svg = svgOf(url);
    expect(svg).toContain(size);
    expect(svg).toMatch(/<g transform="translate\(\d+ \d+\) scale\([\d.]+\)">/);
    expect(svg.match(/fill-opacity/g)?.length).toBeGreaterThanOrEqual(3);
    expect(url.length).toBeLessThan(2500);
  }
});

test('a magazine cover carries its masthead and issue, escaped', () => {
  const svg = svgOf(magazineCover(['#0b3d91', '#3f7fd8'], 'Winter & <Spring>'));

  expect(svg).toContain('>Influx</text>');
  expect(svg).toContain('>Winter &amp; &lt;Spring&gt;</text>');
});
