// Makes `npm start` / `npm test` work on a machine with only Node 20 and npm: installs pnpm 12
// (corepack's signature check fails here) and the workspace's dependencies when missing.
// Plain Node with no dependencies, since it runs before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM_MAJOR = '12';

function pnpmVersion() {
  try {
    return execSync('pnpm --version', {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!pnpmVersion()?.startsWith(`${PNPM_MAJOR}.`)) {
  console.log(`Installing pnpm ${PNPM_MAJOR} (npm i -g pnpm@${PNPM_MAJOR}) ...`);
  run('npm', ['install', '--global', `pnpm@${PNPM_MAJOR}`]);
}

// pnpm writes node_modules/.modules.yaml last; a lockfile newer than it means a stale install.
const marker = `${root}/node_modules/.modules.yaml`;
const stale =
  !existsSync(marker) || statSync(`${root}/pnpm-lock.yaml`).mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (pnpm install --frozen-lockfile) ...');
  // better-sqlite3 compiles from source here; node-gyp would download Node's headers, which
  // this network refuses. Debian's Node ships them in /usr/include/node: point node-gyp there
  // (newer pnpm releases no longer pass on npm's own `nodedir` setting).
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/common.gypi')) {
    process.env.npm_config_nodedir = '/usr';
  }
  run('pnpm', ['install', '--frozen-lockfile']);
}
