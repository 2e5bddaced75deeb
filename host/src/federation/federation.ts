import type { RemoteApp, RemoteDeployment } from '@portal/contract';
import type { RemoteModule } from '@portal/platform';
import type { Federation } from './start-federation';

// The page's side of Module Federation. The runtime and the host's shared modules are one chunk
// of their own (start-federation.ts), run the first time a remote is needed - at once on a
// remote's route; on the host's, when a link to a remote is hovered, focused or followed (its
// files are prefetched once the page is idle, federation/prefetch.ts) - so a host page's first
// script holds neither. Remotes are registered as the page learns of them and take effect once
// it is in.

let federation: Promise<Federation> | undefined;
let started: Federation | undefined;
const deployments = new Map<RemoteApp, RemoteDeployment>();
let onLoadError: (remote: string, error: unknown) => void = () => {};

export function setUpFederation(onError: (remote: string, error: unknown) => void): void {
  onLoadError = onError;
}

/** The runtime, fetched and started on first call; every remote the page knows is registered. */
export function startFederation(): Promise<Federation> {
  federation ??= import(/* webpackChunkName: "federation" */ './start-federation').then(
    (module) => {
      started = module.startFederation(onLoadError);
      for (const [app, deployment] of deployments) started.registerRemote(app, deployment, false);
      return started;
    },
  );
  return federation;
}

/** Points the runtime at a remote's current build; `force` drops what an earlier one loaded. */
export function registerRemote(app: RemoteApp, deployment: RemoteDeployment, force: boolean) {
  deployments.set(app, deployment);
  started?.registerRemote(app, deployment, force);
}

export async function loadRemoteSpa(app: RemoteApp): Promise<RemoteModule> {
  return (await startFederation()).loadRemoteSpa(app);
}

/** Fetches a remote's files ahead of its route (a link to it is hovered or focused). */
export async function preloadRemote(app: RemoteApp): Promise<void> {
  if (!deployments.has(app)) return;
  await (await startFederation()).preloadRemote(app);
}
