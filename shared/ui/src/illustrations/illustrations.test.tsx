// @vitest-environment jsdom
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import * as icons from '../icons';

// Every brand illustration is decorative, scales from its viewBox, is painted only with the
// brand's palette (so each brand colours it) and stays small.

const ILLUSTRATIONS = Object.entries(icons).filter(([name]) => name.endsWith('Illustration'));

test.each(ILLUSTRATIONS)('%s is hidden from assistive technology', (_, Illustration) => {
  const { container } = render(<Illustration width={120} />);

  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg).toHaveAttribute('viewBox');
  expect(svg).toHaveStyle({ width: '120px' });
});

test.each(ILLUSTRATIONS)("%s is painted in the brand's colours", (_, Illustration) => {
  const { container } = render(<Illustration />);

  const fills = [...container.querySelectorAll<SVGElement>('svg *')].map(
    (shape) => shape.style.fill,
  );
  expect(fills.some((fill) => fill.startsWith('var(--mantine-color-brand-'))).toBe(true);
  const other = fills.filter(
    (fill) => !/^(var\(--mantine-color-(brand-\d|white)\)|none|)$/.test(fill),
  );
  expect(other).toEqual([]);
});

test('each drawing is under 1.5 kB', () => {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const drawings = readdirSync(folder).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.') && file !== 'illustration.tsx',
  );
  expect(drawings).toHaveLength(ILLUSTRATIONS.length);
  for (const file of drawings)
    expect(statSync(path.join(folder, file)).size, file).toBeLessThan(1500);
});
