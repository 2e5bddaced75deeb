// What a page asks for before its first paint, weighed from the production build: the host
// page's own scripts and styles, and the preloads the server puts in the page for the route's
// remote (scripts/serve/preloads.ts). Each file is weighed as gzip -9 of its bytes, and split
// into parts by the build-parts.json its build wrote (scripts/build/build-parts-plugin.cjs).
// The same build gives the same figures: they belong in a test, unlike timings.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute, REMOTE_APPS, type RemoteApp, type RemotesMap } from '@portal/contract';
import * as v from 'valibot';
import { hostDir } from '../lib/dist-layout.ts';
import { readRemotesFile } from '../lib/remotes-file.ts';
import { inlineScripts } from '../serve/page-security.ts';
import { createPreloader } from '../serve/preloads.ts';

/** host: the shell's own code; shared: the singletons; runtime: Module Federation's. */
export type Part = 'host' | 'shared' | 'runtime' | RemoteApp;
export const PARTS: readonly Part[] = ['host', 'shared', 'runtime', ...REMOTE_APPS];

export type PartBytes = Partial<Record<Part, number>>;

export interface PageBytes {
  readonly path: string;
  /** Gzip bytes of the page's first-paint JavaScript, by part. */
  readonly js: PartBytes;
  /** Gzip bytes of its first-paint CSS. */
  readonly css: number;
  /**
   * Bytes of the typeface files its CSS names for one brand (woff2 is compressed already): a page
   * is in one brand, and a browser fetches only the faces its text uses. The heaviest brand's.
   */
  readonly fonts: number;
  /** Every file weighed, for the report of what grew. */
  readonly files: readonly { readonly url: string; readonly gzipBytes: number }[];
}

const PartsFileSchema = v.object({
  files: v.record(
    v.string(),
    v.object({ own: v.number(), shared: v.number(), runtime: v.number() }),
  ),
});
type PartsFile = v.InferOutput<typeof PartsFileSchema>;

/** Where a URL of the site lives in `distDir`, and which build it belongs to. */
interface Build {
  readonly base: string;
  readonly dir: string;
  readonly own: 'host' | RemoteApp;
}

export async function weighFirstPaint(
  distDir: string,
  paths: readonly string[],
): Promise<PageBytes[]> {
  const remotes = await readRemotesFile(distDir);
  const builds = buildsOf(distDir, remotes);
  const template = await readFile(path.join(hostDir(distDir), 'index.html'), 'utf8');
  const hostFiles = pageFiles(template);
  const writtenIn = inlineScripts(template).map((script) => ({
    url: 'index.html: its start script',
    gzipBytes: gzipSync(script, { level: 9 }).length,
  }));
  const preloadsFor = createPreloader(distDir, {
    warn: (details: unknown, message: string) => {
      throw new Error(`${message}: ${JSON.stringify(details)}`);
    },
  });
  const partsFiles = new Map<string, Promise<PartsFile>>();
  function partsOf(build: Build): Promise<PartsFile> {
    let parts = partsFiles.get(build.dir);
    if (!parts) {
      parts = readParts(build.dir);
      partsFiles.set(build.dir, parts);
    }
    return parts;
  }

  const pages: PageBytes[] = [];
  for (const pathname of paths) {
    const preloads = await preloadsFor(pathname, remotes);
    const app = matchRoute(pathname).route.app;
    if (app !== 'host' && preloads.length === 0) {
      throw new Error(`${pathname} belongs to ${app}, but the page preloads nothing of it`);
    }
    const urls = [
      ...hostFiles,
      // A prefetch is fetched once the page is idle: it is not part of the first paint.
      ...preloads
        .filter((preload) => preload.as !== 'fetch' && preload.rel !== 'prefetch')
        .map((preload) => preload.href),
    ];
    // The page's own script is in its HTML: the host's.
    const js: Record<string, number> = {
      host: writtenIn.reduce((sum, script) => sum + script.gzipBytes, 0),
    };
    let css = 0;
    const fontFiles = new Set<string>();
    const files = [...writtenIn];
    for (const url of new Set(urls)) {
      const build = builds.find(({ base }) => url.startsWith(base));
      if (!build) throw new Error(`${url} is in no build of ${distDir}`);
      const name = url.slice(build.base.length);
      const gzipBytes = gzipSync(await readFile(path.join(build.dir, name)), { level: 9 }).length;
      files.push({ url, gzipBytes });
      if (url.endsWith('.css')) {
        css += gzipBytes;
        const text = await readFile(path.join(build.dir, name), 'utf8');
        for (const font of fontUrls(text)) {
          fontFiles.add(path.join(build.dir, path.posix.dirname(name), font));
        }
        continue;
      }
      const shares = (await partsOf(build)).files[name];
      if (!shares) throw new Error(`${build.dir}/build-parts.json does not name ${name}`);
      js[build.own] = (js[build.own] ?? 0) + gzipBytes * shares.own;
      js['shared'] = (js['shared'] ?? 0) + gzipBytes * shares.shared;
      js['runtime'] = (js['runtime'] ?? 0) + gzipBytes * shares.runtime;
    }
    pages.push({
      path: pathname,
      js: js as PartBytes,
      css,
      fonts: await heaviestBrand(fontFiles),
      files,
    });
  }
  return pages;
}

function buildsOf(distDir: string, remotes: RemotesMap): Build[] {
  // The most specific folder first: the host is served at the site's root.
  return [
    ...REMOTE_APPS.flatMap((app): Build[] => {
      const entry = remotes[app]?.entry;
      if (entry === undefined) return [];
      const base = `${path.posix.dirname(entry)}/`;
      return [{ base, dir: path.join(distDir, base), own: app }];
    }),
    { base: '/', dir: hostDir(distDir), own: 'host' },
  ];
}

/**
 * The scripts and stylesheets of the host page's template: the scripts it loads, the host's main
 * script its start script appends once the page has painted (`data-main`), its stylesheets, and
 * the typefaces' stylesheet the start script adds (`data-typefaces`).
 */
export function pageFiles(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="?([^\s">]+)/gi)].map((m) => m[1]);
  const started = [...html.matchAll(/<script\b[^>]*\bdata-main="?([^\s">]+)/gi)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => /\brel="?stylesheet/i.test(tag))
    .map(([tag]) => /\bhref="?([^\s">]+)/i.exec(tag)?.[1]);
  const typefaces = [...html.matchAll(/<script\b[^>]*\bdata-typefaces="?([^\s">]+)/gi)].map(
    (m) => m[1],
  );
  return [...scripts, ...started, ...styles, ...typefaces].filter(
    (url): url is string => url !== undefined,
  );
}

/** The woff2 files a stylesheet's url()s name, as written (relative to the stylesheet). */
export function fontUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")\s]+\.woff2)['"]?\s*\)/gi)].map((match) => match[1]!);
}

/** The bytes of the heaviest typeface family among `files` (`{family}-latin-{weight}-...`). */
async function heaviestBrand(files: ReadonlySet<string>): Promise<number> {
  const families = new Map<string, number>();
  for (const file of files) {
    const family = path.basename(file).replace(/-latin-.*$/, '');
    const { size } = await stat(file);
    families.set(family, (families.get(family) ?? 0) + size);
  }
  return Math.max(0, ...families.values());
}

async function readParts(dir: string): Promise<PartsFile> {
  const file = path.join(dir, 'build-parts.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the build predates the byte budget; rebuild it`);
  }
  return v.parse(PartsFileSchema, JSON.parse(text));
}

export function totalOf(bytes: PartBytes): number {
  return Object.values(bytes).reduce((sum, value) => sum + (value ?? 0), 0);
}
