import { MESSAGES, PushSubscriptionSchema, validate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, Group, Section, Skeleton, Text } from '@portal/ui';
import { useEffect, useState } from 'react';
import { pushPublicKeyQuery } from '../api/get-push-public-key';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import { keyBytes, usePushSupport, type PushSupport } from '../hooks/use-push-support';

// portal.md §2 Settings "Push Notifications" (only if supported), §7 POST /push/subscribe and
// /push/unsubscribe, §8 the push errors and success toasts. Shown whatever the push offer's
// opt-out says: this is where a 'No thanks' is taken back.

export function PushNotificationsSection() {
  const support = usePushSupport();
  return support ? <PushNotifications support={support} /> : null;
}

type Failure = { title: string; message: string } | null;

function PushNotifications({ support }: { support: PushSupport }) {
  const { api, notify, queryClient } = usePortal();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>();
  const [blocked, setBlocked] = useState(() => Notification.permission === 'denied');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  useEffect(() => {
    let live = true;
    support.registration.pushManager
      .getSubscription()
      .then((current) => live && setSubscription(current))
      .catch(() => live && setSubscription(null));
    return () => {
      live = false;
    };
  }, [support]);

  async function enable() {
    setFailure(null);
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setBlocked(permission === 'denied');
      return;
    }
    setBusy(true);
    try {
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQuery(api));
      const created = await support.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const body = validate(PushSubscriptionSchema, created.toJSON());
      if (!body.success) throw new Error(body.error.message);
      await subscribe.mutateAsync(body.output);
      setSubscription(created);
      notify({ message: MESSAGES.pushEnabled, kind: 'success' });
    } catch {
      setFailure({ title: MESSAGES.pushEnableFailedTitle, message: MESSAGES.pushEnableFailed });
    } finally {
      setBusy(false);
    }
  }

  async function disable(current: PushSubscription) {
    setFailure(null);
    setBusy(true);
    try {
      await unsubscribe.mutateAsync(current.endpoint);
      await current.unsubscribe();
      setSubscription(null);
      notify({ message: MESSAGES.pushDisabled, kind: 'success' });
    } catch {
      setFailure({ title: MESSAGES.pushDisableFailedTitle, message: MESSAGES.pushDisableFailed });
    } finally {
      setBusy(false);
    }
  }

  let content;
  if (subscription === undefined) {
    content = <Skeleton height={36} width={200} aria-label="Checking notifications" />;
  } else if (subscription) {
    content = (
      <>
        <Text>Notifications are on for this device.</Text>
        <Group>
          <Button variant="default" loading={busy} onClick={() => void disable(subscription)}>
            Disable Notifications
          </Button>
        </Group>
      </>
    );
  } else if (blocked) {
    content = (
      <Text>
        Notifications are blocked for this site. To turn them on, allow notifications in your
        browser&apos;s site settings, then come back here.
      </Text>
    );
  } else {
    content = (
      <>
        <Text>Get a notification on this device when there is news about your policies.</Text>
        <Group>
          <Button loading={busy} onClick={() => void enable()}>
            Enable Notifications
          </Button>
        </Group>
      </>
    );
  }

  return (
    <Section title="Push Notifications">
      {failure && (
        <Alert color="red" variant="light" role="alert" title={failure.title}>
          {failure.message}
        </Alert>
      )}
      {content}
    </Section>
  );
}
