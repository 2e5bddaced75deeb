// `pnpm --filter api ops <command>`: switches for the running API, written to the same database
// it reads on every request, so they take effect at once without a restart.
//
//   ops maintenance on [--retry-after <seconds>]   answer 503 with Retry-After (except /health)
//   ops maintenance off
//   ops maintenance                                 show the current state
//   ops agreements reset <username>                 the user's agreements outstanding again (499)
//   ops invitation reset                            the demo invitation open again, as seeded
//   ops feature <portal> <flag> on|off              switch a flag of the brand's features file
//   ops changes <policy reference>                  the changes sent for review, one JSON a line
//   ops payments <policy reference>                 the payments recorded, as one JSON array
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { reopenInvitation } from './account/store';
import { agreementCount, reopenAgreements } from './agreements/store';
import { deleteTokensOf } from './auth/store';
import { databaseTarget, defaultDataDir } from './context';
import type { Db } from './db/database';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations/index';
import { setFeatureFlag } from './meta/features';
import { changeRequestsOf } from './changes/store';
import { paymentRowsOf } from './payments/store-charges';
import { policyIdByReference, policyOwner } from './policies/store';
import { INVITED_POLICY } from './seed/account';
import { resetDemo } from './seed/reset-demo';
import { DEMO_INVITATION } from './seed/demo-users';
import { DEFAULT_RETRY_AFTER, readMaintenance, setMaintenance } from './settings/store';
import { userIdByUsername } from './user/store';

export const OPS_USAGE =
  'Usage: ops maintenance [on|off] [--retry-after <seconds>] | ops agreements reset <username>' +
  ' | ops demo reset' +
  ' | ops invitation reset' +
  ' | ops feature <portal> <flag> on|off' +
  ' | ops changes <policy reference>' +
  ' | ops payments <policy reference>';

async function describe(db: Db): Promise<string> {
  const { on, retryAfter } = await readMaintenance(db);
  return on
    ? `Maintenance is on: the API answers 503 with Retry-After: ${retryAfter}.`
    : 'Maintenance is off.';
}

/** Every agreement the user accepted or declined is outstanding again: the next call is a 499. */
async function resetAgreements(db: Db, username: string): Promise<string> {
  const userId = await userIdByUsername(db, username.toLowerCase());
  if (userId === undefined) throw new Error(`No user '${username}'.`);
  await reopenAgreements(db, userId);
  return `${username} has ${await agreementCount(db, userId)} agreement(s) outstanding.`;
}

/**
 * The demo invitation as seeded: its holder back to invited, with the README's invite id and
 * activation code, signed out everywhere and their agreements outstanding again.
 */
async function resetInvitation(db: Db): Promise<string> {
  const holder = await policyOwner(db, INVITED_POLICY.id);
  if (holder === undefined) throw new Error('The demo invitation is not in this database.');
  await db.transaction(async () => {
    await reopenInvitation(db, holder, DEMO_INVITATION.inviteId, DEMO_INVITATION.activationCode);
    await deleteTokensOf(db, holder);
    await reopenAgreements(db, holder);
  });
  return `The invitation ${DEMO_INVITATION.inviteId} (code ${DEMO_INVITATION.activationCode}) is open again.`;
}

/**
 * The changes sent for review on a policy, oldest first, one JSON object a line: what the
 * provider's review picks up (policy-changes.md §1), each kept whole as it was validated.
 */
async function listChanges(db: Db, reference: string): Promise<string> {
  const policyId = await policyIdByReference(db, reference);
  if (policyId === undefined) throw new Error(`No policy '${reference}'.`);
  const changes = await changeRequestsOf(db, policyId);
  if (changes.length === 0) return `No changes sent for review on ${reference}.`;
  return changes
    .map(({ id, type, status, createdAt, payload }) =>
      JSON.stringify({ id, type, status, created_at: createdAt, payload }),
    )
    .join('\n');
}

/**
 * Every payment recorded on a policy, taken or failed, oldest first, as one JSON array: what the
 * end-to-end tests count to prove a double submit charged once. Amounts in pence, as stored.
 */
async function listPayments(db: Db, reference: string): Promise<string> {
  // References are shown upper-case and typed in any case (portal.md §3).
  const policyId = await policyIdByReference(db, reference.trim().toUpperCase());
  if (policyId === undefined) throw new Error(`No policy '${reference}'.`);
  return JSON.stringify(await paymentRowsOf(db, policyId), null, 2);
}

/** Runs one ops command on a database; returns what to print. Throws on a usage error. */
export async function runOps(db: Db, args: readonly string[]): Promise<string> {
  const [command, state, ...rest] = args;
  if (command === 'invitation') {
    if (state !== 'reset' || rest.length !== 0) throw new Error(OPS_USAGE);
    return resetInvitation(db);
  }
  if (command === 'agreements') {
    if (state !== 'reset' || rest.length !== 1 || !rest[0]) throw new Error(OPS_USAGE);
    return resetAgreements(db, rest[0]);
  }
  if (command === 'changes') {
    if (!state || rest.length !== 0) throw new Error(OPS_USAGE);
    return listChanges(db, state);
  }
  if (command === 'payments') {
    if (!state || rest.length !== 0) throw new Error(OPS_USAGE);
    return listPayments(db, state);
  }
  if (command === 'feature') {
    const [flag, onOff] = rest;
    if (!state || !flag || (onOff !== 'on' && onOff !== 'off') || rest.length !== 2) {
      throw new Error(OPS_USAGE);
    }
    return setFeatureFlag(db, state, flag, onOff === 'on');
  }
  if (command !== 'maintenance') throw new Error(OPS_USAGE);
  if (state === undefined) return describe(db);
  if (state !== 'on' && state !== 'off') throw new Error(OPS_USAGE);

  let retryAfter = DEFAULT_RETRY_AFTER;
  if (rest.length > 0) {
    const seconds = Number(rest[1]);
    if (
      rest[0] !== '--retry-after' ||
      rest.length !== 2 ||
      !Number.isInteger(seconds) ||
      seconds < 0
    ) {
      throw new Error(OPS_USAGE);
    }
    retryAfter = seconds;
  }
  await setMaintenance(db, state === 'on', retryAfter);
  return describe(db);
}

async function main(): Promise<void> {
  const dataDir = defaultDataDir();
  mkdirSync(dataDir, { recursive: true });
  // The server's database: DATABASE_URL's PostgreSQL, else the data folder's SQLite file.
  const db = openDatabase(databaseTarget({}, dataDir));
  try {
    // The command may run before the server ever started: the settings table must exist.
    await migrate(db, migrations);
    const args = process.argv.slice(2);
    const demoReset = args.length === 2 && args[0] === 'demo' && args[1] === 'reset';
    console.log(demoReset ? await resetDemo(db, new Date()) : await runOps(db, args));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
