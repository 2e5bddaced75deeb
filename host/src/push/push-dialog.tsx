import { MESSAGES } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, Group, Modal, Text } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useSessionValue } from '../session/use-session';
import { AFTER_FIRST_PAINT_TIMEOUT_MS } from '../shell/after-first-paint';
import { firstInput } from '../shell/first-input';
import { whenIdle } from '../session/when-idle';
import { browserLocalStorage, optOut, PUSH_OPT_OUT_KEY } from '../pwa/opt-out';
import { enablePush, mayAskForPush, pageBrowser, type PushBrowser } from './push-subscription';

type Stage = 'hidden' | 'asking' | 'enabling' | 'failed';

export interface PushDialogProps {
  readonly browser?: PushBrowser;
  readonly storage?: Storage | null;
  /** When the offer may come: after the page's first input, unless a test says otherwise. */
  readonly offerAfter?: Promise<void>;
}

/**
 * The push opt-in dialog (portal.md §2, §4, §8), offered to a signed-in user when the device
 * supports push, they have not opted out and the browser can still ask. 'No thanks' opts out
 * for 14 days; closing it only puts it away for this visit. It comes after the page's first input
 * (signing in is one), once what that input started (a new page) has rendered and the page is
 * idle: never over a page that has just opened, nor in the middle of what the user did.
 */
export function PushDialog(props: PushDialogProps) {
  const portal = usePortal();
  const [{ browser, storage, offerAfter }] = useState(() => ({
    browser: props.browser ?? pageBrowser(),
    storage: props.storage === undefined ? browserLocalStorage() : props.storage,
    offerAfter: props.offerAfter ?? firstInput.then(() => whenIdle(AFTER_FIRST_PAINT_TIMEOUT_MS)),
  }));
  const signedIn = useSessionValue((state) => (state.status === 'signed-in' ? 'yes' : null), null);
  const [stage, setStage] = useState<Stage>('hidden');
  const answered = useRef(false);

  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    offerAfter
      .then(() => mayAskForPush(browser, storage))
      .then((may) => {
        if (live && may && !answered.current) setStage('asking');
      })
      .catch((error: unknown) => console.warn('Push support could not be checked', error));
    return () => {
      live = false;
    };
  }, [signedIn, browser, storage, offerAfter]);

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
