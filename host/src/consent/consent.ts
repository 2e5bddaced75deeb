import * as v from 'valibot';
import { readPageData } from '../shell/page-data';

// Cookie consent (portal.md §4, §9): unanswered, allowed or denied, remembered 28 days in a
// cookie of its own. Allowing loads the scripts that wait for consent (the registry below);
// denying removes every non-essential cookie and reloads, so nothing set before stays.

export type Consent = 'allow' | 'deny';

export const CONSENT_COOKIE = 'portal_consent';
/** portal.md §9: cookie consent is remembered 28 days. */
export const CONSENT_MAX_AGE_S = 28 * 24 * 60 * 60;

/** Cookies the portal needs whatever the answer: the answer itself and the user's opt-outs. */
export function isEssentialCookie(name: string): boolean {
  return name === CONSENT_COOKIE || name.startsWith('portal_optout_');
}

export function readConsent(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'allow' || value === 'deny')) return value;
  }
  return null;
}

export function consentCookie(consent: Consent): string {
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The names of the page's cookies that are not essential. */
export function nonEssentialCookies(cookies: string): string[] {
  return cookies
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name !== '' && !isEssentialCookie(name));
}

/** Scripts that may only run once the user has allowed cookies (same origin: the CSP's rule). */
export const ConsentScriptsSchema = v.array(
  v.object({ id: v.string(), src: v.pipe(v.string(), v.startsWith('/')) }),
);
export type ConsentScript = v.InferOutput<typeof ConsentScriptsSchema>[number];

/**
 * The consent-gated scripts of the page: none unless a deployment names them in the page
 * (`<script type="application/json" id="portal-consent-scripts">`, from PORTAL_CONSENT_SCRIPTS).
 */
export function consentScripts(document: Document): readonly ConsentScript[] {
  return readPageData(document, 'portal-consent-scripts', ConsentScriptsSchema) ?? [];
}

/** Adds each consented script to the page once. */
export function loadConsentScripts(document: Document, scripts: readonly ConsentScript[]): void {
  for (const script of scripts) {
    const id = `consent-script-${script.id}`;
    if (document.getElementById(id)) continue;
    const element = document.createElement('script');
    element.id = id;
    element.src = script.src;
    element.async = true;
    document.head.append(element);
  }
}
