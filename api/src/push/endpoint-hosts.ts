import { isIP } from 'node:net';

// A push is an HTTPS request from this server to the subscription's endpoint, so an endpoint is
// a place the server will connect to on a customer's word. Only the browsers' push services are
// accepted: never an address (127.0.0.1, 169.254.169.254), an internal name, another port or
// plain http. PORTAL_PUSH_HOSTS replaces the list (comma-separated; `*.example.com` is any host
// under example.com), e.g. for a browser whose push service is not below.

export const PUSH_HOSTS_ENV = 'PORTAL_PUSH_HOSTS';

/** The push services of Chrome, Edge, Firefox, Safari and the browsers built on them. */
export const DEFAULT_PUSH_HOSTS: readonly string[] = [
  // Chrome, Opera, Samsung Internet, Brave (Firebase Cloud Messaging; the older GCM address).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox.
  'updates.push.services.mozilla.com',
  // Edge (Windows Push Notification Services, one host per region).
  '*.notify.windows.com',
  // Safari on macOS and iOS.
  'web.push.apple.com',
  '*.push.apple.com',
];

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A host name with a public suffix (two labels at least), optionally `*.` before it. */
function isHostPattern(pattern: string): boolean {
  const name = pattern.startsWith('*.') ? pattern.slice(2) : pattern;
  return HOST_NAME.test(name) && isIP(name) === 0;
}

export function pushHostsFromEnv(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const text = env[PUSH_HOSTS_ENV]?.trim();
  if (!text) return DEFAULT_PUSH_HOSTS;
  const patterns = text.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = patterns.filter((pattern) => !isHostPattern(pattern));
  if (wrong.length > 0) {
    throw new Error(
      `${PUSH_HOSTS_ENV} must list push services' host names (fcm.googleapis.com, ` +
        `*.push.apple.com); not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}.`,
    );
  }
  return patterns;
}

function matches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/**
 * Whether the server may deliver to this endpoint: https on the default port, no credentials, a
 * host of the allow-list. The URL parser has already lower-cased the host and turned every
 * spelling of an address (0x7f.1, 2130706433) into its dotted form, which no pattern matches.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  hosts: readonly string[] = pushHostsFromEnv(),
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return hosts.some((pattern) => matches(host, pattern));
}
