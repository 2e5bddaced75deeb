// `pnpm --filter api start`: the API alone, under /api with its socket at /ws/, on port 8079
// (PORT changes it). `pnpm start` serves it inside the portal server instead.
import Fastify from 'fastify';
import { DATABASE_FILE } from './context';
import { DATABASE_URL_ENV } from './db/database';
import { trustProxyFromEnv } from './http/trust-proxy';
import { mountApi } from './mount';

const port = Number(process.env['PORT'] ?? 8079);
const host = process.env['HOST'] ?? '0.0.0.0';

const app = Fastify({
  logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
  trustProxy: trustProxyFromEnv(),
});
const context = await mountApi(app);
await app.listen({ port, host });
const where = process.env[DATABASE_URL_ENV]
  ? 'PostgreSQL (DATABASE_URL)'
  : `${context.dataDir}/${DATABASE_FILE}`;
console.log(`API: http://localhost:${port}/api (database ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}
