// The portal as a fleet on one machine (`pnpm start:cluster`, the cluster e2e suite): identical,
// stateless nodes over one PostgreSQL database and one Redis, behind a round-robin proxy. Each
// node is a process of its own; one that dies (kill -9) is started again after a second, as a
// process manager would, and rejoins the proxy's turn once it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { createRoundRobinProxy } from './proxy.ts';

export interface ClusterOptions {
  /** The site folder every node serves (dist/); the remote map is the database's. */
  readonly distDir: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** The proxy's port: the portal's address. */
  readonly port: number;
  /** One port per node, each on 127.0.0.1. */
  readonly nodePorts: readonly number[];
  /** The nodes' data folder (uploads until they move to the object store). */
  readonly dataDir: string;
  /** Where each node's output goes (`<name>.log`) and `nodes.json` (name, port, pid) is kept. */
  readonly logDir: string;
  readonly env?: Readonly<Record<string, string>>;
}

export interface ClusterNode {
  readonly name: string;
  readonly port: number;
  readonly origin: string;
}

export interface Cluster {
  readonly url: string;
  readonly nodes: readonly ClusterNode[];
  stop(): Promise<void>;
}

const RESTART_AFTER_MS = 1_000;
const START_TIMEOUT_MS = 120_000;

async function answering(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await mkdir(options.logDir, { recursive: true });
  const nodes: ClusterNode[] = options.nodePorts.map((port, index) => ({
    name: `node-${String.fromCharCode(97 + index)}`,
    port,
    origin: `http://127.0.0.1:${port}`,
  }));
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  const writeState = () =>
    writeFile(
      path.join(options.logDir, 'nodes.json'),
      `${JSON.stringify(
        nodes.map((node) => ({ ...node, pid: children.get(node.name)?.pid ?? null })),
        null,
        2,
      )}\n`,
    );

  function launch(node: ClusterNode): ChildProcess {
    const log = createWriteStream(path.join(options.logDir, `${node.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/node.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...options.env,
        PORT: String(node.port),
        PORTAL_NODE_NAME: node.name,
        PORTAL_DIST: options.distDir,
        PORTAL_DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        // The proxy on this machine sets X-Forwarded-For; nothing else is trusted with it.
        PORTAL_TRUST_PROXY: '127.0.0.1',
        TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'scripts/tsconfig.run.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.set(node.name, child);
    child.once('exit', (code, signal) => {
      log.write(`\n[cluster] ${node.name} exited (${signal ?? `code ${String(code)}`})\n`);
      if (stopping || children.get(node.name) !== child) return;
      setTimeout(() => {
        if (stopping) return;
        launch(node);
        void writeState();
      }, RESTART_AFTER_MS);
    });
    return child;
  }

  // One after another: the first creates, migrates and seeds a new database alone.
  for (const node of nodes) {
    const child = launch(node);
    const exited = once(child, 'exit').then(() => {
      throw new Error(`${node.name} exited while starting (log: ${options.logDir})`);
    });
    exited.catch(() => undefined);
    await Promise.race([answering(node.origin, START_TIMEOUT_MS), exited]);
  }
  await writeState();

  const proxy = createRoundRobinProxy(nodes);
  proxy.server.listen(options.port, '0.0.0.0');
  await once(proxy.server, 'listening');

  return {
    url: `http://localhost:${options.port}`,
    nodes,
    async stop() {
      stopping = true;
      await proxy.close();
      await Promise.all(
        [...children.values()].map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
