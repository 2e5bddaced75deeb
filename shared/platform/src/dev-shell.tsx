import { createPortalContext } from './create-portal-context';
import type { RemoteModule } from './remote-lifecycles';

/**
 * The small shell a remote runs in when developed alone (`pnpm --filter <remote> dev`): the same
 * PortalContext the host would hand over, a plain navigate, and the reference API behind /api.
 */
export async function startDevShell(remote: RemoteModule): Promise<void> {
  const domElement = document.getElementById('portal-dev-shell');
  if (!domElement) throw new Error('The dev shell page has no #portal-dev-shell element');
  const portal = createPortalContext({
    brand: {
      id: 'dev',
      label: 'Development',
      legalName: 'Development',
      regulatorNumber: '000000',
      contactNumber: '0000 000 0000',
    },
    apiBaseUrl: '/api',
    navigate: (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    notify: ({ message }) => console.info(`[toast] ${message}`),
  });
  const props = { portal, domElement, reportError: (error: unknown) => console.error(error) };
  await remote.bootstrap(props);
  await remote.mount(props);
}
