import { isIP } from 'node:net';

// Every deployment sits behind a proxy that ends TLS. Without trusting it, every visitor shares
// the proxy's address (one sign-in lockout and one per-address limit for all) and every request
// looks like plain http (no Secure cookies). PORTAL_TRUST_PROXY says which peers may speak for
// the client in X-Forwarded-For and X-Forwarded-Proto; Fastify's `trustProxy` takes the answer.
// Off by default: a server reached directly must never believe a header anyone can send.

export const TRUST_PROXY_ENV = 'PORTAL_TRUST_PROXY';

/**
 * What Fastify's `trustProxy` takes here: off, the proxies' addresses, or for a hop count the
 * function Fastify itself makes of one (its types do not take the number).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const OFF = new Set(['', '0', 'false', 'off', 'no']);

/** '10.0.0.7', '10.0.0.0/8', '::1', 'fd00::/8': an address, with a prefix length if a range. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * PORTAL_TRUST_PROXY: unset or '0' trusts nobody; a whole number is how many proxies stand in
 * front of the server (the client is that many addresses from the end of X-Forwarded-For);
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges. `true` (everyone)
 * is refused: it lets any client that reaches the server directly choose its own address.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const text = (env[TRUST_PROXY_ENV] ?? '').trim();
  if (OFF.has(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `${TRUST_PROXY_ENV} must be a hop count (1) or the proxies' addresses or CIDR ranges ` +
        `(10.0.0.7, 10.0.0.0/8); not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}.`,
    );
  }
  return entries;
}
