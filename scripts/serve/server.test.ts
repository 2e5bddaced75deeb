import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createPortalServer } from './server.ts';

const VERSION = '1.0.0-abc1234';
const REMOTE_DIR = `/remotes/mf-agreements/${VERSION}`;
const HOST_SCRIPT = `/main.1234abcd.js`;
const START_SCRIPT = '(()=>{"use strict";document.documentElement.dataset.started=""})();';
// Over @fastify/compress's threshold, so compression shows.
const SCRIPT_BODY = `console.log(${JSON.stringify('portal '.repeat(300))});\n`;

const manifest = {
  id: 'mf_agreements',
  name: 'mf_agreements',
  metaData: {
    name: 'mf_agreements',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.0a1b2c3d.js', path: '', type: 'global' },
  },
  shared: [
    {
      name: 'react',
      assets: { js: { sync: ['923.77ee66dd.js'], async: [] }, css: { sync: [], async: [] } },
    },
    {
      name: '@portal/platform/router',
      assets: { js: { sync: ['605.55aa66bb.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'mf_agreements:spa',
      name: 'spa',
      path: './spa',
      assets: {
        js: {
          sync: ['__federation_expose_spa.11aa22bb.js'],
          async: [
            '512.99ff88ee.js',
            '42.12ab34cd.js',
            'screen.agreements-complete~agreements-declined.7a7a7a7a.js',
            '700.1c1c1c1c.js',
            'screen.agreements.8b8b8b8b.js',
            '701.2d2d2d2d.js',
            'terms-dialog.3e3e3e3e.js',
          ],
        },
        css: { sync: ['__federation_expose_spa.33cc44dd.css'], async: [] },
      },
    },
  ],
};

let distDir: string;
let server: FastifyInstance;

const FONT_FILES = [
  'source-sans-3-latin-400-normal.5e0fb0b8.woff2',
  'source-sans-3-latin-700-normal.6e2804fd.woff2',
  'nunito-sans-latin-400-normal.bc3fe9e2.woff2',
  'nunito-sans-latin-700-normal.cde3646c.woff2',
];

const NORTHWAY_FACES = [
  { href: '/fonts/source-sans-3-latin-400-normal.5e0fb0b8.woff2', as: 'font' },
  { href: '/fonts/source-sans-3-latin-700-normal.6e2804fd.woff2', as: 'font' },
];

/** The files a page lists for its start script to ask for once it has painted. */
function afterPaintList(body: string): { href: string; as: string }[] {
  const list = /<script type="application\/json" id="portal-after-paint">([^<]*)<\/script>/.exec(
    body,
  );
  return JSON.parse(list?.[1] ?? '[]') as { href: string; as: string }[];
}

async function put(relativePath: string, content: string): Promise<void> {
  const file = path.join(distDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

function pointRemotes(remotes: Record<string, string>): Promise<void> {
  const entries = Object.entries(remotes).map(([app, version]) => [
    app,
    { version, entry: `/remotes/${app}/${version}/mf-manifest.json`, contractMajor: 1 },
  ]);
  return put('remotes.json', JSON.stringify(Object.fromEntries(entries)));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-serve-'));
  await put(
    'host/index.html',
    // As the build writes it: the start script written in, first in the head (minified).
    `<!doctype html><html><head><title>Portal</title><script data-main=${HOST_SCRIPT} data-typefaces=/typefaces.1234abcd.css>${START_SCRIPT}</script><link rel=stylesheet href=/main.1234abcd.css></head><body><div id="portal-shell"></div></body></html>`,
  );
  await put(`host${HOST_SCRIPT}`, SCRIPT_BODY);
  for (const face of FONT_FILES) await put(`host/fonts/${face}`, 'wOF2');
  // The host brings react itself, in its federation chunk; the remote's own copy needs no preload.
  await put(
    'host/host-federation.json',
    JSON.stringify({ shared: ['react'], files: ['federation.5e5e5e5e.js'] }),
  );
  await put(`${REMOTE_DIR}/mf-manifest.json`, JSON.stringify(manifest));
  // 42 holds only react's fallback, which the host brings: no page loads it, none preloads it.
  // 512 holds the router's, which the host does not bring.
  await put(
    `${REMOTE_DIR}/build-parts.json`,
    JSON.stringify({
      files: {
        '42.12ab34cd.js': { own: 0, shared: 1, runtime: 0, fallbackOf: ['react'] },
        '512.99ff88ee.js': {
          own: 0,
          shared: 1,
          runtime: 0,
          fallbackOf: ['@portal/platform/router'],
          lazyGroups: ['__federation_expose_spa'],
        },
        'screen.agreements-complete~agreements-declined.7a7a7a7a.js': {
          own: 1,
          shared: 0,
          runtime: 0,
          lazyGroups: ['screen.agreements-complete~agreements-declined'],
        },
        // A library split out of that screen and the other: it serves both.
        '700.1c1c1c1c.js': {
          own: 1,
          shared: 0,
          runtime: 0,
          lazyGroups: ['screen.agreements', 'screen.agreements-complete~agreements-declined'],
        },
        // A split of the other screen alone, and a dialog loaded on use (an unnamed import).
        '701.2d2d2d2d.js': { own: 1, shared: 0, runtime: 0, lazyGroups: ['screen.agreements'] },
        'terms-dialog.3e3e3e3e.js': { own: 1, shared: 0, runtime: 0, lazyGroups: [''] },
        'screen.agreements.8b8b8b8b.js': {
          own: 1,
          shared: 0,
          runtime: 0,
          lazyGroups: ['screen.agreements'],
        },
      },
    }),
  );
  await put(`${REMOTE_DIR}/remoteEntry.0a1b2c3d.js`, SCRIPT_BODY);
  server = await createPortalServer({ distDir, api: { dataDir: path.join(distDir, 'data') } });
});

// mf-dashboard points at a version that was never deployed.
beforeEach(() => pointRemotes({ 'mf-agreements': VERSION, 'mf-dashboard': '0.9.0-dead000' }));

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

test('remotes.json is never cached and is read again after a deploy', async () => {
  const before = await server.inject('/remotes.json');
  expect(before.headers['cache-control']).toBe('no-store');
  expect(before.json()).toMatchObject({ 'mf-agreements': { version: VERSION } });

  await pointRemotes({ 'mf-agreements': '1.0.1-fff0000' });
  const after = await server.inject('/remotes.json');

  expect(after.json()).toEqual({
    'mf-agreements': {
      version: '1.0.1-fff0000',
      entry: '/remotes/mf-agreements/1.0.1-fff0000/mf-manifest.json',
      contractMajor: 1,
    },
  });
});

test('remotes.json is an empty object before anything is deployed', async () => {
  await rm(path.join(distDir, 'remotes.json'));
  const response = await server.inject('/remotes.json');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({});
});

test('content-hashed files are immutable, the rest revalidate', async () => {
  const hostScript = await server.inject(HOST_SCRIPT);
  const remoteEntry = await server.inject(`${REMOTE_DIR}/remoteEntry.0a1b2c3d.js`);
  const remoteManifest = await server.inject(`${REMOTE_DIR}/mf-manifest.json`);

  expect(hostScript.statusCode).toBe(200);
  expect(hostScript.body).toBe(SCRIPT_BODY);
  expect(hostScript.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(remoteEntry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(remoteManifest.statusCode).toBe(200);
  expect(remoteManifest.headers['cache-control']).toBe('no-cache');
});

test('a file of a version that was never deployed is a real 404', async () => {
  for (const url of [
    '/remotes/mf-dashboard/0.9.0-dead000/mf-manifest.json',
    `${REMOTE_DIR}/missing.12345678.js`,
    '/missing.12345678.js',
    '/index.html',
  ]) {
    const response = await server.inject(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  }
});

test('a path outside dist is refused', async () => {
  const response = await server.inject('/remotes/..%2f..%2fhost/index.html');
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.body).not.toContain('<html>');
});

test('a remote route gets the page with the remotes and its preloads, its own screen among them', async () => {
  const response = await server.inject('/agreements/complete?from=email');

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  // Listed for the start script, which preloads them with the main script once the page has
  // painted (host/src/start).
  expect(afterPaintList(head)).toEqual([
    ...NORTHWAY_FACES,
    { href: '/federation.5e5e5e5e.js', as: 'script' },
    { href: `${REMOTE_DIR}/mf-manifest.json`, as: 'fetch' },
    { href: `${REMOTE_DIR}/remoteEntry.0a1b2c3d.js`, as: 'script' },
    { href: `${REMOTE_DIR}/__federation_expose_spa.33cc44dd.css`, as: 'style' },
    { href: `${REMOTE_DIR}/__federation_expose_spa.11aa22bb.js`, as: 'script' },
    { href: `${REMOTE_DIR}/512.99ff88ee.js`, as: 'script' },
    {
      href: `${REMOTE_DIR}/screen.agreements-complete~agreements-declined.7a7a7a7a.js`,
      as: 'script',
    },
    { href: `${REMOTE_DIR}/700.1c1c1c1c.js`, as: 'script' },
    { href: `${REMOTE_DIR}/605.55aa66bb.js`, as: 'script' },
  ]);
  expect(head).toContain('<script type="application/json" id="portal-remotes">');
  expect(response.body).not.toContain('923.77ee66dd.js');
  expect(response.body).not.toContain('42.12ab34cd.js');
  // Another route's screen: loaded when that route is shown, not on this page.
  expect(response.body).not.toContain('screen.agreements.8b8b8b8b.js');
  expect(response.body).not.toContain('701.2d2d2d2d.js');
  // A dialog loaded when it is opened.
  expect(response.body).not.toContain('terms-dialog.3e3e3e3e.js');

  const json = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(
    response.body,
  )?.[1];
  expect(JSON.parse(json ?? '')).toMatchObject({ 'mf-agreements': { version: VERSION } });
});

test('host routes and unknown paths preload no remote; they prefetch the remotes’ runtime', async () => {
  for (const url of ['/login', '/no/such/page']) {
    const response = await server.inject(url);

    expect(response.statusCode, url).toBe(url === '/login' ? 200 : 404);
    expect(response.body, url).toContain('id="portal-remotes"');
    // Only the brand's faces, which every page swaps in once it has painted.
    expect(response.body, url).not.toContain('rel="preload"');
    expect(afterPaintList(response.body), url).toEqual(NORTHWAY_FACES);
    // Listed for the page to fetch once idle, run only when a remote is wanted.
    expect(response.body, url).toContain(
      '<script type="application/json" id="portal-prefetch">["/federation.5e5e5e5e.js"]</script>',
    );
  }
});

test('a remote whose manifest is missing gets the page without preloads', async () => {
  const response = await server.inject('/');

  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain('rel="preload"');
  expect(afterPaintList(response.body)).toEqual(NORTHWAY_FACES);
});

test('a value in remotes.json cannot close the script block it is injected into', async () => {
  await put(
    'remotes.json',
    JSON.stringify({
      'mf-dashboard': { version: VERSION, entry: '</script><script>alert(1)//', contractMajor: 1 },
    }),
  );
  const { body } = await server.inject('/login');

  expect(body).toContain('\\u003c/script>\\u003cscript>alert(1)//');
  expect(body).not.toContain('<script>alert(1)');
});

test('the API answers under /api, and unknown API paths stay JSON', async () => {
  const health = await server.inject('/api/health');
  const unknown = await server.inject('/api/no-such-thing');

  expect(health.json()).toEqual({ data: { status: 'ok' }, meta: {} });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: 'Not found' });
});

test('every response carries the security headers', async () => {
  for (const url of ['/login', HOST_SCRIPT, '/api/health', '/remotes/missing.js']) {
    const { headers } = await server.inject(url);
    const csp = String(headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));

    expect(csp, url).toContain("frame-ancestors 'none'");
    // A page also runs the start script it is written with, by its hash and nothing else.
    const startHash = createHash('sha256').update(START_SCRIPT).digest('base64');
    expect(scriptSrc, url).toBe(
      url === '/login' ? `script-src 'self' 'sha256-${startHash}'` : "script-src 'self'",
    );
    expect(csp, url).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['cross-origin-embedder-policy'], url).toBeUndefined();
    // Screen capture for the support screenshot (getDisplayMedia), nothing else powerful.
    expect(headers['permissions-policy'], url).toContain('display-capture=(self)');
    expect(headers['permissions-policy'], url).toContain('microphone=()');
  }
});

test("a page's scripts may connect to its own origin and socket only, never another host", async () => {
  const connectSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
  const page = await server.inject({ url: '/login', headers: { host: 'portal.example:8080' } });
  expect(connectSrc(page.headers['content-security-policy'])).toBe(
    "connect-src 'self' ws://portal.example:8080",
  );
  // A Host header that is not a plain host writes nothing of its own into the policy.
  const hostile = await server.inject({
    url: '/login',
    headers: { host: 'a.example;script-src *' },
  });
  expect(connectSrc(hostile.headers['content-security-policy'])).toBe("connect-src 'self'");
  for (const url of [HOST_SCRIPT, '/api/health']) {
    const { headers } = await server.inject(url);
    expect(connectSrc(headers['content-security-policy']), url).toBe("connect-src 'self'");
  }
});

test('static files are gzipped for clients that accept it', async () => {
  const response = await server.inject({
    url: HOST_SCRIPT,
    headers: { 'accept-encoding': 'gzip' },
  });

  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers['vary']).toMatch(/accept-encoding/i);
  expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT_BODY);
});

