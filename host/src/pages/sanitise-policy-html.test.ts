// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { loadedPolicySanitiser, loadPolicySanitiser } from './sanitise-policy-html';

// The rules are the design system's (shared/ui/src/provider-html.test.ts); here, how the privacy
// page loads them and where its document sits.

const TITLE = 'Privacy policy';
const sanitisePolicyHtml = await loadPolicySanitiser();

test('the sanitiser is fetched once: every later call has the same one, at once', async () => {
  expect(loadedPolicySanitiser()).toBe(sanitisePolicyHtml);
  expect(await loadPolicySanitiser()).toBe(sanitisePolicyHtml);
});

test('a script is removed with its code, a form and a style sheet with theirs', () => {
  const html = sanitisePolicyHtml(
    '<p>Kept</p><script>window.ran = true</script><form action="/x"><input name="a"></form>' +
      '<style>body{display:none}</style>',
    TITLE,
  );
  expect(html).toBe('<p>Kept</p>');
});

test('the document sits under the page title: a repeat of it goes, the h2s stay h2s', () => {
  const html = sanitisePolicyHtml(
    '<h1>Privacy  Policy</h1><h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>',
    TITLE,
  );
  expect(html).toBe('<h2 id="collect">What we collect</h2><p>Name</p><h3>Detail</h3>');
});

test('links stay in the page: the policy is read, not a flow to keep', () => {
  const html = sanitisePolicyHtml('<a href="mailto:privacy@northway.example">Write</a>', TITLE);
  expect(html).toBe('<a href="mailto:privacy@northway.example">Write</a>');
});
