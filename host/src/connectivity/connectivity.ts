import type { PortalContext } from '@portal/platform';

// Online or not (portal.md §4 Features, §9): a connectivity check every 10 seconds with a
// 2 second time-out, sooner when the browser reports a change. The result is the `online`
// feature every app reads. Back online, the page's data is fetched again (see
// docs/decisions/009): what the user has typed stays.

export const CONNECTIVITY_CHECK_MS = 10_000;
export const CONNECTIVITY_TIMEOUT_MS = 2_000;

export interface ConnectivityOptions {
  /** What is asked; any answer from the server counts as online. */
  readonly url?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function startConnectivityCheck(
  portal: Pick<PortalContext, 'features' | 'queryClient'>,
  options: ConnectivityOptions = {},
): () => void {
  const url = options.url ?? '/api/health';
  const fetchOnce = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const target = options.window ?? window;
  let checking = false;

  function set(online: boolean) {
    const was = portal.features.getState().online;
    if (was === online) return;
    portal.features.setState({ online });
    if (online) void portal.queryClient.invalidateQueries();
  }

  async function check() {
    if (checking) return;
    checking = true;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), CONNECTIVITY_TIMEOUT_MS);
    try {
      await fetchOnce(url, { method: 'HEAD', cache: 'no-store', signal: timeout.signal });
      set(true);
    } catch {
      set(false);
    } finally {
      clearTimeout(timer);
      checking = false;
    }
  }

  const goneOffline = () => set(false);
  const mayBeBack = () => void check();
  target.addEventListener('offline', goneOffline);
  target.addEventListener('online', mayBeBack);
  const timer = setInterval(mayBeBack, CONNECTIVITY_CHECK_MS);
  return () => {
    clearInterval(timer);
    target.removeEventListener('offline', goneOffline);
    target.removeEventListener('online', mayBeBack);
  };
}
