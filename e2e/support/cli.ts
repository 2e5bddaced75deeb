import { spawnSync } from 'node:child_process';
import { E2E_DIST, REPO_ROOT } from './paths.ts';

export interface CliResult {
  status: number | null;
  output: string;
}

/** Runs `pnpm remote ...` against the e2e site, as ops would against the real one. */
export function remoteCli(...args: string[]): CliResult {
  const result = spawnSync('pnpm', ['--silent', 'remote', ...args], {
    cwd: REPO_ROOT,
    // The suite's site keeps its map in its remotes.json, whatever database the data is on.
    env: { ...process.env, PORTAL_DIST: E2E_DIST, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
