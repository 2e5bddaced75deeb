import { usePortal } from '@portal/platform';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../components/errors';
import { lightboxStatusQuery, useLoginPromotions } from '../api/settings-calls';
import { LoadFailed } from './load-failed';
import { SettingsSection } from './settings-section';

// portal.md §2 Settings "Login Promotions", §4 "Settings toggles": Show Promotions / Hide
// Promotions, the promotions shown after logging in (POST / DELETE /promotions/lightbox).

export function LoginPromotionsSection() {
  const { api } = usePortal();
  const status = useQuery(lightboxStatusQuery(api));
  const toggle = useLoginPromotions();

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
            onClick={() => toggle.mutate(!enabled)}
          >
            {enabled ? 'Hide Promotions' : 'Show Promotions'}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <SettingsSection title="Login Promotions">{content}</SettingsSection>;
}
