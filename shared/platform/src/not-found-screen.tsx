import { href, MESSAGES } from '@portal/contract';
import { Alert, Button, PageScreen, Stack, Text } from '@portal/ui';
import { AppLink } from '@portal/platform';

/**
 * A screen whose address names something the user does not have (a policy id that is not a
 * number, or not theirs): it says so, and offers the way to the dashboard.
 */
export function NotFoundScreen({ title, heading }: { title: string; heading: string }) {
  return (
    <PageScreen title={title}>
      <Alert color="yellow" title={heading}>
        <Stack gap="sm" align="flex-start">
          <Text>{MESSAGES.notFound}</Text>
          <Button component={AppLink} href={href('home')}>
            Go to dashboard
          </Button>
        </Stack>
      </Alert>
    </PageScreen>
  );
}
