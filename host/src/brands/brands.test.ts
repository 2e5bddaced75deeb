// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { BRANDS, brandForHost, DEFAULT_BRAND, pageBrand } from './brands';

test('a host name whose first label names a brand serves that brand', () => {
  expect(brandForHost('ridgeline.localhost')).toBe(BRANDS.ridgeline);
  expect(brandForHost('Ridgeline.Portal.Example.')).toBe(BRANDS.ridgeline);
  expect(brandForHost('northway.localhost')).toBe(BRANDS.northway);
});

test('an exact host entry wins, and an entry naming no brand is ignored', () => {
  const hosts = { 'portal.bikes.example': 'ridgeline', 'northway.example': 'nobody' };

  expect(brandForHost('portal.bikes.example', hosts)).toBe(BRANDS.ridgeline);
  expect(brandForHost('northway.example', hosts)).toBe(BRANDS.northway);
});

test('any other host serves the default brand', () => {
  expect(brandForHost('localhost')).toBe(DEFAULT_BRAND);
  expect(brandForHost('127.0.0.1')).toBe(DEFAULT_BRAND);
  expect(brandForHost('constructor.localhost')).toBe(DEFAULT_BRAND);
});

test('the page uses the brand the server chose, else its host name', () => {
  document.body.innerHTML =
    '<script type="application/json" id="portal-brand">"ridgeline"</script>';
  expect(pageBrand(document)).toBe(BRANDS.ridgeline);

  document.body.innerHTML = '<script type="application/json" id="portal-brand">{oops</script>';
  expect(pageBrand(document)).toBe(DEFAULT_BRAND);

  document.body.innerHTML = '';
  expect(pageBrand(document)).toBe(DEFAULT_BRAND);
});
