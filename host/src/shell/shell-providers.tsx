import { PortalProvider, type PortalContext } from '@portal/platform';
import { PortalUiProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { SessionHydration } from '../session/use-session';

/**
 * What the shell renders inside, on the server (render-shell.tsx) and in the browser
 * (live-shell.tsx) alike, so the markup the browser hydrates is the markup the server sent: the
 * page's PortalContext (and its query cache) and the design system themed for the brand.
 */
export function ShellProviders({
  portal,
  hydrating = false,
  children,
}: {
  portal: PortalContext;
  /** In the browser, taking over the server's markup: the session shows once it has. */
  hydrating?: boolean;
  children: ReactNode;
}) {
  return (
    <PortalProvider value={portal}>
      <PortalUiProvider brand={portal.brand}>
        <SessionHydration hydrating={hydrating}>{children}</SessionHydration>
      </PortalUiProvider>
    </PortalProvider>
  );
}
