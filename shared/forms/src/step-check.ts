import { createContext, use } from 'react';

/**
 * Whether the current step has been checked (Continue was pressed, or the server refused the
 * form): only then does a step show its errors that are not a field's own (policy-changes.md
 * §2; a step shows only its own errors, and only once asked to move on).
 */
export const StepCheckContext = createContext(false);

export function useStepChecked(): boolean {
  return use(StepCheckContext);
}