test('every page comes with the shell rendered for its path and its title', async () => {
  const response = await server.inject('/agreements/complete');

  expect(response.body).toContain('<title>Agreements accepted | Northway Motor Insurance</title>');
  expect(response.body).toMatch(/<h1 id="page-title" tabindex="-1">Agreements accepted<\/h1>/);
  expect(response.body).toContain('aria-label="Main"');
});

test('a path no route matches is answered 404, with the not-found page rendered for it', async () => {
  for (const url of ['/no-such-page', '/no-such-page?x=1', '/policies/101/no/such/page']) {
    const response = await server.inject(url);

    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    expect(response.body, url).toContain(
      '<title>Page not found | Northway Motor Insurance</title>',
    );
    expect(response.body, url).toContain('id="portal-remotes"');
  }
  // A route's own path, with a trailing slash or parameters, is a page.
  for (const url of ['/', '/about/', '/policies/101', '/policies/101/pay/complete']) {
    expect((await server.inject(url)).statusCode, url).toBe(200);
  }
});

test('each host name is served as its brand, named in the page for the browser', async () => {
  const ridgeline = await server.inject({
    url: '/about',
    headers: { host: 'ridgeline.localhost' },
  });
  const northway = await server.inject({ url: '/about', headers: { host: 'localhost:8080' } });

  expect(ridgeline.body).toContain('<title>About | Ridgeline Bike Insurance</title>');
  expect(ridgeline.body).toContain(
    '<script type="application/json" id="portal-brand">"ridgeline"</script>',
  );
  expect(northway.body).toContain(
    '<script type="application/json" id="portal-brand">"northway"</script>',
  );
  expect(northway.body).toContain('<title>About | Northway Motor Insurance</title>');
  // The browser's bar in each brand's own colour.
  expect(ridgeline.body).toContain('<meta name="theme-color" content="#ad3a07">');
  expect(northway.body).toContain('<meta name="theme-color" content="#085a73">');
});

