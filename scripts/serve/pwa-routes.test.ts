import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { registerPwaRoutes, type ManifestBrand } from './pwa-routes.ts';

// The web app manifest is made per request from the request's brand, so each brand's portal
// installs under its own name (portal.md §1; the brand map decides the brand).

const NORTHWAY: ManifestBrand = {
  id: 'northway',
  label: 'Northway Motor Insurance',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '100001',
  contactNumber: '0330 000 0001',
};
const RIDGELINE: ManifestBrand = {
  ...NORTHWAY,
  id: 'ridgeline',
  label: 'Ridgeline Bike Insurance',
};

test('each host name gets the manifest of its own brand, checked again on every use', async () => {
  const app = Fastify();
  registerPwaRoutes(app, {
    brandFor: (request) => (request.hostname.startsWith('ridgeline.') ? RIDGELINE : NORTHWAY),
  });

  const northway = await app.inject({
    url: '/manifest.webmanifest',
    headers: { host: 'portal.northway.test' },
  });
  const ridgeline = await app.inject({
    url: '/manifest.webmanifest',
    headers: { host: 'ridgeline.portal.test' },
  });

  expect(northway.statusCode).toBe(200);
  expect(northway.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(northway.headers['cache-control']).toBe('no-cache');
  expect(northway.headers['vary']).toBe('host');
  expect(northway.json()).toMatchObject({
    name: 'Northway Motor Insurance',
    short_name: 'Northway Motor Insurance',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(ridgeline.json()).toMatchObject({ name: 'Ridgeline Bike Insurance' });
  // Each installs in its own colour, its header's, as the page's theme-color has it.
  expect(northway.json().theme_color).toBe('#085a73');
  expect(ridgeline.json().theme_color).toBe('#ad3a07');
  expect(northway.json().icons).toContainEqual({
    src: '/favicon.svg',
    type: 'image/svg+xml',
    sizes: 'any',
    purpose: 'any',
  });
  await app.close();
});
