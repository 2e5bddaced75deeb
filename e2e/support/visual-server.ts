// A portal server of the visual suite's own (support/visual-site.ts starts it): the e2e site's
// build (the copy support/serve.ts made), over a fresh database seeded at a fixed moment, with a
// clock that starts at that moment and runs on. Every date the seed makes relative to now, each
// relative date, the greeting and the data the other suites change (a to-do item dismissed, a
// notification deleted, a mobile number saved) are then the same on every run.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPortalServer } from '../../scripts/serve/server.ts';
import { E2E_DIST } from './paths.ts';

const fixedNow = Date.parse(process.env['VISUAL_NOW'] ?? '');
if (Number.isNaN(fixedNow)) {
  console.error('VISUAL_NOW (an ISO date and time) is required.');
  process.exit(1);
}
if (!existsSync(path.join(E2E_DIST, 'host/index.html'))) {
  console.error('No e2e site: support/serve.ts (the suite’s web server) copies dist/ there.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-visual-'));
const startedAt = Date.now();
const server = await createPortalServer({
  distDir: E2E_DIST,
  // Its own SQLite file, seeded at VISUAL_NOW, whatever database the suite's server is given.
  api: {
    dataDir,
    databaseUrl: '',
    seed: true,
    now: () => new Date(fixedNow + (Date.now() - startedAt)),
  },
});
const address = await server.listen({ port: 0, host: '127.0.0.1' });

async function stop() {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The parent's pipe closing means the parent is gone: nothing is left running behind it.
process.stdin.on('end', () => void stop());
process.stdin.resume();

// The one line the parent waits for.
console.log(`visual portal on ${address}`);
