import { expect, test } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://portal.example';

test('a path on the site is kept with its query and hash', () => {
  expect(sameOriginPath('/policies/12?tab=inbox#top', ORIGIN)).toBe('/policies/12?tab=inbox#top');
  expect(sameOriginPath('/', ORIGIN)).toBe('/');
});

test('nothing, or an empty value, gives null', () => {
  expect(sameOriginPath(null, ORIGIN)).toBeNull();
  expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
  expect(sameOriginPath('', ORIGIN)).toBeNull();
});

test('another origin is refused however it is written', () => {
  expect(sameOriginPath('https://elsewhere.example/login', ORIGIN)).toBeNull();
  expect(sameOriginPath('//elsewhere.example/login', ORIGIN)).toBeNull();
  expect(sameOriginPath('/\\elsewhere.example/login', ORIGIN)).toBeNull();
  expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBeNull();
  expect(sameOriginPath('policies', ORIGIN)).toBeNull();
});

test('dot segments are resolved on the site, never off it', () => {
  expect(sameOriginPath('/../../etc/passwd', ORIGIN)).toBe('/etc/passwd');
});
