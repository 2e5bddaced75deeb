import { href, matchRoute, MESSAGES } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Modal, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { LoginForm } from '../login/login-form';
import { useSessionValue } from './use-session';

// The login modal (portal.md §2 Login, §4 Session): 'Please Login', the login form and a link to
// /user/reset-password. It opens when the session lapses - the page beneath stays mounted with
// everything typed into it, and the calls the lapse stopped are retried after sign-in (platform
// status handling) - and closes on sign-in with the user still on their page.

export interface LoginModalProps {
  opened: boolean;
  /**
   * The lapse variant cannot be closed: it says why it is there (§4) and stays until the user
   * signs in. A closable one, opened on demand, also closes with Escape and outside clicks.
   */
  closable: boolean;
  onClose?: () => void;
  initialUsername?: string;
}

export function LoginModal({ opened, closable, onClose, initialUsername }: LoginModalProps) {
  // §4: it resets on close - a new form each time it opens.
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  // After a failed sign-in the form offers its own Reset Password link (§8): one, not two.
  const [failed, setFailed] = useState(false);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setOpenings(openings + 1);
      setFailed(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => (closable ? onClose?.() : undefined)}
      title={MESSAGES.pleaseLogin}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      centered
    >
      <Stack gap="md">
        {!closable && (
          <>
            <Text>{MESSAGES.sessionExpired}</Text>
            <Text>{MESSAGES.progressKept}</Text>
          </>
        )}
        {/* After sign-in the session is current again and the modal closes by itself. */}
        <LoginForm
          key={openings}
          onSignedIn={() => onClose?.()}
          initialUsername={initialUsername}
          onFailure={() => setFailed(true)}
        />
        {!failed && <AppLink href={href('reset-password')}>Reset password</AppLink>}
      </Stack>
    </Modal>
  );
}

/**
 * The lapse: open while the session is expired, except on the maintenance route (§2) and on the
 * guest routes, which have their own way in (the login page, the password reset).
 */
export function SessionLapseModal({ pathname }: { pathname: string }) {
  const status = useSessionValue((state) => state.status, 'signed-out');
  const username = useSessionValue((state) => state.user?.username ?? null, null);
  const { route } = matchRoute(pathname);
  const opened = status === 'expired' && route.name !== 'maintenance' && route.access !== 'guest';
  return <LoginModal opened={opened} closable={false} initialUsername={username ?? undefined} />;
}
