// One node of the cluster (`pnpm start:cluster`, cluster/cluster.ts): the portal server over the
// site folder, with nothing built or printed; its settings all come from the environment
// (DATABASE_URL, REDIS_URL, PORTAL_NODE_NAME, PORTAL_TRUST_PROXY ...).
import { resolveDistDir } from '../lib/dist-layout.ts';
import { createPortalServer } from './server.ts';

const server = await createPortalServer({
  distDir: resolveDistDir(),
  logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
});
await server.listen({ port: Number(process.env['PORT'] ?? 8081), host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
