/**
 * The 'Unsaved changes' guard (portal.md §2). A remote holds it while a form is dirty; the host
 * asks before any navigation while at least one hold is active. Remotes never block navigation
 * themselves.
 */
export interface ConfirmLeave {
  /** Marks unsaved changes; call the returned function once they are saved or discarded. */
  hold(): () => void;
  isHeld(): boolean;
  subscribe(listener: (held: boolean) => void): () => void;
}

export function createConfirmLeave(): ConfirmLeave {
  const holds = new Set<symbol>();
  const listeners = new Set<(held: boolean) => void>();
  const notify = () => listeners.forEach((listener) => listener(holds.size > 0));

  return {
    hold() {
      const id = Symbol('unsaved-changes');
      holds.add(id);
      notify();
      return () => {
        if (holds.delete(id)) notify();
      };
    },
    isHeld: () => holds.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
