// What the @portal/ui component tests share (imported by them only, never by index.ts): a render
// inside the portal's provider. The browser APIs Mantine needs in jsdom come from the test setup.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalUiProvider } from './portal-ui-provider';

function Providers({ children }: { children: ReactNode }) {
  return <PortalUiProvider brand={{ id: 'northway' }}>{children}</PortalUiProvider>;
}

export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
