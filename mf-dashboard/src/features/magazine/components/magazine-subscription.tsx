import { Button, LoadFailed, Skeleton, Stack, Text } from '@portal/ui';
import { useMagazineSubscription } from '../api/get-magazine-subscription';
import { useSubscribeMagazine } from '../api/subscribe-magazine';
import { useUnsubscribeMagazine } from '../api/unsubscribe-magazine';

// portal.md §2 "Dashboard" (magazine card) and §7 GET, POST, DELETE
// /influx-magazine/subscription: whether the user gets the magazine, and the one button that
// changes it. It stands on the dashboard's first paint, inside the magazine card: kept small.

export function MagazineSubscription() {
  const subscription = useMagazineSubscription();
  const subscribe = useSubscribeMagazine();
  const unsubscribe = useUnsubscribeMagazine();

  if (subscription.isPending) {
    // The shape of what comes (a line, then the button), so the card keeps its height.
    return (
      <Stack gap={6} role="status" aria-label="Loading your subscription">
        <Skeleton height={14} width={180} maw="100%" my={4} />
        <Skeleton height={36} width={120} />
      </Stack>
    );
  }
  if (subscription.isError) {
    return (
      <LoadFailed
        title="Your subscription could not be loaded"
        message={subscription.error.message}
        retrying={subscription.isFetching}
        onRetry={() => void subscription.refetch()}
      />
    );
  }

  const subscribed = subscription.data.subscribed;
  // The one change on offer: its failure shows until it is tried again (a new try clears it).
  const change = subscribed ? unsubscribe : subscribe;
  return (
    <Stack gap={6} align="flex-start">
      {/* Always there, so the change a click makes is heard as well as seen. */}
      <Text size="sm" role="status">
        {subscribed
          ? 'You are subscribed to the magazine.'
          : 'You are not subscribed to the magazine.'}
      </Text>
      <Button variant="light" loading={change.isPending} onClick={() => change.mutate()}>
        {subscribed ? 'Unsubscribe' : 'Subscribe'}
      </Button>
      {change.isError && (
        <Text size="sm" c="red.8" role="alert">
          Your subscription could not be changed. {change.error.message}
        </Text>
      )}
    </Stack>
  );
}
