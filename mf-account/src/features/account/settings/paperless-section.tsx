import type { Correspondence } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, Group, Section, Skeleton, Stack, Text } from '@portal/ui';
import { IconCircleCheck } from '@portal/ui/icons';
import { useId } from 'react';
import { useStore } from 'zustand';
import { messageOf } from '../components/errors';
import { useCorrespondence } from '../api/get-correspondence';
import { useUpdateCorrespondence } from '../api/update-correspondence';
import { StatusMessage } from '../components/status-message';
import { LoadFailed } from './load-failed';

// portal.md §2 Settings "Paperless Preference" (only when the correspondence feature is on),
// §3 correspondence ('email' online only, 'written' by post), §4 "Settings toggles": online /
// post, the current choice's button disabled; PATCH /user/correspondence answers a message.
// The disabled current choice keeps its filled look and a tick, and says it is pressed: a
// greyed-out button read as one that could not be chosen, not as the one chosen.

const CHOICES: readonly { value: Correspondence; label: string }[] = [
  { value: 'email', label: 'Online' },
  { value: 'written', label: 'Post' },
];

const CURRENT_CHOICE_STYLE = {
  background: 'var(--button-bg, var(--mantine-primary-color-filled))',
  color: 'var(--button-color, var(--mantine-color-white))',
  cursor: 'default',
} as const;

export function PaperlessSection() {
  const { features } = usePortal();
  const on = useStore(features, (state) => state.correspondence);
  return on ? <Paperless /> : null;
}

function Paperless() {
  const statusId = useId();
  const current = useCorrespondence();
  const update = useUpdateCorrespondence();

  let content;
  if (current.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading your paperless preference">
        <Skeleton height={20} width="70%" />
        <Skeleton height={36} width={200} />
      </Stack>
    );
  } else if (current.isError) {
    content = (
      <LoadFailed
        title="Your paperless preference could not be loaded"
        message={current.error.message}
        retrying={current.isFetching}
        onRetry={() => void current.refetch()}
      />
    );
  } else {
    const chosen = current.data.correspondence;
    content = (
      <div>
        <StatusMessage message={update.isSuccess ? update.data : null} />
        <Stack gap="sm">
          <Text id={statusId}>
            {chosen === 'email'
              ? 'You receive your documents online, in your inbox here.'
              : 'You receive your documents by post.'}
          </Text>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(update.error)}
            </Alert>
          )}
          <Group role="group" aria-label="Receive your documents" aria-describedby={statusId}>
            {CHOICES.map((choice) => {
              const isCurrent = choice.value === chosen;
              return (
                <Button
                  key={choice.value}
                  variant={isCurrent ? 'filled' : 'default'}
                  disabled={isCurrent || update.isPending}
                  aria-pressed={isCurrent}
                  leftSection={isCurrent ? <IconCircleCheck size={18} aria-hidden /> : undefined}
                  // Mantine greys out every disabled button; the current choice keeps its colours.
                  style={isCurrent ? CURRENT_CHOICE_STYLE : undefined}
                  loading={update.isPending && update.variables === choice.value}
                  onClick={() => update.mutate(choice.value)}
                >
                  {choice.label}
                </Button>
              );
            })}
          </Group>
        </Stack>
      </div>
    );
  }
  return <Section title="Paperless Preference">{content}</Section>;
}
