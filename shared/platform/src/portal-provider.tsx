import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import type { PortalContext } from './portal-context';

const PortalReactContext = createContext<PortalContext | null>(null);

export function PortalProvider({ value, children }: { value: PortalContext; children: ReactNode }) {
  return (
    <PortalReactContext value={value}>
      <QueryClientProvider client={value.queryClient}>{children}</QueryClientProvider>
    </PortalReactContext>
  );
}

export function usePortal(): PortalContext {
  const context = use(PortalReactContext);
  if (!context)
    throw new Error('usePortal needs a <PortalProvider> (the remote was mounted without one)');
  return context;
}
