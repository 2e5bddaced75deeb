// What the @portal/ui component tests share (imported by them only, never by index.ts): the
// browser APIs Mantine reads that jsdom lacks, and a render inside the portal's provider.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalUiProvider } from './portal-ui-provider';

// Mantine asks for media queries (reduced motion, colour scheme) and watches element sizes
// (Select's dropdown, ScrollArea); jsdom implements neither. Installed on import, once per file.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Select's dropdown scrolls its chosen option into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

function Providers({ children }: { children: ReactNode }) {
  return <PortalUiProvider brand={{ id: 'northway' }}>{children}</PortalUiProvider>;
}

export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
