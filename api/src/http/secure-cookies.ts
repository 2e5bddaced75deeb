import type { FastifyInstance } from 'fastify';

// A cookie set over HTTPS is marked Secure, so a browser never sends it over plain http (a
// network that downgrades a later request cannot read it). One hook for every cookie of the
// server, the device cookies included, rather than a flag each route could forget. Plain
// http://localhost still works: a request that was not HTTPS keeps its cookies as they are.
// Behind the TLS proxy, `request.protocol` is 'https' only when PORTAL_TRUST_PROXY trusts the
// proxy's X-Forwarded-Proto (http/trust-proxy.ts).

function withSecure(cookie: string): string {
  return /;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

export function secureCookiesOverHttps(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol !== 'https') return payload;
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return payload;
    // Fastify adds to Set-Cookie rather than replacing it: the old values go first.
    reply.removeHeader('set-cookie');
    reply.header(
      'set-cookie',
      Array.isArray(cookies) ? cookies.map(withSecure) : withSecure(String(cookies)),
    );
    return payload;
  });
}
