// `pnpm start`: builds whatever has never been built, then serves the portal as deployed.
import {
  DEMO_ENV,
  DEMO_SUPPORT_PASSWORD,
  demoInvitation,
  demoRequested,
  demoSignIns,
  SUPPORT_PASSWORD_ENV,
} from 'api';
import { ensureBuilt } from './lib/deploy.ts';
import { resolveDistDir } from './lib/dist-layout.ts';
import { createPortalServer } from './serve/server.ts';

/** Where the data is, the password of a PostgreSQL URL left out. */
function databaseDescription(url: string | undefined): string {
  if (!url) return 'SQLite (.data/portal.sqlite; DATABASE_URL=postgres://... for PostgreSQL)';
  const shown = new URL(url);
  shown.password = '';
  return `PostgreSQL (${shown.toString()})`;
}

// The demo users, with their published password, exist because this command asks for them;
// `PORTAL_DEMO=0 npm start` serves an empty database instead.
process.env[DEMO_ENV] ??= '1';
const demo = demoRequested();
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

console.log(`\nPortal: http://localhost:${port}`);
console.log(`Database: ${databaseDescription(process.env['DATABASE_URL'])}`);
if (!demo) {
  console.log(`Demo data: off (${DEMO_ENV}=1 seeds it into a new database)`);
} else if (demoSignIns.length > 0) {
  console.log(`Demo data: on (${DEMO_ENV}=1; ${DEMO_ENV}=0 starts without it)`);
  console.log('Demo sign-ins:');
  for (const { username, password, note } of demoSignIns) {
    console.log(`  ${username} / ${password}  ${note}`);
  }
  console.log(
    `Invitation to activate (/user/activate): invite id ${demoInvitation.inviteId}, activation code ${demoInvitation.activationCode}`,
  );
  // api/src/support-console/staff-sessions.ts: the demo password never applies in production.
  const supportPassword = process.env[SUPPORT_PASSWORD_ENV]
    ? `the password in ${SUPPORT_PASSWORD_ENV}`
    : process.env['NODE_ENV'] === 'production'
      ? `closed until ${SUPPORT_PASSWORD_ENV} is set`
      : `password ${DEMO_SUPPORT_PASSWORD}`;
  console.log(`Support console: http://localhost:${port}/support (${supportPassword})`);
}

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
