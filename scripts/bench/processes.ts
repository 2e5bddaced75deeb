// The bench's child processes: builds, installs and the floor's server. Each runs in a process
// group of its own under a time limit, so a hung build is ended together with everything it
// started (pnpm -> node -> webpack workers), and nothing outlives the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { errorCode } from '../lib/fs.ts';

export interface CommandOptions {
  readonly cwd: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Receives stdout and stderr, so the bench's own output stays the table. */
  readonly logFile: string;
}

export interface ServerProcess {
  readonly origin: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Runs a command to its end and resolves with its wall-clock time in milliseconds. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<number> {
  const what = `"${[command, ...args].join(' ')}"`;
  const started = performance.now();
  const child = startProcess(command, args, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopProcess(child);
      reject(
        new Error(`${what} took over ${options.timeoutMs / 1000} s (log: ${options.logFile})`),
      );
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${what} could not start: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(performance.now() - started);
      const how = signal ? `was stopped by ${signal}` : `exited with code ${String(code)}`;
      reject(new Error(`${what} ${how} (log: ${options.logFile})`));
    });
  });
}

/** Starts a long-running server and resolves once `origin` answers; `stop()` ends it. */
export async function startServerProcess(
  command: string,
  args: readonly string[],
  options: CommandOptions & { readonly origin: string },
): Promise<ServerProcess> {
  const child = startProcess(command, args, options);
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('close', (code) => {
      reject(new Error(`the server exited with code ${String(code)} (log: ${options.logFile})`));
    });
  });
  // Only raced while starting; afterwards an exit is noticed by the requests that then fail.
  exited.catch(() => undefined);
  const server: ServerProcess = {
    origin: options.origin,
    stop: () => stopAndWait(child),
  };
  try {
    await Promise.race([waitUntilAnswering(options.origin, options.timeoutMs), exited]);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Ends every child still running; for exit and signal handlers, so it is synchronous. */
export function stopAllProcesses(): void {
  for (const child of running) stopProcess(child);
}

function startProcess(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): ChildProcess {
  const log = openSync(options.logFile, 'w');
  try {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', log, log],
      // A group of its own: one signal to `-pid` reaches the grandchildren too.
      detached: true,
    });
    running.add(child);
    child.once('close', () => running.delete(child));
    return child;
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(log);
  }
}

function stopProcess(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch (error) {
    // The group is gone already.
    if (errorCode(error) !== 'ESRCH') throw error;
  }
}

function stopAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  stopProcess(child);
  return closed;
}

async function waitUntilAnswering(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(origin, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      probe.close(() => (port === undefined ? reject(new Error('no free port')) : resolve(port)));
    });
  });
}
