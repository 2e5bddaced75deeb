// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { sanitiseFaqHtml } from './sanitise-faq-html';

// What an FAQ answer (GET /meta/faq, HTML written by the provider) keeps before it is shown.

test('scripts and event handlers are removed, the text and its markup kept', () => {
  const html = sanitiseFaqHtml(
    '<p>Choose <strong>Request a change</strong>.</p>' +
      '<script>window.__faqScriptRan = true;</script>' +
      '<img src="x" onerror="window.__faqOnerrorRan = true" alt="">',
  );

  expect(html).toBe('<p>Choose <strong>Request a change</strong>.</p><img src="x" alt="">');
});

test('javascript: links, styles and forms do not survive; other links open in a new tab', () => {
  const html = sanitiseFaqHtml(
    '<p style="position:fixed">Text</p><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://example.com/help">Help</a>' +
      '<form action="https://elsewhere.example"><input name="card"></form><style>*{}</style>',
  );

  expect(html).toBe(
    '<p>Text</p><a>bad</a>' +
      '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">Help</a>',
  );
});

test("an answer's headings move under its question, keeping their order", () => {
  expect(sanitiseFaqHtml('<h1>Cover</h1><h2>Detail</h2><h5>Small</h5>')).toBe(
    '<h3>Cover</h3><h4>Detail</h4><h6>Small</h6>',
  );
  expect(sanitiseFaqHtml('<h3>Already in place</h3><p>Text</p>')).toBe(
    '<h3>Already in place</h3><p>Text</p>',
  );
});
