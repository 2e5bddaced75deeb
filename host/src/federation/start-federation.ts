import { RetryPlugin } from '@module-federation/retry-plugin';
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { RemoteApp, RemoteDeployment } from '@portal/contract';
import { nextTask, type RemoteModule } from '@portal/platform';
import { containerName } from './container-name';
import { HOST_SHARED_MODULES } from './share-scope';

// The Module Federation runtime, in the host's federation chunk (federation.ts loads it). The
// host is not a container itself: it creates the runtime's instance here with its shared modules
// as loaded, so neither the runtime nor a share-scope negotiation is in the first script.

/** What a page does with its remotes once the runtime is in. */
export interface Federation {
  /** Points the runtime at a remote's current build; `force` drops what an earlier one loaded. */
  registerRemote(app: RemoteApp, deployment: RemoteDeployment, force: boolean): void;
  loadRemoteSpa(app: RemoteApp): Promise<RemoteModule>;
  /** Fetches a remote's manifest, entry and `./spa` files without running them. */
  preloadRemote(app: RemoteApp): Promise<void>;
}

export function startFederation(onLoadError: (remote: string, error: unknown) => void): Federation {
  const shared = Object.fromEntries(
    Object.entries(HOST_SHARED_MODULES).map(([key, load]) => {
      const config = __HOST_SHARED__[key];
      if (!config) throw new Error(`The host build has no share config for ${key}`);
      return [
        key,
        {
          version: config.version,
          // Asked for when a remote first needs the module: evaluated then, in a task of its own.
          get: async () => {
            await nextTask();
            const module = await load();
            return () => module;
          },
          shareConfig: { singleton: true, requiredVersion: config.requiredVersion },
        },
      ];
    }),
  );
  const instance = createInstance({
    name: 'host',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      // The remotes' production builds bring no runtime of their own: they use this one.
      injectExternalRuntimeCore(),
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
    ],
  });
  return {
    registerRemote(app, deployment, force) {
      instance.registerRemotes([{ name: containerName(app), entry: deployment.entry }], { force });
    },
    async loadRemoteSpa(app) {
      const module = await instance.loadRemote<RemoteModule>(`${containerName(app)}/spa`);
      if (!module || typeof module.mount !== 'function') {
        throw new Error(`${app} does not expose single-spa lifecycles at ./spa`);
      }
      return module;
    },
    async preloadRemote(app) {
      await instance.preloadRemote([{ nameOrAlias: containerName(app), exposes: ['./spa'] }]);
    },
  };
}
