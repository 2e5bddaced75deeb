// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { loadedPolicySanitiser, loadPolicySanitiser } from './sanitise-policy-html';

const TITLE = 'Privacy policy';
const sanitisePolicyHtml = await loadPolicySanitiser();

test('DOMPurify is fetched once: every later call has the same sanitiser, at once', async () => {
  expect(loadedPolicySanitiser()).toBe(sanitisePolicyHtml);
  expect(await loadPolicySanitiser()).toBe(sanitisePolicyHtml);
});

test('a script element is removed with its code', () => {
  const html = sanitisePolicyHtml('<p>Kept</p><script>window.ran = true</script>', TITLE);
  expect(html).toBe('<p>Kept</p>');
});

test('event handlers and javascript: links are removed, the text and safe links stay', () => {
  const html = sanitisePolicyHtml(
    '<img src="x" onerror="window.ran = true">' +
      '<a href="javascript:alert(1)">Bad</a>' +
      '<a href="mailto:privacy@northway.example">Write to us</a>',
    TITLE,
  );
  expect(html).not.toMatch(/onerror|javascript:|<script/i);
  expect(html).toContain('<a>Bad</a>');
  expect(html).toContain('<a href="mailto:privacy@northway.example">Write to us</a>');
});

test('embedded frames, forms, style sheets and style attributes are removed', () => {
  const html = sanitisePolicyHtml(
    '<iframe src="https://elsewhere.example"></iframe><form action="/x"><input name="a"></form>' +
      '<style>body{display:none}</style><p style="display:none">Text</p>',
    TITLE,
  );
  expect(html).not.toMatch(/<iframe|<form|<style/i);
  expect(html).toContain('<p>Text</p>');
});

test('a leading h1 that repeats the page title is dropped; the h2s below stay h2s', () => {
  const html = sanitisePolicyHtml(
    '<h1>Privacy  Policy</h1><h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>',
    TITLE,
  );
  expect(html).toBe('<h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>');
});

test('a leading h1 with other words is kept, as a level-two heading, and the rest move down', () => {
  const html = sanitisePolicyHtml(
    '<h1>How we use your data</h1><h2>Why</h2><h5>Note</h5><h6>Small print</h6>',
    TITLE,
  );
  expect(html).toBe('<h2>How we use your data</h2><h3>Why</h3><h6>Note</h6><h6>Small print</h6>');
});

test('a document whose top headings are h3s has them raised to h2s', () => {
  const html = sanitisePolicyHtml('<h3>Cookies</h3><h4>Essential</h4>', TITLE);
  expect(html).toBe('<h2>Cookies</h2><h3>Essential</h3>');
});

test('a document without headings is left as it is', () => {
  expect(sanitisePolicyHtml('<p>Only text.</p>', TITLE)).toBe('<p>Only text.</p>');
});

test('the document is never left with an h1 of its own', () => {
  const html = sanitisePolicyHtml('<p>Intro</p><h1>Privacy policy</h1><h1>Another</h1>', TITLE);
  expect(html).not.toContain('<h1');
  expect(html).toBe('<p>Intro</p><h2>Privacy policy</h2><h2>Another</h2>');
});
