import { Alert, Button, Group, Section, Skeleton, Stack, Text } from '@portal/ui';
import { messageOf } from '../components/errors';
import { useLightboxStatus } from '../api/get-lightbox-status';
import { useOptInLightbox } from '../api/opt-in-lightbox';
import { useOptOutLightbox } from '../api/opt-out-lightbox';
import { LoadFailed } from './load-failed';

// portal.md §2 Settings "Login Promotions", §4 "Settings toggles": Show Promotions / Hide
// Promotions, the promotions shown after logging in (POST / DELETE /promotions/lightbox).

export function LoginPromotionsSection() {
  const status = useLightboxStatus();
  const optIn = useOptInLightbox();
  const optOut = useOptOutLightbox();

  let content;
  if (status.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading your promotions setting">
        <Skeleton height={20} width="70%" />
        <Skeleton height={36} width={160} />
      </Stack>
    );
  } else if (status.isError) {
    content = (
      <LoadFailed
        title="Your promotions setting could not be loaded"
        message={status.error.message}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  } else {
    const { enabled } = status.data;
    // The button's call: the one that changes the setting as it stands.
    const toggle = enabled ? optOut : optIn;
    content = (
      <Stack gap="sm">
        <Text>
          {enabled
            ? 'We show you our latest promotions when you log in.'
            : 'We do not show you promotions when you log in.'}
        </Text>
        {toggle.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(toggle.error)}
          </Alert>
        )}
        <Group>
          <Button
            variant={enabled ? 'default' : 'filled'}
            loading={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            {enabled ? 'Hide Promotions' : 'Show Promotions'}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <Section title="Login Promotions">{content}</Section>;
}
