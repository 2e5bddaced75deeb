import { matchRoute, MESSAGES, type RouteName } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, Group, Modal, Text } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useSessionValue } from '../session/use-session';
import { usePathname } from '../shell/location';
import { browserLocalStorage, optOut, PUSH_OPT_OUT_KEY } from '../pwa/opt-out';
import { CALM_AFTER_MS, watchForCalm } from './calm-moment';
import { enablePush, mayAskForPush, pageBrowser, type PushBrowser } from './push-subscription';

type Stage = 'hidden' | 'asking' | 'enabling' | 'failed';

/**
 * Where the offer may come: the dashboard, where a visit starts and nothing is half done. Never
 * over a form, a stepper or the agreements.
 */
const OFFERED_ON: ReadonlySet<string> = new Set<RouteName>(['home']);

export interface PushDialogProps {
  readonly browser?: PushBrowser;
  readonly storage?: Storage | null;
  /** How long the page is left alone before the offer comes (calm-moment.ts). */
  readonly quietMs?: number;
}

/**
 * The push opt-in dialog (portal.md §2, §4, §8), offered to a signed-in user when the device
 * supports push, they have not opted out and the browser can still ask. 'No thanks' opts out
 * for 14 days; closing it only puts it away for this visit. It comes at a calm moment only: on
 * the dashboard, once the user has left it alone for a few seconds since it opened, with nothing
 * open over it and nothing of it in focus. Any input there first, and it waits for the next
 * time the dashboard opens: it never takes a keystroke or a focused field from anyone.
 */
export function PushDialog(props: PushDialogProps) {
  const portal = usePortal();
  const [{ browser, storage }] = useState(() => ({
    browser: props.browser ?? pageBrowser(),
    storage: props.storage === undefined ? browserLocalStorage() : props.storage,
  }));
  const quietMs = props.quietMs ?? CALM_AFTER_MS;
  const signedIn = useSessionValue((state) => (state.status === 'signed-in' ? 'yes' : null), null);
  const pathname = usePathname();
  const offeredHere = OFFERED_ON.has(matchRoute(pathname).route.name);
  const [stage, setStage] = useState<Stage>('hidden');
  const answered = useRef(false);

  useEffect(() => {
    if (!signedIn || !offeredHere || answered.current) return undefined;
    // Each opening of the page starts a watch of its own.
    let may = false;
    const stop = watchForCalm(() => setStage('asking'), {
      quietMs,
      ready: () => may && !answered.current,
    });
    mayAskForPush(browser, storage)
      .then((answer) => {
        may = answer;
        if (!answer) stop();
      })
      .catch((error: unknown) => {
        stop();
        console.warn('Push support could not be checked', error);
      });
    return stop;
  }, [signedIn, offeredHere, pathname, browser, storage, quietMs]);

  function close() {
    answered.current = true;
    setStage('hidden');
  }

  function noThanks() {
    optOut(storage, PUSH_OPT_OUT_KEY);
    close();
  }

  async function enable() {
    setStage('enabling');
    try {
      const result = await enablePush(portal.api, browser);
      if (result === 'enabled') portal.notify({ message: MESSAGES.pushEnabled, kind: 'success' });
      close();
    } catch (error) {
      console.warn('Push notifications could not be enabled', error);
      setStage('failed');
    }
  }

  const enabling = stage === 'enabling';
  return (
    <Modal
      opened={signedIn !== null && stage !== 'hidden'}
      onClose={close}
      title="Get notifications on this device?"
      closeOnEscape={!enabling}
      closeOnClickOutside={!enabling}
      withCloseButton={!enabling}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Text>
        We can tell you when something needs your attention, such as a new document or a payment
        that is due, even when the portal is not open.
      </Text>
      {stage === 'failed' && (
        <Alert color="red" title={MESSAGES.pushEnableFailedTitle} mt="md" role="alert">
          {MESSAGES.pushEnableFailed}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={noThanks} disabled={enabling} data-autofocus>
          No thanks
        </Button>
        <Button onClick={() => void enable()} loading={enabling}>
          Enable Notifications
        </Button>
      </Group>
    </Modal>
  );
}
