import { Box, Group, Stack, Text, VisuallyHidden } from '@portal/ui';
import { useId } from 'react';

// policy-changes.md §5 'File uploads': a document can be up to 50 MB, and a phone's upload of
// that takes a while; the bar says how much has gone. A screen reader hears it in quarters
// rather than at every percent, which would drown everything else it reads.

/** The whole percent sent, 0 to 100: 100 only once every byte has gone. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}

export function UploadProgress({
  sent,
  total,
  label = 'Uploading your files',
}: {
  /** Bytes sent so far and the body's whole size (CallOptions.onUploadProgress). */
  sent: number;
  total: number;
  /** What is being sent: the bar's accessible name. */
  label?: string;
}) {
  const labelId = useId();
  const percent = uploadPercent(sent, total);
  const quarter = Math.floor(percent / 25) * 25;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text id={labelId} size="sm">
          {label}
        </Text>
        <Text size="sm" aria-hidden="true">
          {percent}%
        </Text>
      </Group>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% sent`}
        h={8}
        style={{
          borderRadius: 'var(--mantine-radius-xl)',
          background: 'var(--mantine-color-default-border)',
          overflow: 'hidden',
        }}
      >
        <Box
          h="100%"
          w={`${percent}%`}
          style={{ background: 'var(--mantine-primary-color-filled)', transition: 'width 150ms' }}
        />
      </Box>
      <VisuallyHidden role="status">{`${label}: ${quarter}% sent`}</VisuallyHidden>
    </Stack>
  );
}
