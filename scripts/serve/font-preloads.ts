// The brand's two faces (regular and bold), which the page's start script asks for once the page
// has painted, beside the faces' stylesheet (host/src/start). Asked for by that stylesheet alone,
// they would start only once it had arrived and been read.
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
