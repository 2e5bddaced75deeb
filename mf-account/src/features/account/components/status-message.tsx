import { Alert } from '@portal/ui';

/**
 * A polite live region, always in the page so screen readers announce what appears in it: the
 * answer of a call that worked. Empty, it takes no room.
 */
export function StatusMessage({
  message,
  color = 'green',
}: {
  message: string | null | undefined;
  color?: 'green' | 'blue';
}) {
  return (
    <div role="status">
      {message && (
        <Alert color={color} variant="light" mb="md">
          {message}
        </Alert>
      )}
    </div>
  );
}
