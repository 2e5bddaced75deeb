import { MESSAGES } from '@portal/contract';
import { Alert, Anchor, Button, Stack, Text, useUnsavedChanges } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { BREACH_SEARCH_URL, checkBreached } from '../api/breach-check';

// portal.md §4 "Change password", §8 "Breached password", for every form that sets a password
// (settings, activation, password reset): a new password found in the breach range shows the
// warning on the first submit and the button becomes 'Continue with insecure password'; editing
// the password clears that; a second submit with the same password goes ahead. A check that
// fails counts as not breached.

export interface BreachGate {
  /** The password the warning was shown for; null while there is none. */
  readonly warnedFor: string | null;
  /** Whether `password` may be sent now: not breached, or warned about already. */
  readonly mayProceed: (password: string) => Promise<boolean>;
  /** Forgets the warning: the password was edited. */
  readonly clear: () => void;
}

export function useBreachGate(): BreachGate {
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  // The warning's submit sent nothing, yet the form counts it as done and lets go of the page:
  // held again here until the user goes on, so leaving still asks 'Unsaved changes' (§2).
  const { leaveWithoutAsking } = useUnsavedChanges(warnedFor !== null);
  const mayProceed = useCallback(
    async (password: string) => {
      if (password === warnedFor) {
        leaveWithoutAsking();
        return true;
      }
      if (!(await checkBreached(password))) return true;
      setWarnedFor(password);
      return false;
    },
    [warnedFor, leaveWithoutAsking],
  );
  const clear = useCallback(() => setWarnedFor(null), []);
  return { warnedFor, mayProceed, clear };
}

/** The form's submit button: its own words, or the second click's once the warning shows. */
export function BreachAwareSubmit({
  gate,
  loading,
  label,
}: {
  gate: BreachGate;
  loading: boolean;
  label: string;
}) {
  const warned = gate.warnedFor !== null;
  return (
    <Button type="submit" loading={loading} color={warned ? 'orange' : undefined}>
      {warned ? MESSAGES.continueWithInsecurePassword : label}
    </Button>
  );
}

/** The warning, while the password is the one it was shown for. */
export function BreachWarning({ password, gate }: { password: string; gate: BreachGate }) {
  const { warnedFor, clear } = gate;
  // Any edit of the password clears the warning, even back to the same password.
  useEffect(() => {
    if (warnedFor !== null && password !== warnedFor) clear();
  }, [password, warnedFor, clear]);

  if (warnedFor === null || password !== warnedFor) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title="This password is not secure">
      <Stack gap="xs">
        <Text size="sm">{MESSAGES.breachedPassword}</Text>
        <Anchor href={BREACH_SEARCH_URL} target="_blank" rel="noopener noreferrer" size="sm">
          Search for your password on Have I Been Pwned (opens in a new tab)
        </Anchor>
      </Stack>
    </Alert>
  );
}
