// The whole portal from one process, as deployed: the host, every remote version, the remote
// map (the pointer file, or its rows in the server database) and the reference API, on one origin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import {
  mountApi,
  pageFormPosts,
  PERMISSIONS_POLICY,
  readRemotePointers,
  trustProxyFromEnv,
  type ApiContext,
  type ApiOptions,
} from 'api';
import Fastify from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hostDir, remotesFilePath } from '../lib/dist-layout.ts';
import { matchRoute, NOT_FOUND_ROUTE, readRemotesMap, type RemotesMap } from '@portal/contract';
import { errorCode } from '../lib/fs.ts';
import { remotesOfPointers } from '../lib/remote-map.ts';
import { renderShell } from '../../host/src/shell/render-shell.tsx';
import { createHostPageReader, renderHostPage } from './host-page.ts';
import {
  CONTENT_SECURITY_POLICY,
  inlineScriptHashes,
  pagePolicy,
  socketOrigin,
} from './page-security.ts';
import { createFontFilesReader, fontPreloads } from './font-preloads.ts';
import { createPreloader } from './preloads.ts';
import { typefaceOf } from '../../shared/ui/src/theme.ts';
import {
  ConsentScriptsSchema,
  readConsent,
  type ConsentScript,
} from '../../host/src/consent/consent.ts';
import * as v from 'valibot';
import { brandConfigFromEnv, brandOfRequest, type BrandConfig } from './brand-config.ts';
import { registerPwaRoutes } from './pwa-routes.ts';

export interface PortalServerOptions {
  readonly distDir: string;
  readonly logger?: FastifyServerOptions['logger'];
  /** The reference API's options (data folder, clock ...); its defaults otherwise. */
  readonly api?: ApiOptions;
  /** Which brand each host name serves; PORTAL_BRAND and PORTAL_BRAND_HOSTS otherwise. */
  readonly brands?: BrandConfig;
  /** Scripts that run only once a user allows cookies; PORTAL_CONSENT_SCRIPTS otherwise. */
  readonly consentScripts?: readonly ConsentScript[];
  /**
   * Where the active build of each remote is read from on every page load: dist/remotes.json,
   * or the API's database (lib/remote-map.ts). The database when the API runs on PostgreSQL.
   */
  readonly remoteMap?: 'file' | 'database';
}

/**
 * PORTAL_CONSENT_SCRIPTS: a JSON list of `{ id, src }`, same-origin scripts that wait for the
 * user's consent (portal.md §4 Cookie consent). None by default.
 */
function consentScriptsFromEnv(): readonly ConsentScript[] {
  const text = process.env['PORTAL_CONSENT_SCRIPTS'];
  if (!text) return [];
  const parsed = v.safeParse(ConsentScriptsSchema, JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      'PORTAL_CONSENT_SCRIPTS must be a JSON list of { id, src } with same-origin paths.',
    );
  }
  return parsed.output;
}

const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript)|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)(?:;|$)/;

// API answers are small JSON made per request: fast gzip, and only past 2 KB. Brotli stays for
// the static files, which are fewer and larger.
const API_PATH = /^\/api(?:\/|$)/;
const API_COMPRESSION: FastifyCompressOptions = {
  encodings: ['gzip'],
  threshold: 2048,
  zlibOptions: { level: 1 },
};

// A content hash in the name means the URL changes whenever the content does.
const CONTENT_HASH = /\.[0-9a-f]{8,}\.(?:js|css)/;

// Paths that are never the host page, even without a file extension.
const NOT_A_PAGE = /^\/(?:api|remotes)(?:\/|$)/;

