// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { sanitiseProviderHtml } from './provider-html';

// What HTML written by the provider keeps before a screen shows it.

const UNDER_A_SECTION = { topLevel: 3, linksInNewTab: true } as const;
const UNDER_THE_PAGE = { topLevel: 2, repeatsTitle: 'Privacy policy' } as const;

// The seeded terms' second page (api/src/seed/agreements.ts), as the API hands it over.
const SEEDED_PAGE =
  '<h2>Cancelling your policy</h2><p>You may cancel within 14 days of the start date for a ' +
  'full refund, less any time on cover.</p>' +
  '<script>window.__agreementScriptRan = true;</script>' +
  '<img src="x" onerror="window.__agreementOnerrorRan = true" alt="">' +
  '<p>For everything else, please phone us.</p>';

test('scripts and event handlers are removed, the text and its markup kept', () => {
  const html = sanitiseProviderHtml(SEEDED_PAGE, UNDER_A_SECTION);

  expect(html).not.toContain('<script');
  expect(html).not.toContain('onerror');
  expect(html).not.toContain('__agreement');
  expect(html).toContain('<p>For everything else, please phone us.</p>');
  expect(html).toContain('<img src="x" alt="">');
});

test('javascript: links, frames, styles and forms do not survive; their words do', () => {
  const html = sanitiseProviderHtml(
    '<p style="position:fixed">Text</p><a href="javascript:alert(1)">bad</a>' +
      '<iframe src="https://elsewhere.example"></iframe>' +
      '<form action="https://elsewhere.example"><input name="card"><button>Go</button></form>' +
      '<style>*{}</style><a href="mailto:privacy@northway.example">Write to us</a>',
    UNDER_THE_PAGE,
  );

  expect(html).toBe(
    '<p>Text</p><a>bad</a>Go<a href="mailto:privacy@northway.example">Write to us</a>',
  );
});

test('links open in a tab of their own where the screen asks for it', () => {
  const html = sanitiseProviderHtml(
    '<a href="https://example.com/terms">Full terms</a>',
    UNDER_A_SECTION,
  );

  expect(html).toBe(
    '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Full terms</a>',
  );
});

test('under a section, the headings start at h3 and keep their order', () => {
  expect(sanitiseProviderHtml('<h1>Terms</h1><h2>Cover</h2><h4>Detail</h4>', UNDER_A_SECTION)).toBe(
    '<h3>Terms</h3><h4>Cover</h4><h6>Detail</h6>',
  );
  expect(sanitiseProviderHtml('<h3>Already in place</h3><p>Text</p>', UNDER_A_SECTION)).toBe(
    '<h3>Already in place</h3><p>Text</p>',
  );
});

test('under the page, a leading h1 that repeats its title is dropped and h2s stay h2s', () => {
  expect(
    sanitiseProviderHtml(
      '<h1>Privacy  Policy</h1><h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>',
      UNDER_THE_PAGE,
    ),
  ).toBe('<h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>');
});

test('a leading h1 with other words is kept, as the top level, and the rest move down', () => {
  expect(
    sanitiseProviderHtml(
      '<h1>How we use your data</h1><h2>Why</h2><h5>Note</h5><h6>Small print</h6>',
      UNDER_THE_PAGE,
    ),
  ).toBe('<h2>How we use your data</h2><h3>Why</h3><h6>Note</h6><h6>Small print</h6>');
});

test('top headings below the level are raised to it; a document without headings is as it was', () => {
  expect(sanitiseProviderHtml('<h3>Cookies</h3><h4>Essential</h4>', UNDER_THE_PAGE)).toBe(
    '<h2>Cookies</h2><h3>Essential</h3>',
  );
  expect(sanitiseProviderHtml('<p>Only text.</p>', UNDER_THE_PAGE)).toBe('<p>Only text.</p>');
});

test('the document is never left with an h1 of its own', () => {
  const html = sanitiseProviderHtml(
    '<p>Intro</p><h1>Privacy policy</h1><h1>Another</h1>',
    UNDER_THE_PAGE,
  );

  expect(html).toBe('<p>Intro</p><h2>Privacy policy</h2><h2>Another</h2>');
});
