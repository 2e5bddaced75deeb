import { breachRangePath, isBreached } from '@portal/contract';

// portal.md §4 "Change password", docs/decisions/007: a k-anonymity range query - only the first
// five characters of the new password's SHA-1 leave the browser - against a configurable
// endpoint. By default the reference API's own (`/api/security/breached-passwords/range/`);
// a deployment built with PORTAL_BREACH_RANGE_URL (say https://api.pwnedpasswords.com/range/)
// asks that instead, as long as its Content-Security-Policy lets the page connect there.

declare const __BREACH_RANGE_URL__: string | undefined;

const API_BASE = '/api';

/** Where the range for `prefix` is read from. */
export function breachRangeUrl(
  prefix: string,
  base: string | undefined = configuredBase(),
): string {
  if (base) return `${base.replace(/\/+$/, '')}/${prefix.toUpperCase()}`;
  return `${API_BASE}${breachRangePath(prefix)}`;
}

function configuredBase(): string | undefined {
  return typeof __BREACH_RANGE_URL__ === 'string' && __BREACH_RANGE_URL__
    ? __BREACH_RANGE_URL__
    : undefined;
}

/**
 * True when the password is in the breach corpus. Any failure - network, status, timeout -
 * counts as not breached (portal.md §4), so a check that cannot run never blocks the change.
 */
export function checkBreached(password: string, signal?: AbortSignal): Promise<boolean> {
  return isBreached(password, async (prefix) => {
    const response = await fetch(breachRangeUrl(prefix), {
      signal: signal ?? AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`The breach range answered ${response.status}`);
    return response.text();
  });
}

/** Where the warning sends the user to look a password up (portal.md §8). */
export const BREACH_SEARCH_URL = 'https://haveibeenpwned.com/Passwords';
