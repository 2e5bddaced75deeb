// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWithPortal } from '@portal/platform/testing';
import { Button, Modal } from '@portal/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookie, readConsent } from './consent';
import { BANNER_HEIGHT_PROPERTY, CookieBanner } from './cookie-banner';

// portal.md §4 Cookie consent: unanswered, allow or deny (remembered 28 days); allow enables the
// consent scripts, deny removes non-essential cookies and reloads. The banner sits below every
// dialog and the page ends above it, so it hides nothing for good.

const SHELL_CSS = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../styles.css'),
  'utf8',
);

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBanner() {
  const reload = vi.fn();
  renderWithPortal(<CookieBanner reload={reload} />, { providers: ShellProviders });
  return reload;
}

function pageNamesScript() {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'portal-consent-scripts';
  tag.textContent = JSON.stringify([{ id: 'usage', src: '/consent/usage.js' }]);
  document.head.append(tag);
}

test('the answer is remembered 28 days', () => {
  expect(consentCookie('allow')).toBe(
    `${CONSENT_COOKIE}=allow; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`,
  );
  expect(CONSENT_MAX_AGE_S).toBe(2_419_200);
  expect(readConsent('a=1; portal_consent=deny')).toBe('deny');
  expect(readConsent('portal_consent=maybe')).toBeNull();
});

test('allowing hides the banner and loads the consent scripts', async () => {
  pageNamesScript();
  const reload = renderBanner();
  expect(document.getElementById('consent-script-usage')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Allow cookies' }));

  expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  expect(readConsent(document.cookie)).toBe('allow');
  expect(document.getElementById('consent-script-usage')).toHaveAttribute(
    'src',
    '/consent/usage.js',
  );
  expect(reload).not.toHaveBeenCalled();
});

test('denying removes the non-essential cookies, keeps the opt-outs and reloads', async () => {
  pageNamesScript();
  document.cookie = 'tracking=abc; Path=/';
  document.cookie = 'portal_optout_telematics=1; Path=/';
  const reload = renderBanner();

  await userEvent.click(screen.getByRole('button', { name: 'Deny cookies' }));

  expect(document.cookie).not.toContain('tracking=');
  expect(document.cookie).toContain('portal_optout_telematics=1');
  expect(readConsent(document.cookie)).toBe('deny');
  expect(document.getElementById('consent-script-usage')).toBeNull();
  expect(reload).toHaveBeenCalledOnce();
});

test('an answered question is not asked again', () => {
  document.cookie = consentCookie('deny');
  renderBanner();
  expect(screen.queryByRole('button', { name: 'Allow cookies' })).not.toBeInTheDocument();
});

/** A dashboard card's dialog, opened on demand, and one kept mounted while closed. */
function QuickQuote() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Request a quote</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Quick quote">
        <Button>Request callback</Button>
      </Modal>
      <Modal opened={false} onClose={() => {}} title="Kept mounted" keepMounted>
        <p>Closed</p>
      </Modal>
    </>
  );
}

function zIndexIn(css: string, selector: string): number {
  const rule = new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{[^}]*z-index: (\\d+)`).exec(
    css,
  );
  return Number(rule?.[2]);
}

test('a dialog opens above the banner, which is inert until the dialog closes', async () => {
  const { user } = renderWithPortal(
    <>
      <CookieBanner />
      <QuickQuote />
    </>,
    { providers: ShellProviders },
  );
  const banner = screen.getByRole('region', { name: 'Cookies on this site' });
  // A dialog kept mounted while closed is no open dialog.
  expect(banner).not.toHaveAttribute('inert');

  await user.click(screen.getByRole('button', { name: 'Request a quote' }));

  const dialog = await screen.findByRole('dialog', { name: 'Quick quote' });
  await waitFor(() => expect(banner).toHaveAttribute('inert'));
  // Mantine's modals stack at their z-index, the banner below them: the modal and its overlay
  // cover it, so the dialog's 'Request callback' is never under it.
  const modalLayer = dialog.closest<HTMLElement>('[style*="--mb-z-index"]');
  const modalZ = Number(modalLayer?.style.getPropertyValue('--mb-z-index'));
  expect(modalZ).toBeGreaterThan(0);
  expect(zIndexIn(SHELL_CSS, '.cookie-banner')).toBeLessThan(modalZ);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick quote' })).toBeNull());
  await waitFor(() => expect(banner).not.toHaveAttribute('inert'));
});

test('while it shows, the page ends above the banner by its measured height', async () => {
  let height = 152;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ height }) as DOMRect,
  );
  const resized: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const root = document.documentElement;
  renderBanner();

  expect(root.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('152px');
  // The page's bottom padding is that height, so the footer's last line scrolls clear of it.
  expect(SHELL_CSS).toMatch(
    new RegExp(`#portal-shell \\{[^}]*padding-bottom: var\\(${BANNER_HEIGHT_PROPERTY}, 0px\\)`),
  );

  // The text wraps anew on a narrower screen, or at a larger text size.
  height = 210.4;
  act(() => resized.forEach((callback) => callback()));
  expect(root.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('211px');

  await userEvent.click(screen.getByRole('button', { name: 'Allow cookies' }));
  expect(root.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('');
});