function setCacheControl(reply: FastifyReply, filePath: string): void {
  const immutable = CONTENT_HASH.test(path.basename(filePath));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const STATIC_OPTIONS = {
  index: false,
  cacheControl: false,
  setHeaders: setCacheControl,
  // Compressed on the fly by @fastify/compress; the builds ship no .gz/.br siblings.
  preCompressed: false,
} as const;

/** The portal server over `distDir`, not yet listening. */
export async function createPortalServer(opts: PortalServerOptions): Promise<FastifyInstance> {
  const distDir = path.resolve(opts.distDir);
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: trustProxyFromEnv() });
  const readHostPage = createHostPageReader(path.join(hostDir(distDir), 'index.html'));
  // The page's policy: the hash of the script written into it (again when the page changes),
  // and the page's own socket origin, which follows the host and scheme it was asked for on.
  let scripts: { readonly template: string; readonly hashes: string[] } | undefined;
  const policyOf = (template: string, request: FastifyRequest) => {
    if (scripts?.template !== template) {
      scripts = { template, hashes: inlineScriptHashes(template) };
    }
    return pagePolicy(scripts.hashes, socketOrigin(request.protocol, request.host));
  };
  const readFontFiles = createFontFilesReader(hostDir(distDir));
  const preloadsFor = createPreloader(distDir, app.log);
  const brands = opts.brands ?? brandConfigFromEnv();
  const consentScripts = opts.consentScripts ?? consentScriptsFromEnv();

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
  });
  // Helmet has no Permissions-Policy: the pages may use screen capture (the support
  // screenshot) and none of the other powerful features.
  // A node of a cluster names itself on every answer (PORTAL_NODE_NAME), for ops and their logs.
  const nodeName = process.env['PORTAL_NODE_NAME'];
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (nodeName) reply.header('x-portal-node', nodeName);
    return payload;
  });
  // Runs before @fastify/compress's own route hook, so the API's routes get their own settings.
  app.addHook('onRoute', (route) => {
    if (API_PATH.test(route.url)) route.compress ??= API_COMPRESSION;
  });
  // Registered before the routes: it compresses only routes added after it.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
  // The API under /api and its socket at /ws/; the database is created and seeded on first start.
  const context = await mountApi(app, opts.api);
  const fromDatabase =
    (opts.remoteMap ?? (context.db.dialect === 'postgres' ? 'database' : 'file')) === 'database';
  const currentRemotes = (log: FastifyBaseLogger) =>
    fromDatabase ? databaseRemotes(context.db, log) : fileRemotes(distDir, log);
  await app.register(fastifyStatic, {
    ...STATIC_OPTIONS,
    root: path.join(distDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
  });
  // Serves nothing by itself: the catch-all route below decides between a host file and the page.
  await app.register(fastifyStatic, { ...STATIC_OPTIONS, root: hostDir(distDir), serve: false });

  registerPwaRoutes(app, { brandFor: (request) => brandOfRequest(brands, request.hostname) });

  // Read on every request: deploys and rollbacks rewrite it while the server runs.
  app.get('/remotes.json', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await currentRemotes(request.log)),
  );

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isFile = path.posix.extname(pathname) !== '';
    // The raw template lacks the injected remotes: only page routes serve it, transformed.
    if (isFile && path.posix.basename(pathname) !== 'index.html') {
      return reply.sendFile(request.params['*']);
    }
    if (isFile || NOT_A_PAGE.test(pathname)) {
      reply.callNotFound();
      // Returning the reply (a thenable) waits for the 404 instead of answering `undefined`.
      return reply;
    }

    // History fallback: every path gets the page, rendered for it. A path no row of the route
    // table matches is the not-found page, answered as 404, so crawlers, links checkers and
    // logs see it is no page; the browser still renders it.
    const [template, remotes] = await Promise.all([readHostPage(), currentRemotes(request.log)]);
    const fontFiles = await readFontFiles(template);
    const preloads = await preloadsFor(pathname, remotes);
    const brand = brandOfRequest(brands, request.hostname);
    const html = renderHostPage(
      template,
      remotes,
      [...fontPreloads(fontFiles, typefaceOf(brand)), ...preloads],
      renderShell(pathname, brand, readConsent(request.headers.cookie ?? '')),
      brand,
      consentScripts,
    );
    return reply
      .code(matchRoute(pathname).route === NOT_FOUND_ROUTE ? 404 : 200)
      .header('cache-control', 'no-store')
      .header('content-security-policy', policyOf(template, request))
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // A page's form posted before its script ran goes back to the page (api/src/http/redirects.ts).
  await app.register(pageFormPosts, {
    isPage: (pathname: string) => path.posix.extname(pathname) === '' && !NOT_A_PAGE.test(pathname),
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

  return app;
}

/**
 * The valid entries of remotes.json. A bad entry costs only its remote, and an unreadable file
 * serves as no remotes: the shell still starts and shows each remote's fallback, where an error
 * page would take the whole portal down.
 */
async function fileRemotes(distDir: string, log: FastifyBaseLogger): Promise<RemotesMap> {
  try {
    const text = await readFile(remotesFilePath(distDir), 'utf8');
    const { remotes, problems } = readRemotesMap(JSON.parse(text));
    for (const problem of problems)
      log.error(`remotes.json: ${problem}; that remote is not served`);
    return remotes;
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      log.error({ err: error }, 'remotes.json unreadable; serving no remotes');
    }
    return {};
  }
}

/** The same, from the database's rows: a bad row costs only its remote, an error all of them. */
async function databaseRemotes(db: ApiContext['db'], log: FastifyBaseLogger): Promise<RemotesMap> {
  try {
    const { remotes, problems } = remotesOfPointers(await readRemotePointers(db));
    for (const problem of problems) log.error(`remote map: ${problem}; that remote is not served`);
    return remotes;
  } catch (error) {
    log.error({ err: error }, 'remote map unreadable; serving no remotes');
    return {};
  }
}
