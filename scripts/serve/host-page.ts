// The host's index.html as every page route answers it: with the remotes to load and the files
// the route needs already announced, so start-up spends no round trip discovering them.
import { readFile, stat } from 'node:fs/promises';
import type { RemotesMap } from '@portal/contract';
import { escapeHtml } from 'api';

import type { Brand } from '../../host/src/brands/brands.ts';
import type { ConsentScript } from '../../host/src/consent/consent.ts';
import type { RenderedShell } from '../../host/src/shell/render-shell.tsx';
import type { Preload } from './preloads.ts';
import { brandColourOf } from '../../shared/ui/src/theme.ts';

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
 * Puts the server-rendered shell and the page title in, and adds the files to load once the page
 * has painted (`#portal-after-paint`), the files to prefetch once idle (`#portal-prefetch`),
 * `<script type="application/json" id="portal-remotes">` and the brand's `#portal-brand` ahead of
 * the head's first script that is not deferred (the start script the page is written with; else
 * at the head's end), so that the start script finds them and the bootstrap reads the remotes
 * without a request for /remotes.json and hydrates as the brand the server rendered. The brand's
 * colour replaces the template's `<meta name="theme-color">`.
 * The JSON blocks are data, never executed, so the CSP allows no more scripts for them.
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
  // Nothing is preloaded in the head: the page paints with its stylesheet alone, in the brand's
  // fallback faces. The rest - the brand's faces, the remote's manifest, scripts and styles - is
  // what the start script asks for once the page has painted (host/src/start), with the host's
  // main script: so the stylesheet has the link to itself until then.
  const afterPaint = preloads.filter((preload) => preload.rel !== 'prefetch');
  const tags = [
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
      ? [
          `<script type="application/json" id="portal-brand">${jsonForScript(brand.id)}</script>`,
          // The browser's bar in the brand's colour, its header's, not the template's.
          `<meta name="theme-color" content="${brandColourOf(brand)}">`,
        ]
      : []),
    ...(consentScripts.length > 0
      ? [
          `<script type="application/json" id="portal-consent-scripts">${jsonForScript(consentScripts)}</script>`,
        ]
      : []),
  ].join('');
  const base = brand ? template.replace(THEME_COLOUR, '') : template;
  const at = injectionPoint(base);
  const page = base.slice(0, at) + tags + base.slice(at);
  if (!shell) return page;
  // Functions as replacements: a `$` in the markup must stay a `$`.
  return page
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(shell.title)}</title>`)
    .replace(SHELL_ROOT, () => `<div id="portal-shell">${shell.html}</div>`);
}

const SHELL_ROOT = /<div id="?portal-shell"?><\/div>/;
const THEME_COLOUR = /<meta\s[^>]*\bname=["']?theme-color["']?[^>]*>/gi;

// Before the first script of the head that runs as it is parsed: the host's start script, which
// reads the after-paint list. A deferred script runs once the whole page is parsed, so the head's
// end is early enough for it.
function injectionPoint(html: string): number {
  const headEnd = html.search(/<\/head>/i);
  const firstScript = html.search(/<script\b(?![^>]*\b(?:defer|async)\b)/i);
  if (firstScript !== -1 && (headEnd === -1 || firstScript < headEnd)) return firstScript;
  // Without a head, the end of the document still works for data; never before the doctype.
  return headEnd === -1 ? html.length : headEnd;
}

// `<` escaped, `</script>` or `<!--` in a value cannot end the block early.
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
