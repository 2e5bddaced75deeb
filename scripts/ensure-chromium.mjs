// End-to-end tests and the benchmark drive Debian's Chromium (no browser can be downloaded here).
// Installs it with apt when it is missing and this user may (CI runs as root).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium'.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get install -y chromium) ...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
