// `pnpm start`: builds whatever has never been built, then serves the portal as deployed.
import { DEMO_ENV } from 'api';
import { ensureBuilt } from './lib/deploy.ts';
import { resolveDistDir } from './lib/dist-layout.ts';
import { printWelcome } from './lib/welcome.ts';
import { createPortalServer } from './serve/server.ts';

// The demo users, with their published password, exist because this command asks for them;
// `PORTAL_DEMO=0 npm start` serves an empty database instead.
process.env[DEMO_ENV] ??= '1';
const distDir = resolveDistDir();
const port = Number(process.env['PORT'] ?? 8080);
const host = process.env['HOST'] ?? '0.0.0.0';

await ensureBuilt(distDir);
// Requests are not logged one by one; LOG_LEVEL=info shows them.
const server = await createPortalServer({
  distDir,
  logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
});
await server.listen({ port, host });

printWelcome(port);

// `once`: a second Ctrl+C falls back to Node's default and ends a close that hangs.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}
