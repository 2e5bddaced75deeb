// What `pnpm start` and `pnpm start:cluster` print once the portal answers: where it is, which
// database it is on and, with the demo data, the sign-ins to try.
import {
  DEMO_ENV,
  DEMO_SUPPORT_PASSWORD,
  demoInvitation,
  demoRequested,
  demoSignIns,
  SUPPORT_PASSWORD_ENV,
} from 'api';

/** Where the data is, the password of a PostgreSQL URL left out. */
function databaseDescription(url: string | undefined): string {
  if (!url) return 'SQLite (.data/portal.sqlite; DATABASE_URL=postgres://... for PostgreSQL)';
  const shown = new URL(url);
  shown.password = '';
  return `PostgreSQL (${shown.toString()})`;
}

export function printWelcome(port: number): void {
  const demo = demoRequested();
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
}
