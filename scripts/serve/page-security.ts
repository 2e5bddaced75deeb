// The Content-Security-Policy every response carries, and a page's own: the page's one script is
// written into it (host/src/index.html), and is allowed by its hash, not by 'unsafe-inline'. An
// injected script has another hash and does not run.
import { createHash } from 'node:crypto';

// Scripts only from 'self' (and the page's own, by hash), so an injected tag cannot run; styles
// allow the inline style attributes the design system sets. `upgrade-insecure-requests` is left
// out: the portal also runs on http://localhost.
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // Calls and the realtime socket go to this origin only: `ws:`/`wss:` alone would let an
    // injected script open a socket to any host. A page adds its own ws(s) origin (pagePolicy)
    // for browsers that do not read 'self' as covering it.
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
} as const;

/**
 * The text of each script written into a page: each `<script>` without `src` that runs (its type
 * empty or JavaScript's). Data blocks (`type="application/json"`) never run.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'text/javascript' && type !== 'module') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The 'sha256-…' sources of the scripts written into a page. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
}

/**
 * The socket origin of a page served at `host` ('portal.example', 'localhost:8080'): `wss://`
 * over HTTPS, `ws://` otherwise; undefined for a Host header that is not a plain host and port,
 * which must never write its own text into the policy.
 */
export function socketOrigin(protocol: string, host: string | undefined): string | undefined {
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return undefined;
  return `${protocol === 'https' ? 'wss' : 'ws'}://${host.toLowerCase()}`;
}

/**
 * The policy of a page whose own scripts have these hashes, as the header's value, with the
 * page's own socket origin (`socketOrigin`) beside 'self' when given.
 */
export function pagePolicy(scriptHashes: readonly string[], socket?: string): string {
  const { directives: base } = CONTENT_SECURITY_POLICY;
  const directives: Record<string, readonly string[]> = {
    ...base,
    scriptSrc: [...base.scriptSrc, ...scriptHashes],
    connectSrc: socket ? [...base.connectSrc, socket] : base.connectSrc,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
