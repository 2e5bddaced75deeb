// Preload hints for the remote a page needs, so the browser fetches its manifest, entry and
// first chunks while the host bundle is still starting up instead of one after the other.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute } from '@portal/contract';
import * as v from 'valibot';
import type { RemotesMap } from '@portal/contract';

/** Where an unreadable manifest is reported: the server's logger, or the budget's check. */
export interface PreloadLog {
  warn(details: object, message: string): void;
}

export interface Preload {
  readonly href: string;
  readonly as: 'fetch' | 'font' | 'script' | 'style';
  /**
   * `prefetch`: fetched once the page is idle and kept for later, not run - the remotes' runtime
   * on a host page, where a remote may come next but the page does not show one.
   */
  readonly rel?: 'prefetch';
}

// The part of `@module-federation/sdk`'s `Manifest` that says which files a remote starts with.
const AssetsSchema = v.object({
  js: v.object({ sync: v.array(v.string()), async: v.array(v.string()) }),
  css: v.object({ sync: v.array(v.string()) }),
});
const ManifestSchema = v.object({
  metaData: v.object({
    // Absent when the build uses `getPublicPath`, which only the browser can evaluate.
    publicPath: v.optional(v.string()),
    remoteEntry: v.object({ path: v.string(), name: v.string() }),
  }),
  exposes: v.array(
    v.object({ name: v.string(), path: v.optional(v.string()), assets: AssetsSchema }),
  ),
  shared: v.array(v.object({ name: v.string(), assets: AssetsSchema })),
});
// Written by every build (scripts/build/build-parts-plugin.cjs): which files hold nothing but
// shared modules' fallbacks, and of which modules; and which lazily loaded chunk groups each file
// serves (a dynamic import's webpackChunkName, '' when unnamed).
const BuildPartsSchema = v.object({
  files: v.record(
    v.string(),
    v.object({
      fallbackOf: v.optional(v.array(v.string())),
      lazyGroups: v.optional(v.array(v.string())),
    }),
  ),
});
interface BuildParts {
  /** The files that hold only fallbacks of shared modules, with those modules. */
  readonly fallbacks: ReadonlyMap<string, readonly string[]>;
  /** The lazy chunk groups of each file; undefined for a build made before they were named. */
  readonly lazyGroups: ReadonlyMap<string, readonly string[]> | undefined;
}

// Written by the host's build (scripts/build/host-federation-plugin.cjs): the shared modules the
// host brings, and the files of its federation chunk (the runtime and those modules).
const HostFederationSchema = v.object({ shared: v.array(v.string()), files: v.array(v.string()) });
interface HostFederation {
  readonly shared: ReadonlySet<string>;
  readonly preloads: readonly Preload[];
}
type Manifest = v.InferOutput<typeof ManifestSchema>;

/**
 * Returns `preloadsFor(pathname, remotes)`. A manifest that is missing or malformed yields no
 * preloads rather than an error: the page must render, and the host shows that remote's fallback.
 */
