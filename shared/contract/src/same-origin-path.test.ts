import { expect, test } from 'vitest';
import { sameOriginPath } from './same-origin-path';

test('a path on the site is kept with its query and hash', () => {
  expect(sameOriginPath('/policies/12?tab=inbox#top')).toBe('/policies/12?tab=inbox#top');
  expect(sameOriginPath('/')).toBe('/');
  expect(sameOriginPath('/login?target=%2Fsettings')).toBe('/login?target=%2Fsettings');
  expect(sameOriginPath('/policies/12/inbox?item=3#latest')).toBe(
    '/policies/12/inbox?item=3#latest',
  );
});

test('the normalised path is returned, never the text as given', () => {
  expect(sameOriginPath('/../../etc/passwd')).toBe('/etc/passwd');
  expect(sameOriginPath('/policies/./12/../13')).toBe('/policies/13');
  expect(sameOriginPath('/settings/.')).toBe('/settings/');
});

test('nothing, or an empty value, gives null', () => {
  expect(sameOriginPath(null)).toBeNull();
  expect(sameOriginPath(undefined)).toBeNull();
  expect(sameOriginPath('')).toBeNull();
});

// The probe's values (issue 38) and their relatives: each one, followed by a browser, would leave
// the site or could after one more decoding on the way.
const HOSTILE = [
  // Absolute and protocol-relative URLs
  'https://elsewhere.example/login',
  'http://elsewhere.example/settings',
  'HTTPS://elsewhere.example',
  '//elsewhere.example/login',
  '///elsewhere.example',
  '////elsewhere.example',
  // Backslashes, which browsers read as slashes
  '/\\elsewhere.example/login',
  '\\\\elsewhere.example',
  '\\/elsewhere.example',
  '/\\/elsewhere.example',
  '/settings\\..\\..\\elsewhere.example',
  // A path that normalises to a protocol-relative URL
  '/.//elsewhere.example',
  '/./\\elsewhere.example',
  '/..//elsewhere.example',
  '/a/../..//elsewhere.example',
  '/././/elsewhere.example/login',
  // Encoded slashes and backslashes, once, twice and thrice
  '/%2F%2Felsewhere.example',
  '/%2f%2felsewhere.example',
  '%2F%2Felsewhere.example',
  '/%2Felsewhere.example',
  '/%5Celsewhere.example',
  '/%5celsewhere.example',
  '/%252F%252Felsewhere.example',
  '/%25252F%25252Felsewhere.example',
  '/.%2F%2Felsewhere.example',
  '/a/..%2F..%2F/elsewhere.example',
  '/%2e/%2felsewhere.example',
  // Broken escapes, which no route of ours holds
  '/settings%',
  '/%E0%A4%A',
  // Control characters, dropped or read differently along the way
  '/\t/elsewhere.example',
  '/\n/elsewhere.example',
  '/\r\n/elsewhere.example',
  '/\u0000/elsewhere.example',
  '/\u007f/elsewhere.example',
  '/%09/elsewhere.example',
  '/%0a/elsewhere.example',
  '/%00/elsewhere.example',
  '/settings?x=\u0000',
  // Schemes that run or hold content
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Not a path at all
  'settings',
  ' /settings',
  '.',
  '?target=/settings',
  '#top',
  'elsewhere.example/login',
  'https:elsewhere.example',
  'https:/elsewhere.example',
  'mailto:someone@elsewhere.example',
];

test.each(HOSTILE)('%j is refused', (value) => {
  expect(sameOriginPath(value)).toBeNull();
});

test('a query or hash that names another origin stays a path on this site', () => {
  expect(sameOriginPath('/?next=//elsewhere.example')).toBe('/?next=//elsewhere.example');
  expect(sameOriginPath('/#//elsewhere.example')).toBe('/#//elsewhere.example');
  for (const value of ['/?next=//elsewhere.example', '/#//elsewhere.example']) {
    const path = sameOriginPath(value) ?? '';
    expect(new URL(path, 'https://portal.example').origin).toBe('https://portal.example');
  }
});
