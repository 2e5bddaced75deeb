import { RetryPlugin } from '@module-federation/retry-plugin';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteApp, RemoteDeployment } from '@portal/contract';
import type { RemoteModule } from '@portal/platform';

/** `mf-dashboard` -> `mf_dashboard`, the container name its build was given. */
export function containerName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}

export function setUpFederation(onLoadError: (remote: string, error: unknown) => void): void {
  registerPlugins([
    // Transient failures (a dropped connection, a deploy mid-copy) heal without the user noticing.
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 300 },
      script: { retryTimes: 2, retryDelay: 300 },
    }),
    {
      name: 'portal-remote-errors',
      errorLoadRemote({ id, error }) {
        onLoadError(String(id), error);
        // Nothing to substitute: the region shows its fallback when the load rejects.
        throw error;
      },
    },
  ]);
}

/** Points the runtime at a remote's current build; `force` drops what an earlier one loaded. */
export function registerRemote(app: RemoteApp, deployment: RemoteDeployment, force: boolean) {
  registerRemotes([{ name: containerName(app), entry: deployment.entry }], { force });
}

export async function loadRemoteSpa(app: RemoteApp): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${containerName(app)}/spa`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`${app} does not expose single-spa lifecycles at ./spa`);
  }
  return module;
}
