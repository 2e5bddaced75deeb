import { Alert, Button, Stack, Text } from '@mantine/core';

/**
 * What a screen or a part of one shows when its data could not be loaded: what failed (the
 * title), why (the server's message), and Retry, busy while the retry is on its way. Nothing
 * the user typed elsewhere on the page is touched.
 */
export function LoadFailed({
  title,
  message,
  retrying = false,
  onRetry,
}: {
  /** What could not be loaded, e.g. 'Your policies could not be loaded'. */
  title: string;
  message: string;
  retrying?: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button type="button" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
