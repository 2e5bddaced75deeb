// The brand's two faces (regular and bold), announced in the page's head. Found by the stylesheet
// alone, they arrive after it has been read and the page laid out: the text paints in the
// fallback face and reflows when they swap in, moving whatever sits below a wrapped line (the
// cookie banner on /login moved by 0.09 of the viewport). Preloaded, they are in before it paints.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Preload } from './preloads.ts';

/** The host build's font files for `typeface` ('Source Sans 3' -> source-sans-3-latin-*). */
export function fontPreloads(fontFiles: readonly string[], typeface: string): Preload[] {
  const prefix = `${typeface.toLowerCase().replace(/\s+/g, '-')}-latin-`;
  return fontFiles
    .filter((name) => name.startsWith(prefix) && name.endsWith('.woff2'))
    .sort()
    .map((name) => ({ href: `/fonts/${name}`, as: 'font' }));
}

/**
 * The names in the host build's fonts folder (none when it has none), read again only when the
 * host's page has changed: a rebuilt host, not every request.
 */
export function createFontFilesReader(hostDir: string): (page: string) => Promise<string[]> {
  let cached: { readonly page: string; readonly files: Promise<string[]> } | undefined;
  return (page) => {
    if (cached?.page !== page) {
      cached = { page, files: readdir(path.join(hostDir, 'fonts')).catch(() => []) };
    }
    return cached.files;
  };
}