test("a page lists its brand's two faces, and no other brand's, for after its first paint", async () => {
  const afterPaint = (body: string) =>
    afterPaintList(body)
      .filter((file) => file.as === 'font')
      .map((file) => file.href);
  const northway = await server.inject('/login');
  const ridgeline = await server.inject({
    url: '/login',
    headers: { host: 'ridgeline.localhost' },
  });

  // Nothing in the head asks for a face before the page has painted in its fallback faces.
  expect(northway.body).not.toMatch(/<link rel="preload"/);
  expect(afterPaint(northway.body)).toEqual([
    '/fonts/source-sans-3-latin-400-normal.5e0fb0b8.woff2',
    '/fonts/source-sans-3-latin-700-normal.6e2804fd.woff2',
  ]);
  expect(afterPaint(ridgeline.body)).toEqual([
    '/fonts/nunito-sans-latin-400-normal.bc3fe9e2.woff2',
    '/fonts/nunito-sans-latin-700-normal.cde3646c.woff2',
  ]);
});

test('a page form posted before its script ran goes back to the page; its fields are not read', async () => {
  const response = await server.inject({
    method: 'POST',
    url: '/login?target=%2Fsettings',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=car.driver&password=Portal-Demo-2026%21',
  });

  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/login?target=%2Fsettings');
  expect(response.body).toBe('');

  // Only pages: a file or an unknown API call is not found, as before.
  for (const url of ['/main.12345678.js', '/remotes/x']) {
    const refused = await server.inject({ method: 'POST', url, payload: 'a=1' });
    expect(refused.statusCode, url).toBe(404);
  }
});

test('a page form posted to a path off the site is not found, never sent there', async () => {
  // '/\evil.example' too, sent over a real socket in api/test/security/redirects.test.ts: an
  // injected request reads it as a host before the server sees it.
  for (const url of ['//evil.example/login', '/.//evil.example', '/%2F%2Fevil.example']) {
    const response = await server.inject({ method: 'POST', url, payload: 'a=1' });

    expect(response.statusCode, url).toBe(404);
    expect(response.headers.location, url).toBeUndefined();
  }
  const normalised = await server.inject({ method: 'POST', url: '/./login', payload: 'a=1' });
  expect(normalised.headers.location).toBe('/login');
});
