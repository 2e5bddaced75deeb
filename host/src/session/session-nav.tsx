import { href, MESSAGES } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, NavigationLink, Text } from '@portal/ui';
import { ConfirmDialog } from '../shell/dialogs';
import { useState } from 'react';
import { signOut } from './sign-out';
import { useSessionValue } from './use-session';

// The session's part of the header (portal.md §4): the greeting and 'Log Out' while signed in,
// 'Login' otherwise. Log Out asks first; a failed sign-out says why and can be tried again (§8).

type Step = 'idle' | 'confirming' | 'signing-out' | 'failed' | 'retrying';

/** The greeting of the signed-in user, e.g. 'Good morning, Alex'. */
export function SessionGreeting() {
  const greeting = useSessionValue((state) => state.greeting, null);
  const status = useSessionValue((state) => state.status, 'signed-out');
  if (status !== 'signed-in' || !greeting) return null;
  return <p className="shell-greeting">{greeting}</p>;
}

/** The last item of the main navigation: 'Login' or 'Log Out'. */
export function SessionNavItem({ pathname }: { pathname: string }) {
  const portal = usePortal();
  const status = useSessionValue((state) => state.status, 'signed-out');
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState('');

  async function confirm(busy: 'signing-out' | 'retrying') {
    setStep(busy);
    try {
      await signOut(portal);
      setStep('idle');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : MESSAGES.serverError);
      setStep('failed');
    }
  }

  if (status === 'signed-out') {
    const login = href('login');
    return (
      <li>
        <NavigationLink
          href={login}
          navigate={portal.navigate}
          aria-current={pathname === login ? 'page' : undefined}
        >
          Login
        </NavigationLink>
      </li>
    );
  }

  return (
    <li>
      <Button variant="white" size="compact-sm" onClick={() => setStep('confirming')}>
        Log Out
      </Button>
      <ConfirmDialog
        opened={step === 'confirming' || step === 'signing-out'}
        title="Log Out"
        confirmLabel="Log Out"
        cancelLabel="Cancel"
        loading={step === 'signing-out'}
        onConfirm={() => void confirm('signing-out')}
        onCancel={() => setStep('idle')}
      >
        <Text>{MESSAGES.logOutConfirm}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={step === 'failed' || step === 'retrying'}
        title={MESSAGES.logOutFailed}
        confirmLabel="Try again"
        cancelLabel="Cancel"
        loading={step === 'retrying'}
        onConfirm={() => void confirm('retrying')}
        onCancel={() => setStep('idle')}
      >
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      </ConfirmDialog>
    </li>
  );
}
