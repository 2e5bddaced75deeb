import { MESSAGES } from '@portal/contract';
import { expect, test, vi } from 'vitest';
import { BRANDS, DEFAULT_BRAND } from '../brands/brands';
import { renderShell } from './render-shell';

// The portal server renders the shell with the host's pages in it (render-shell.tsx): under Node,
// with no window, and without calling the API.

test('the host pages are rendered with their content and their page title', () => {
  const about = renderShell('/about', DEFAULT_BRAND);
  expect(about.title).toBe('About | Northway Motor Insurance');
  expect(about.html).toContain(
    'Northway Motor Insurance is a trading name of Northway Insurance Services Limited',
  );
  expect(renderShell('/error', DEFAULT_BRAND).html).toContain(MESSAGES.serverError);
  expect(renderShell('/sitemap', DEFAULT_BRAND).html).toContain('Before you sign in');
  expect(renderShell('/no/such/page', DEFAULT_BRAND).title).toBe(
    'Page not found | Northway Motor Insurance',
  );
});

test('a payment outcome is titled for what was done, in the document and the stand-in', () => {
  const directDebit = renderShell('/policies/101/direct-debit/complete', DEFAULT_BRAND);
  expect(directDebit.title).toBe('Direct Debit set up | Northway Motor Insurance');
  expect(directDebit.html).toMatch(/<h1[^>]*>Direct Debit set up<\/h1>/);
  expect(renderShell('/policies/101/refunds/complete', DEFAULT_BRAND).title).toBe(
    'Refund accepted | Northway Motor Insurance',
  );
  expect(renderShell('/policies/101/pay/complete', DEFAULT_BRAND).title).toBe(
    'Payment successful | Northway Motor Insurance',
  );
});

test('the maintenance page is rendered without the query: the browser shows the time', () => {
  const { html } = renderShell('/maintenance', DEFAULT_BRAND);
  expect(html).toContain('The portal is down for maintenance.');
  expect(html).toContain('Please try again shortly.');
  expect(html).toContain('Retry');
});

test('the privacy policy renders its skeleton and leaves the call to the browser', () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const { html } = renderShell('/privacy-policy', DEFAULT_BRAND);
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('privacy-policy-loading');
  expect(fetch).not.toHaveBeenCalled();
});

test('each render starts from an empty query cache', () => {
  expect(renderShell('/privacy-policy', DEFAULT_BRAND).html).toContain('privacy-policy-loading');
  expect(renderShell('/privacy-policy', DEFAULT_BRAND).html).toContain('privacy-policy-loading');
});

test('the design system is in the markup, as the browser will hydrate it', () => {
  expect(renderShell('/about', DEFAULT_BRAND).html).toContain('data-mantine-styles');
});

test('the frame names the brand it is rendered as, in the header and the footer', () => {
  const { html, title } = renderShell('/about', BRANDS.ridgeline);
  expect(title).toBe('About | Ridgeline Bike Insurance');
  expect(html).toContain('Ridgeline Motorcycle Insurance Limited');
});

test('the cookie banner is in the page until the request carries an answer', () => {
  expect(renderShell('/login', DEFAULT_BRAND).html).toContain('Cookies on this site');
  expect(renderShell('/login', DEFAULT_BRAND, 'allow').html).not.toContain('Cookies on this site');
  expect(renderShell('/login', DEFAULT_BRAND, 'deny').html).not.toContain('Cookies on this site');
});
