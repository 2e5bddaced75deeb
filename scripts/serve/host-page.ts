// The host's index.html as every page route answers it: with the remotes to load and the files
// the route needs already announced, so start-up spends no round trip discovering them.
import { readFile, stat } from 'node:fs/promises';
import type { RemotesMap } from '@portal/contract';

import type { Brand } from '../../host/src/brands/brands.ts';
import type { ConsentScript } from '../../host/src/consent/consent.ts';
import type { RenderedShell } from '../../host/src/shell/render-shell.tsx';
import type { Preload } from './preloads.ts';

/** Reads the page once, and again only when a host rebuild has replaced the file. */
export function createHostPageReader(file: string): () => Promise<string> {
  let cached: { readonly mtimeMs: number; readonly html: string } | undefined;
  return async function readHostPage() {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Puts the server-rendered shell and the page title in, and adds the preloads, the files to
 * prefetch once idle (`#portal-prefetch`), `<script type="application/json"
 * id="portal-remotes">` and the brand's `#portal-brand` ahead of the head's first script that is
 * not deferred (else at the head's end), so the bootstrap reads the remotes without a request for
 * /remotes.json and hydrates as the brand the server rendered.
 * The JSON block is data, never executed, so the CSP can keep scripts to 'self'.
 */
export function renderHostPage(
  template: string,
  remotes: RemotesMap,
  preloads: readonly Preload[],
  shell?: RenderedShell,
  brand?: Brand,
  consentScripts: readonly ConsentScript[] = [],
): string {
  // A prefetch waits for the page to be idle (host/src/federation/prefetch.ts): a hint in the
  // head would start the download at once, beside what the page paints with.
  const prefetches = preloads.filter((preload) => preload.rel === 'prefetch');
  // What the page paints with (its typefaces) is preloaded at once. The rest - the remote's
  // manifest, scripts and styles - is what the host's main script needs, and starts with it once
  // the page has painted (host/src/start): so the stylesheet and the faces have the link to
  // themselves until then.
  const loads = preloads.filter((preload) => preload.rel !== 'prefetch');
  const afterPaint = loads.filter((preload) => preload.as !== 'font');
  const tags = [
    ...loads.filter((preload) => preload.as === 'font').map(preloadTag),
    ...(afterPaint.length > 0
      ? [
          `<script type="application/json" id="portal-after-paint">${jsonForScript(afterPaint.map(({ href, as }) => ({ href, as })))}</script>`,
        ]
      : []),
    ...(prefetches.length > 0
      ? [
          `<script type="application/json" id="portal-prefetch">${jsonForScript(prefetches.map((preload) => preload.href))}</script>`,
        ]
      : []),
    `<script type="application/json" id="portal-remotes">${jsonForScript(remotes)}</script>`,
    ...(brand
      ? [`<script type="application/json" id="portal-brand">${jsonForScript(brand.id)}</script>`]
      : []),
    ...(consentScripts.length > 0
      ? [
          `<script type="application/json" id="portal-consent-scripts">${jsonForScript(consentScripts)}</script>`,
        ]
      : []),
  ].join('');
  const at = injectionPoint(template);
  const page = template.slice(0, at) + tags + template.slice(at);
  if (!shell) return page;
  // Functions as replacements: a `$` in the markup must stay a `$`.
  return page
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(shell.title)}</title>`)
    .replace(SHELL_ROOT, () => `<div id="portal-shell">${shell.html}</div>`);
}

const SHELL_ROOT = /<div id="?portal-shell"?><\/div>/;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

// Before the first script of the head that runs as it is parsed. A deferred script runs once the
// whole page is parsed, so the head's end is early enough for it; and the host's first script,
// deferred, is first in the head so that the browser asks for it before all the preloads.
function injectionPoint(html: string): number {
  const headEnd = html.search(/<\/head>/i);
  const firstScript = html.search(/<script\b(?![^>]*\b(?:defer|async)\b)/i);
  if (firstScript !== -1 && (headEnd === -1 || firstScript < headEnd)) return firstScript;
  // Without a head, the end of the document still works for data; never before the doctype.
  return headEnd === -1 ? html.length : headEnd;
}

function preloadTag({ href, as }: Preload): string {
  // The runtime fetches manifests in CORS mode, and a browser fetches every font so: a preload
  // must match the mode to be reused.
  const cors = as === 'fetch' || as === 'font' ? ' crossorigin="anonymous"' : '';
  const type = as === 'font' ? ' type="font/woff2"' : '';
  return `<link rel="preload" as="${as}"${type}${cors} href="${escapeAttribute(href)}">`;
}

// `<` escaped, `</script>` or `<!--` in a value cannot end the block early.
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