export function createPreloader(distDir: string, log: PreloadLog) {
  // Keyed by manifest URL; a version folder is immutable once deployed, so entries never go stale.
  const cache = new Map<string, readonly Preload[]>();
  let hostFederation: HostFederation | undefined;

  // Read once: the host build does not change while the server runs (a new one restarts it).
  async function readHostFederation(): Promise<HostFederation> {
    if (hostFederation) return hostFederation;
    try {
      const file = path.join(distDir, 'host', 'host-federation.json');
      const read = v.parse(HostFederationSchema, JSON.parse(await readFile(file, 'utf8')));
      hostFederation = {
        shared: new Set(read.shared),
        preloads: read.files.map((name) => ({
          href: `/${name}`,
          as: name.endsWith('.css') ? 'style' : 'script',
        })),
      };
    } catch (error) {
      log.warn({ err: error }, 'host federation file unreadable; preloading every shared module');
      return { shared: new Set(), preloads: [] };
    }
    return hostFederation;
  }

  async function preloadsOf(manifestUrl: string, routeName: string): Promise<readonly Preload[]> {
    const key = `${manifestUrl} ${routeName}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const manifest = await readManifest(distDir, manifestUrl, log);
    if (!manifest) return [];
    const parts = await readBuildParts(distDir, manifestUrl);
    const host = await readHostFederation();
    // The host's federation chunk first: the runtime that loads the rest.
    const preloads: readonly Preload[] = [
      ...host.preloads,
      { href: manifestUrl, as: 'fetch' },
      ...assetsOf(manifest, manifestUrl, host.shared, parts, routeName),
    ];
    cache.set(key, preloads);
    return preloads;
  }

  return async function preloadsFor(
    pathname: string,
    remotes: RemotesMap,
  ): Promise<readonly Preload[]> {
    const { route } = matchRoute(pathname);
    const app = route.app;
    if (app === 'host') {
      const { preloads } = await readHostFederation();
      return preloads.map((preload) => ({ ...preload, rel: 'prefetch' }));
    }
    const remote = remotes[app];
    return remote ? preloadsOf(remote.entry, route.name) : [];
  };
}

async function readManifest(
  distDir: string,
  manifestUrl: string,
  log: PreloadLog,
): Promise<Manifest | undefined> {
  const remotesDir = path.join(distDir, 'remotes');
  const file = path.join(distDir, manifestUrl);
  // Only manifests this server serves itself can be read from disk.
  if (!file.startsWith(remotesDir + path.sep)) return undefined;
  try {
    return v.parse(ManifestSchema, JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    log.warn(
      { err: error, manifestUrl },
      'remote manifest unreadable; page served without preloads',
    );
    return undefined;
  }
}

/**
 * What the remote's build-parts.json says of its files. Empty for a build without one (made
 * before the file existed): then every file is preloaded.
 */
async function readBuildParts(distDir: string, manifestUrl: string): Promise<BuildParts> {
  const file = path.join(distDir, path.posix.dirname(manifestUrl), 'build-parts.json');
  try {
    const parts = v.parse(BuildPartsSchema, JSON.parse(await readFile(file, 'utf8')));
    const entries = Object.entries(parts.files);
    const named = entries.some(([, { lazyGroups }]) => lazyGroups !== undefined);
    return {
      fallbacks: new Map(
        entries.flatMap(([name, { fallbackOf }]) => (fallbackOf ? [[name, fallbackOf]] : [])),
      ),
      lazyGroups: named
        ? new Map(entries.map(([name, { lazyGroups }]) => [name, lazyGroups ?? []]))
        : undefined,
    };
  } catch {
    return { fallbacks: new Map(), lazyGroups: undefined };
  }
}

/**
 * A lazy screen's chunk is named for the routes it shows (`screen.person-create~person-change`,
 * the remote's `lazyScreen` imports name it so): the chunk's name without its hash, or undefined
 * for any other file (the remote's own code, shared modules' fallbacks, splits of its libraries).
 */
function screenRoutesOf(file: string): readonly string[] | undefined {
  return screenRoutesOfGroup(
    /^(screen\.[\w~-]+)\.[0-9a-f]+\.js$/.exec(path.posix.basename(file))?.[1],
  );
}

/** 'screen.person-create~person-change' -> its routes; undefined for any other group. */
function screenRoutesOfGroup(group: string | undefined): readonly string[] | undefined {
  return /^screen\.([\w~-]+)$/.exec(group ?? '')?.[1]?.split('~');
}

/**
 * The remote's entry, the `./spa` module's files (its async ones include the fallbacks of the
 * shared modules it consumes), and the shared modules the host does not bring: what its first
 * screen needs. A file holding only fallbacks of modules the host brings is never loaded on
 * this page (the host's copies are used), so it is left out: for @portal/ui that is 72 kB. So is
 * every lazy screen's chunk but the route's own: a page ships what it shows.
 */
function assetsOf(
  manifest: Manifest,
  manifestUrl: string,
  hostShared: ReadonlySet<string>,
  parts: BuildParts,
  routeName: string,
): Preload[] {
  const base = publicPathOf(manifest, manifestUrl);
  if (base === undefined) return [];
  const { remoteEntry } = manifest.metaData;
  const spa = manifest.exposes.find((expose) => expose.path === './spa' || expose.name === 'spa');
  const notInHost = manifest.shared.filter((shared) => !hostShared.has(shared.name));
  const url = (file: string) => path.posix.join(base, file);
  const sync = new Set(spa?.assets.js.sync ?? []);
  const isRoutes = (routes: readonly string[] | undefined) => routes?.includes(routeName) ?? false;
  // A lazily loaded file comes on this page when it serves the route's own screen: that
  // screen's chunk and its splits (its libraries, its icons). Another screen's files, a dialog
  // loaded on use, a transport loaded on first upload: not on the first paint. A build without
  // the groups falls back to the screen chunks' names.
  const forThisScreen = (file: string) => {
    const groups = parts.lazyGroups?.get(file);
    if (groups === undefined)
      return screenRoutesOf(file) === undefined || isRoutes(screenRoutesOf(file));
    return groups.some((group) => isRoutes(screenRoutesOfGroup(group)));
  };
  const needed = (file: string) => {
    const fallbackOf = parts.fallbacks.get(file);
    if (fallbackOf) return !fallbackOf.every((name) => hostShared.has(name));
    return sync.has(file) || forThisScreen(file);
  };
  const scripts = new Set(
    [
      ...(spa?.assets.js.sync ?? []),
      ...(spa?.assets.js.async ?? []),
      ...notInHost.flatMap((shared) => shared.assets.js.sync),
    ].filter(needed),
  );
  return [
    { href: url(path.posix.join(remoteEntry.path, remoteEntry.name)), as: 'script' },
    ...(spa?.assets.css.sync ?? []).map((file): Preload => ({ href: url(file), as: 'style' })),
    ...[...scripts].map((file): Preload => ({ href: url(file), as: 'script' })),
  ];
}

/**
 * Where the remote's files are: 'auto' means next to its manifest. Another origin is left
 * alone: its preloads would need CORS attributes matching the runtime's requests, and a
 * mismatch downloads every file twice.
 */
function publicPathOf(manifest: Manifest, manifestUrl: string): string | undefined {
  const { publicPath } = manifest.metaData;
  if (publicPath === 'auto') return path.posix.dirname(manifestUrl);
  if (publicPath?.startsWith('/') && !publicPath.startsWith('//')) return publicPath;
  return undefined;
}
