import { Alert, Button, Stack, Text } from '@portal/ui';

/** A section that could not load: the reason in an alert, and a way to try again. */
export function LoadFailed({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
