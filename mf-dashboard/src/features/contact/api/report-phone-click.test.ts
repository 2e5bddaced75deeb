import { LIMITS } from '@portal/contract';
import { expect, test } from 'vitest';
import { deviceOf } from './report-phone-click';

// What a phone click report says of the device (portal.md §7 POST /contact/phone).

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('each browser is named with its version and layout engine, Edge before the Chrome it also says', () => {
  expect(deviceOf(CHROME, 'Linux armv81')).toMatchObject({
    name: 'Chrome',
    version: '131.0.0.0',
    layout: 'Blink',
    os: 'Linux armv81',
  });
  expect(deviceOf(EDGE, 'Win32')).toMatchObject({ name: 'Edge', version: '131.0.2903.70' });
  expect(deviceOf(SAFARI, 'iPhone')).toMatchObject({
    name: 'Safari',
    version: '18.1',
    layout: 'WebKit',
  });
  expect(deviceOf(FIREFOX, 'Linux x86_64')).toMatchObject({
    name: 'Firefox',
    version: '133.0',
    layout: 'Gecko',
  });
});

test('an unknown browser sends nulls, and a long description is cut to the API text limit', () => {
  const device = deviceOf('x'.repeat(LIMITS.text + 1), '');
  expect(device).toEqual({
    description: 'x'.repeat(LIMITS.text),
    manufacturer: null,
    os: null,
    product: null,
    name: null,
    version: null,
    layout: null,
  });
});
