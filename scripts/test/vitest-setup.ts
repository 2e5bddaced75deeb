import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Mantine asks for media queries (reduced motion, colour scheme), watches element sizes (Select's
// dropdown, ScrollArea) and scrolls a chosen option into view; jsdom implements none of them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  // A screen shows its answer after validation, a faked call and a re-render: on a busy machine
  // that can take longer than Testing Library's 1 s wait.
  configure({ asyncUtilTimeout: 5000 });
}

// CONVENTIONS.md: a console.error during a test fails it. A test that expects one replaces this
// spy's implementation with its own (`vi.spyOn(console, 'error').mockImplementation(...)`).
// Type tests (`*.test-d.ts`) are checked by `pnpm typecheck`, which includes them.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
  }
});
