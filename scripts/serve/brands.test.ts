import { expect, test } from 'vitest';
import { BRANDS as API_BRANDS } from '../../api/src/seed/brands.ts';
import { BRANDS } from '../../host/src/brands/brands.ts';
import { brandConfigFromEnv, brandOfRequest } from './brand-config.ts';

test('the portal shows each brand as the provider records it', () => {
  const provider = API_BRANDS.map(({ id, label, legalName, regulatorNumber, contactNumber }) => ({
    id,
    label,
    legalName,
    regulatorNumber,
    contactNumber,
  }));
  expect(Object.values(BRANDS)).toEqual(provider);
});

test('PORTAL_BRAND serves every host as one brand', () => {
  const config = brandConfigFromEnv({ PORTAL_BRAND: 'ridgeline' });
  expect(brandOfRequest(config, 'localhost')).toBe(BRANDS.ridgeline);
  expect(brandOfRequest(config, 'northway.localhost')).toBe(BRANDS.ridgeline);
});

test('PORTAL_BRAND_HOSTS maps host names to brands', () => {
  const config = brandConfigFromEnv({
    PORTAL_BRAND_HOSTS: '{"Bikes.Example":"ridgeline"}',
  });
  expect(brandOfRequest(config, 'bikes.example')).toBe(BRANDS.ridgeline);
  expect(brandOfRequest(config, 'cars.example')).toBe(BRANDS.northway);
});

test('a brand setting naming no brand stops the server with the reason', () => {
  expect(() => brandConfigFromEnv({ PORTAL_BRAND: 'acme' })).toThrow(
    "PORTAL_BRAND 'acme' is no brand. Brands: northway, ridgeline.",
  );
  expect(() => brandConfigFromEnv({ PORTAL_BRAND_HOSTS: '{"a.example":"acme"}' })).toThrow(
    "PORTAL_BRAND_HOSTS names 'acme' for a.example, which is no brand.",
  );
});
