// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { sanitiseAgreementHtml } from './sanitise-agreement-html';

// The seeded credit agreement's second page (api/src/seed/payments.ts), with what a hostile
// page could add.
const SEEDED_PAGE =
  '<h2>Your rights</h2><p>You may withdraw from this agreement within 14 days of signing it ' +
  'without giving a reason.</p>' +
  '<script>window.__agreementScriptRan = true;</script>' +
  '<img src="x" onerror="window.__agreementOnerrorRan = true" alt="">' +
  '<p>For everything else, please phone us.</p>';

test('scripts and event handlers are removed, the text is kept', () => {
  const html = sanitiseAgreementHtml(SEEDED_PAGE);

  expect(html).not.toContain('<script');
  expect(html).not.toContain('onerror');
  expect(html).not.toContain('__agreement');
  expect(html).toContain('<p>For everything else, please phone us.</p>');
  expect(html).toContain('<img src="x" alt="">');
});

test('javascript: links, styles and forms do not survive; other links open in a new tab', () => {
  const html = sanitiseAgreementHtml(
    '<p style="position:fixed">Text</p><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://example.com/terms">Full terms</a>' +
      '<form action="https://elsewhere.example"><input name="card"></form><style>*{}</style>',
  );

  expect(html).toBe(
    '<p>Text</p><a>bad</a>' +
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Full terms</a>',
  );
});

test("a page's headings move under the agreement's title, keeping their order", () => {
  expect(sanitiseAgreementHtml('<h1>Terms</h1><h2>Cover</h2><h4>Detail</h4>')).toBe(
    '<h3>Terms</h3><h4>Cover</h4><h6>Detail</h6>',
  );
  expect(sanitiseAgreementHtml('<h2>Your policy terms</h2><p>Text</p>')).toBe(
    '<h3>Your policy terms</h3><p>Text</p>',
  );
});
