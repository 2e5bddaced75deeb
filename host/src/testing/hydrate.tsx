// The server's markup in the page, then React hydrating it, as the browser does with the portal
// server's pages (render-shell.tsx, bootstrap.tsx). A test file unmounts what it hydrated in its
// afterEach, first (`unmountHydrated`): the unit tests share workers and their modules, so a hook
// registered here would run for the first file only.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const roots: Root[] = [];

/** Unmounts every tree `hydrate` made, and empties the page. */
export function unmountHydrated(): void {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
}

export interface HydrateOptions {
  /** The container's id: `portal-shell` as on the host page. */
  id?: string;
  /** What happens in the page before its script runs (a user typing). */
  beforeHydration?: (container: HTMLElement) => void;
}

/**
 * Hydrates `tree` over `html`. React reports a mismatch as a recoverable error (and renders the
 * tree again from scratch): they are returned, and a test of a page expects none.
 */
export async function hydrate(html: string, tree: ReactElement, options: HydrateOptions = {}) {
  const container = document.createElement('div');
  if (options.id) container.id = options.id;
  container.innerHTML = html;
  document.body.append(container);
  options.beforeHydration?.(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) }),
    );
  });
  return { container, mismatches };
}
