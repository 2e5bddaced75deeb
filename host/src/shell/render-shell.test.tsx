import { MESSAGES } from '@portal/contract';
import { expect, test, vi } from 'vitest';
import { renderShell } from './render-shell';

// The portal server renders the shell with the host's pages in it (render-shell.tsx): under Node,
// with no window, and without calling the API.

test('the host pages are rendered with their content and their page title', () => {
  const about = renderShell('/about');
  expect(about.title).toBe('About | Motorwise');
  expect(about.html).toContain('Motorwise is a trading name of Motorwise Insurance Services Ltd');
  expect(renderShell('/error').html).toContain(MESSAGES.serverError);
  expect(renderShell('/sitemap').html).toContain('Before you sign in');
  expect(renderShell('/no/such/page').title).toBe('Page not found | Motorwise');
});

test('the maintenance page is rendered without the query: the browser shows the time', () => {
  const { html } = renderShell('/maintenance');
  expect(html).toContain('The portal is down for maintenance.');
  expect(html).toContain('Please try again shortly.');
  expect(html).toContain('Retry');
});

test('the privacy policy renders its skeleton and leaves the call to the browser', () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const { html } = renderShell('/privacy-policy');
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('privacy-policy-loading');
  expect(fetch).not.toHaveBeenCalled();
});

test('each render starts from an empty query cache', () => {
  expect(renderShell('/privacy-policy').html).toContain('privacy-policy-loading');
  expect(renderShell('/privacy-policy').html).toContain('privacy-policy-loading');
});

test('the design system is in the markup, as the browser will hydrate it', () => {
  expect(renderShell('/about').html).toContain('data-mantine-styles');
});
