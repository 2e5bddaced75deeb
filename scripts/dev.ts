// `pnpm dev`: the host, all five remotes and the reference API, each with live reload.
// `pnpm --filter <remote> dev` (this file with the remote's name): that remote alone in its
// small dev shell, against the reference API.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { DEMO_ENV, mountApi } from 'api';
import {
  CONTRACT_MAJOR,
  isRemoteApp,
  REMOTE_APPS,
  type RemoteApp,
  type RemotesMap,
} from '@portal/contract';
import { REPO_ROOT } from './lib/dist-layout.ts';

const { devPorts } = createRequire(import.meta.url)('./build/ports.cjs') as {
  devPorts: Record<RemoteApp | 'host' | 'api', number>;
};

const only = process.argv[2];
if (only !== undefined && !isRemoteApp(only)) {
  console.error(`Unknown remote "${only}". Remotes: ${REMOTE_APPS.join(', ')}.`);
  process.exit(1);
}
const remotes: RemoteApp[] = only ? [only] : [...REMOTE_APPS];

// In development each remote is served by its own dev server; the host reads this map instead
// of a deployed remotes.json.
const devRemotes: RemotesMap = Object.fromEntries(
  remotes.map((app) => [
    app,
    {
      version: 'dev',
      entry: `http://127.0.0.1:${devPorts[app]}/mf-manifest.json`,
      contractMajor: CONTRACT_MAJOR,
    },
  ]),
);

const api = Fastify({ logger: { level: 'warn' } });
// The API and its socket, on the development database (`.data/`, shared with `pnpm start`),
// with the demo data unless PORTAL_DEMO=0.
await mountApi(api, { seed: process.env[DEMO_ENV] !== '0' });
api.get('/remotes.json', async (_request, reply) =>
  reply.header('cache-control', 'no-store').send(devRemotes),
);
try {
  await api.listen({ port: devPorts.api, host: '127.0.0.1' });
} catch (error) {
  const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  console.error(
    inUse
      ? `Port ${devPorts.api} (the development API) is in use: is another \`pnpm dev\` running?`
      : error,
  );
  process.exit(1);
}

const children: ChildProcess[] = [];
function serve(folder: string) {
  const child = spawn('pnpm', ['exec', 'webpack', 'serve', '--mode', 'development'], {
    cwd: path.join(REPO_ROOT, folder),
    stdio: 'inherit',
    env: process.env,
  });
  children.push(child);
}

for (const app of remotes) serve(app);
if (!only) serve('host');

const url = `http://127.0.0.1:${only ? devPorts[only] : devPorts.host}/`;
console.log(
  `\n${only ? `${only} (dev shell)` : 'Portal (development)'}: ${url}\nAPI: http://127.0.0.1:${devPorts.api}/api\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    void api.close().then(() => process.exit(0));
  });
}
