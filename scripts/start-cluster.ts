// `pnpm start:cluster`: the portal as a fleet on this machine - two nodes over PostgreSQL and
// Redis (started, or installed, by the package script first) behind a round-robin proxy, with the
// demo data - and where each piece is. See README "Several nodes".
import path from 'node:path';
import { DEMO_ENV } from 'api';
import { startCluster } from './cluster/cluster.ts';
import { ensureBuilt } from './lib/deploy.ts';
import { REPO_ROOT, resolveDistDir } from './lib/dist-layout.ts';
import { printWelcome } from './lib/welcome.ts';

process.env[DEMO_ENV] ??= '1';
const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl?.startsWith('postgres')) {
  console.error('start:cluster needs DATABASE_URL=postgres://... (the package script sets it).');
  process.exit(1);
}
const port = Number(process.env['PORT'] ?? 8080);
const distDir = resolveDistDir();
const dataDir = path.join(REPO_ROOT, '.data', 'cluster');

// Builds what was never built and points the database's remote map at every remote.
await ensureBuilt(distDir);
const cluster = await startCluster({
  distDir,
  databaseUrl,
  redisUrl: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
  port,
  nodePorts: [port + 1, port + 2],
  dataDir,
  logDir: path.join(dataDir, 'logs'),
});

printWelcome(port);
console.log('Nodes (the proxy sends each request and socket to the next one that is up):');
for (const node of cluster.nodes) console.log(`  ${node.name}: ${node.origin}`);
console.log(`Node logs and pids: ${path.join(dataDir, 'logs')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
