// @vitest-environment jsdom
import { renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookie, readConsent } from './consent';
import { CookieBanner } from './cookie-banner';

// portal.md §4 Cookie consent: unanswered, allow or deny (remembered 28 days); allow enables the
// consent scripts, deny removes non-essential cookies and reloads.

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
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
