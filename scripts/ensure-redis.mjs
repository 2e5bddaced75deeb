// The API's tests across several processes (api/test/nodes/realtime-nodes.test.ts) need Redis on
// 127.0.0.1:6379, as on the development machines and CI. Starts it when redis-server is installed
// but nothing answers; installs it with apt when it is missing and this user may (CI runs as
// root). The server keeps nothing on disk: the tests' streams are theirs for one run only.
// Prints its URL, or, given `--env NAME -- command ...`, runs the command with NAME set to it:
//   node scripts/ensure-redis.mjs --env REDIS_URL -- vitest run
import { spawnSync } from 'node:child_process';

const HOST = '127.0.0.1';
const PORT = '6379';
const rest = process.argv.slice(2);
const split = rest.indexOf('--');
const envName = rest[0] === '--env' ? rest[1] : undefined;
const command = split >= 0 ? rest.slice(split + 1) : [];

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

const installed = (program) => run('sh', ['-c', `command -v ${program}`]).status === 0;
const ready = () =>
  installed('redis-cli') &&
  run('redis-cli', ['-h', HOST, '-p', PORT, 'ping'], { timeout: 3_000 }).stdout?.trim() === 'PONG';

function install() {
  if (process.getuid?.() !== 0) {
    console.error(
      `Redis is not running on ${HOST}:${PORT}: install it ('sudo apt-get install -y redis-server') and start it.`,
    );
    process.exit(1);
  }
  console.log('Installing Redis (apt-get install -y redis-server) ...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'redis-server']]) {
    const result = run('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (!ready()) {
  if (!installed('redis-server')) install();
  // On this machine only, in the background, with no snapshot or log of writes on disk.
  const started = run(
    'redis-server',
    ['--daemonize', 'yes', '--bind', HOST, '--port', PORT, '--save', '', '--appendonly', 'no'],
    { stdio: 'inherit' },
  );
  if (started.status !== 0) process.exit(started.status ?? 1);
  for (let tries = 0; !ready() && tries < 30; tries += 1) run('sleep', ['1']);
  if (!ready()) {
    console.error(`Redis did not start on ${HOST}:${PORT}.`);
    process.exit(1);
  }
}

const url = `redis://${HOST}:${PORT}`;
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
