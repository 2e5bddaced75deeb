// The floor peer (shared/bench/floor, read-only): the bare stack with one remote, the yardstick
// for the portal's remote route. Its install and build are not what the bench measures, so they
// are kept in <cacheRoot>/<hash of the floor's files> and redone only when those files change.
import { createHash } from 'node:crypto';
import { chmod, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { pathExists } from '../lib/fs.ts';
import { measureLighthouse, RUNS, type LighthouseResult } from './lighthouse.ts';
import { progress } from './measured.ts';
import { freePort, runCommand, startServerProcess } from './processes.ts';

export const FLOOR_SOURCE = path.join(REPO_ROOT, '..', 'shared', 'bench', 'floor');
/** The floor's remote route, as its README measures it. */
export const FLOOR_PAGE = '/remote/x';

// Written last: a folder without it is a half-made install or build.
const READY_MARKER = '.bench-ready';

/** Lighthouse on the floor's remote route, served as its README serves it. */
export async function measureFloorLighthouse(
  cacheRoot: string,
  logDir: string,
): Promise<LighthouseResult> {
  const dir = await prepareFloor(cacheRoot, logDir);
  const port = await freePort();
  // Its own one-origin gzip server; it takes the port from PORT.
  const server = await startServerProcess('node', ['serve-gzip.mjs'], {
    cwd: dir,
    env: { PORT: String(port) },
    origin: `http://127.0.0.1:${port}`,
    timeoutMs: 30_000,
    logFile: path.join(logDir, 'floor-server.log'),
  });
  try {
    progress(`Lighthouse on the floor peer ${FLOOR_PAGE} (${RUNS} runs)`);
    return await measureLighthouse(new URL(FLOOR_PAGE, server.origin).href);
  } finally {
    await server.stop();
  }
}

/** The folder of a built copy of the floor, built now unless the cache has one. */
async function prepareFloor(cacheRoot: string, logDir: string): Promise<string> {
  const dir = path.join(cacheRoot, await hashFiles(FLOOR_SOURCE));
  if (await pathExists(path.join(dir, READY_MARKER))) {
    progress(`floor: reusing its install and build in ${dir}`);
    return dir;
  }
  // Copies of older versions of the floor, or a half-made one, are of no further use.
  await rm(cacheRoot, { recursive: true, force: true });
  await cp(FLOOR_SOURCE, dir, { recursive: true });
  await makeWritable(dir);
  progress(`floor: pnpm install and build in ${dir}`);
  // It has a lockfile and a pnpm-workspace.yaml (with allowBuilds) of its own.
  await runCommand('pnpm', ['install', '--frozen-lockfile'], {
    cwd: dir,
    timeoutMs: 5 * 60_000,
    logFile: path.join(logDir, 'floor-install.log'),
  });
  await runCommand('pnpm', ['run', 'build'], {
    cwd: dir,
    timeoutMs: 10 * 60_000,
    logFile: path.join(logDir, 'floor-build.log'),
  });
  await writeFile(path.join(dir, READY_MARKER), `${new Date().toISOString()}\n`);
  return dir;
}

async function hashFiles(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

// The copy keeps the source's read-only modes, and pnpm must write into it.
async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}
