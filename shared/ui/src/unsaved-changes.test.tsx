// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes';

function DirtyForm({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

/** The portal's confirmLeave as far as forms see it: holds counted, each released once. */
function createGuard() {
  const holds = new Set<symbol>();
  return {
    hold() {
      const id = Symbol('hold');
      holds.add(id);
      return () => holds.delete(id);
    },
    isHeld: () => holds.size > 0,
  };
}

function renderWithGuard(dirty: boolean) {
  const guard = createGuard();
  const view = render(
    <UnsavedChangesProvider guard={guard}>
      <DirtyForm dirty={dirty} />
    </UnsavedChangesProvider>,
  );
  const rerender = (next: boolean) =>
    view.rerender(
      <UnsavedChangesProvider guard={guard}>
        <DirtyForm dirty={next} />
      </UnsavedChangesProvider>,
    );
  return { guard, rerender, unmount: view.unmount };
}

test('a clean form holds nothing', () => {
  const { guard } = renderWithGuard(false);
  expect(guard.isHeld()).toBe(false);
});

test('a dirty form holds the guard until it is clean again', () => {
  const { guard, rerender } = renderWithGuard(false);
  rerender(true);
  expect(guard.isHeld()).toBe(true);
  rerender(false);
  expect(guard.isHeld()).toBe(false);
});

test('leaving the page with a dirty form releases its hold', () => {
  const { guard, unmount } = renderWithGuard(true);
  expect(guard.isHeld()).toBe(true);
  unmount();
  expect(guard.isHeld()).toBe(false);
});

test('without the portal guard the hook says what is missing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<DirtyForm dirty />)).toThrow(/UnsavedChangesProvider/);
  error.mockRestore();
});
