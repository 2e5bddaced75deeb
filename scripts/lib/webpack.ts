import { spawn } from 'node:child_process';
import type { RemoteApp } from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { REPO_ROOT } from './dist-layout.ts';

/**
 * One production build of a workspace package, configured through `env`
 * (`PORTAL_HOST_OUT`, or `PORTAL_REMOTE_OUT` + `PORTAL_REMOTE_VERSION`). webpack's output goes
 * straight to the terminal: it is what someone reads when a build fails.
 */
export function runWebpack(
  project: 'host' | RemoteApp,
  env: Record<string, string>,
): Promise<void> {
  const args = ['--filter', project, 'exec', 'webpack', '--mode', 'production'];
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      shell: false,
    });
    child.on('error', (error) => {
      reject(new DeployError(`Could not start "pnpm ${args.join(' ')}": ${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const how = signal ? `was stopped by ${signal}` : `exited with code ${String(code)}`;
      reject(new DeployError(`The webpack build of ${project} ${how} (see its output above).`));
    });
  });
}
