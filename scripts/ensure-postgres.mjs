// The API's tests on PostgreSQL (and `pnpm start:postgres`) need PostgreSQL 15 on 127.0.0.1:5432
// with the `postgres` user trusted from this machine, as on the development machines and CI.
// Starts the cluster when it is installed but stopped; installs it with apt when it is missing
// and this user may (CI runs as root), trusting local connections only. Then makes sure the
// database named on the command line exists (default `portal`; with `--fresh`, dropped first and
// made again empty). Prints its URL, or, given `--env NAME -- command ...`, runs the command with
// NAME set to it:
//   node scripts/ensure-postgres.mjs portal_test --env PORTAL_TEST_DATABASE_URL -- vitest run
//   node scripts/ensure-postgres.mjs portal_bench --fresh
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const HOST = '127.0.0.1';
const PORT = '5432';
const [database = 'portal', ...options] = process.argv.slice(2);
const fresh = options[0] === '--fresh';
const rest = fresh ? options.slice(1) : options;
const split = rest.indexOf('--');
const envName = rest[0] === '--env' ? rest[1] : undefined;
const command = split >= 0 ? rest.slice(split + 1) : [];

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

const ready = () => run('pg_isready', ['-h', HOST, '-p', PORT, '-t', '2']).status === 0;
const clusters = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : []);

function startCluster() {
  for (const version of clusters()) {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      stdio: 'inherit',
    });
  }
}

function install() {
  if (process.getuid?.() !== 0) {
    console.error(
      `PostgreSQL is not running on ${HOST}:${PORT}: install it ('sudo apt-get install -y postgresql') and start it.`,
    );
    process.exit(1);
  }
  console.log('Installing PostgreSQL (apt-get install -y postgresql) ...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = run('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // A cluster we just made: the tests connect as `postgres` over TCP from this machine only.
  for (const version of clusters()) {
    const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
    const rules = 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
    writeFileSync(hba, rules + readFileSync(hba, 'utf8'));
  }
}

if (!ready()) {
  if (clusters().length === 0 && !existsSync('/usr/bin/pg_ctlcluster')) install();
  startCluster();
  for (let tries = 0; !ready() && tries < 30; tries += 1) run('sleep', ['1']);
  if (!ready()) {
    console.error(`PostgreSQL did not start on ${HOST}:${PORT}.`);
    process.exit(1);
  }
}

const psql = (sql) =>
  run('psql', ['-h', HOST, '-p', PORT, '-U', 'postgres', '-d', 'postgres', '-tAc', sql]);
if (fresh) {
  const dropped = psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  if (dropped.status !== 0) {
    console.error(dropped.stderr);
    process.exit(1);
  }
}
if (psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`).stdout.trim() !== '1') {
  const created = psql(`CREATE DATABASE ${database}`);
  if (created.status !== 0) {
    console.error(created.stderr);
    process.exit(1);
  }
}
const url = `postgres://postgres@${HOST}:${PORT}/${database}`;
if (command.length === 0 || !envName) {
  console.log(url);
} else {
  const [program = '', ...args] = command;
  const result = spawnSync(program, args, {
    stdio: 'inherit',
    env: { ...process.env, [envName]: url },
  });
  process.exit(result.status ?? 1);
}
