// The e2e web server: the production build (dist/, from `pnpm build`) copied to a scratch site,
// plus the fault fixture deployed there as extra mf-account versions, served by the same server
// as `pnpm start`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_MAJOR } from '@portal/contract';
import { createPortalServer } from '../../scripts/serve/server.ts';
import { E2E_DIST, FAULT_FIXTURE_VERSION, NEXT_CONTRACT_VERSION, REPO_ROOT } from './paths.ts';

const source = path.join(REPO_ROOT, 'dist');
if (
  !existsSync(path.join(source, 'host/index.html')) ||
  !existsSync(path.join(source, 'remotes.json'))
) {
  console.error('No production build in dist/: run `pnpm build` first.');
  process.exit(1);
}

await rm(E2E_DIST, { recursive: true, force: true });
// A fresh database, created and seeded by the first start, for every run of the suite.
const dataDir = path.join(E2E_DIST, '..', 'data');
await rm(dataDir, { recursive: true, force: true });
await cp(source, E2E_DIST, { recursive: true });

/** Builds the stand-in as `version` of mf-account, deployed beside the real one. */
async function buildFixture(version: string, contractMajor: number): Promise<void> {
  const build = spawn(
    'pnpm',
    ['exec', 'webpack', '--mode', 'production', '-c', 'fixtures/faulty-remote/webpack.config.cjs'],
    {
      cwd: path.join(REPO_ROOT, 'e2e'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORTAL_REMOTE_OUT: path.join(E2E_DIST, 'remotes/mf-account', version),
        PORTAL_REMOTE_VERSION: version,
        PORTAL_CONTRACT_MAJOR: String(contractMajor),
      },
    },
  );
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Building the ${version} fixture failed`);
}

// Both at once: each build waits on its own files as much as on the processor.
await Promise.all([
  buildFixture(FAULT_FIXTURE_VERSION, CONTRACT_MAJOR),
  buildFixture(NEXT_CONTRACT_VERSION, CONTRACT_MAJOR + 1),
]);

// The specs deploy, roll back and break remotes by editing the site's remotes.json: the map is
// that file whatever database the data is on (the cluster suite drives the database's map).
const server = await createPortalServer({
  distDir: E2E_DIST,
  api: { dataDir, seed: true },
  remoteMap: 'file',
});
await server.listen({ port: Number(process.env.PORT || 4173), host: '127.0.0.1' });
console.log(`e2e portal on http://127.0.0.1:${process.env.PORT || 4173}`);
