// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { prefetchListedFiles } from './prefetch';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function listInPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'portal-prefetch';
  script.textContent = text;
  document.body.append(script);
}

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

test('each listed file is prefetched, as a script', () => {
  listInPage('["/federation.5e5e5e5e.js","/504.3016700f.js"]');

  expect(prefetchListedFiles(document)).toEqual(['/federation.5e5e5e5e.js', '/504.3016700f.js']);
  expect(prefetched()).toEqual(['/federation.5e5e5e5e.js', '/504.3016700f.js']);
  expect(document.head.querySelector('link')?.getAttribute('as')).toBe('script');
});

test('a page without the list, or with a list that is not same-origin paths, prefetches nothing', () => {
  expect(prefetchListedFiles(document)).toEqual([]);
  for (const text of [
    'not json',
    '{"a":1}',
    '["//elsewhere.example/x.js"]',
    '["https://x.example/a.js"]',
  ]) {
    document.body.innerHTML = '';
    listInPage(text);
    expect(prefetchListedFiles(document), text).toEqual([]);
  }
  expect(prefetched()).toEqual([]);
});
