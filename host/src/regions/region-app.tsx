import { CONTRACT_MAJOR, type RemoteApp } from '@portal/contract';
import type { PortalContext, RemoteModule, RemoteMountProps } from '@portal/platform';
import { RemoteUnavailable } from '@portal/ui';
import { createRoot, type Root } from 'react-dom/client';
import { loadRemoteSpa, registerRemote } from '../federation/federation';
import { loadRemotesMap } from '../federation/remotes-map';
import { focusPageTitle } from '../shell/focus';

/** A remote that has not answered by then is treated as down (its region shows the fallback). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

interface RegionOptions {
  app: RemoteApp;
  portal: PortalContext;
  element: HTMLElement;
}

/**
 * The single-spa application the host registers for one remote. It loads, checks, bootstraps and
 * mounts the remote itself, so every way a remote can fail - manifest or entry unreachable, too
 * slow, another contract major, an exception in bootstrap, mount or render - ends the same way:
 * the region shows 'This part of the portal is unavailable right now.' with Retry, and the
 * shell and the other remotes carry on. single-spa itself never sees a failure.
 */
export function createRegionApp({ app, portal, element }: RegionOptions) {
  const remoteElement = document.createElement('div');
  const fallbackElement = document.createElement('div');
  element.append(remoteElement, fallbackElement);

  let remote: RemoteModule | null = null;
  let bootstrapped = false;
  let mounted = false;
  let fallback: Root | null = null;
  // Each mount attempt gets a number; a late answer from an abandoned attempt is ignored.
  let attempt = 0;

  const mountProps: RemoteMountProps = {
    portal,
    domElement: remoteElement,
    // Reported from inside the remote's React commit: unmount it only after that commit ends.
    reportError: (error) => {
      const current = attempt;
      setTimeout(() => void fail(current, error, 'render'));
    },
  };

  function showFallback(retrying: boolean) {
    fallback ??= createRoot(fallbackElement);
    fallback.render(<RemoteUnavailable retrying={retrying} onRetry={() => void retry()} />);
  }

  function hideFallback() {
    fallback?.unmount();
    fallback = null;
  }

  async function fail(current: number, error: unknown, stage: string) {
    if (current !== attempt) return;
    console.error(`${app} could not be shown (${stage}):`, error);
    portal.bus.emit({ type: 'remote.failed', app, reason: `${stage}: ${String(error)}` });
    if (mounted && remote) {
      mounted = false;
      await remote.unmount(mountProps).catch(() => undefined);
    }
    showFallback(false);
    element.hidden = false;
  }

  async function show() {
    const current = ++attempt;
    let stage = 'load';
    try {
      remote ??= await withTimeout(loadRemoteSpa(app), `Loading ${app}`);
      if (current !== attempt) return;
      stage = 'contract check';
      if (remote.contractMajor !== CONTRACT_MAJOR) {
        throw new ContractMismatchError(
          `${app} ${remote.version} was built against @portal/contract major ${remote.contractMajor}, ` +
            `but this host runs major ${CONTRACT_MAJOR}; it is not mounted.`,
        );
      }
      stage = 'bootstrap';
      if (!bootstrapped) {
        await withTimeout(remote.bootstrap(mountProps), `Bootstrapping ${app}`);
        bootstrapped = true;
      }
      if (current !== attempt) return;
      stage = 'mount';
      await withTimeout(remote.mount(mountProps), `Mounting ${app}`);
      mounted = true;
      if (current !== attempt) return;
      hideFallback();
      // The shell drops the screen's stand-in on this event, in the same frame as this shows.
      portal.bus.emit({ type: 'remote.mounted', app, version: remote.version });
      element.hidden = false;
      focusPageTitle(remoteElement);
    } catch (error) {
      await fail(current, error, stage);
    }
  }

  /** Retry without a page reload: re-read /remotes.json (ops may have rolled back) and reload. */
  async function retry() {
    showFallback(true);
    const remotes = await loadRemotesMap({ fresh: true });
    const deployment = remotes[app];
    remote = null;
    bootstrapped = false;
    if (deployment) registerRemote(app, deployment, true);
    await show();
  }

  return {
    bootstrap: async () => {},
    // The region stays hidden until it has the remote's screen or the fallback to show.
    mount: () => show(),
    unmount: async () => {
      attempt++;
      element.hidden = true;
      hideFallback();
      if (mounted && remote) {
        mounted = false;
        await remote.unmount(mountProps).catch((error: unknown) => {
          console.error(`${app} failed to unmount`, error);
        });
      }
    },
  };
}
