import { useFormState, useUnsavedChanges } from '@portal/ui';

/**
 * Inside a form: asks 'Unsaved changes' before leaving it half-filled (portal.md §2), until
 * `released` (the form has done its work and moves on).
 */
export function UnsavedGuard({ released = false }: { released?: boolean }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useUnsavedChanges(Boolean(dirty) && !released);
  return null;
}
