// Mantine's styles, once for the page: the host always loads @portal/ui (as the shared module
// every remote then uses), so the host's CSS bundle carries them. '#mantine-styles' is
// mantine-styles.css in browser builds and an empty module under Node, where the portal server
// renders the shell and a .css import would not load (package.json "imports").
import '#mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, themeFor, type ThemedBrand } from './theme';

/**
 * The design system for everything beneath it, themed for the brand the portal runs as. Safe
 * to render on the server: the colour scheme is fixed to light (the contrast was checked for
 * it), so nothing is read from the browser before hydration.
 */
export function PortalUiProvider({ brand, children }: { brand: ThemedBrand; children: ReactNode }) {
  return (
    <MantineProvider
      theme={themeFor(brand)}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
