import { href } from '@portal/contract';
import { AppLink, STORAGE_KEYS } from '@portal/platform';
import {
  Alert,
  Button,
  CloseButton,
  EmptyState,
  Group,
  PageScreen,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { useState } from 'react';
import { useAlerts } from '../api/get-alerts';
import { browserStorage } from '../layout/grid-layout';
import { AlertLabel, useAlertTarget } from './alert-card';

// portal.md §2 "To-do list", route 'todo-list': the alerts of the to-do slot, each with its
// resolve button and a way to dismiss it, and 'Go to dashboard'. The API has no call to dismiss
// one, so a dismissal is kept in this browser until the session ends (§4: logout clears all
// stored state).

export const TODO_DISMISSED_KEY = STORAGE_KEYS.todoDismissed;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(TODO_DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(ids: readonly string[]) {
  try {
    browserStorage()?.setItem(TODO_DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Full or refused storage: dismissed until the page is left.
  }
}

export function TodoScreen({ title }: { title: string }) {
  const alerts = useAlerts();
  const targetOf = useAlertTarget(alerts.data ?? []);
  const [dismissed, setDismissed] = useState(readDismissed);

  function dismiss(id: string) {
    const next = [...dismissed, id];
    setDismissed(next);
    writeDismissed(next);
  }

  const items = (alerts.data ?? []).filter(
    (alert) => alert.slot === 'todo' && !dismissed.includes(alert.id),
  );
  const allDone = alerts.isSuccess && items.length === 0;
  const toDashboard = (
    <Button component={AppLink} href={href('home')} variant="light">
      Go to dashboard
    </Button>
  );
  return (
    <PageScreen title={title} busy={alerts.isPending}>
      <Stack gap="md">
        {alerts.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading your to-do list">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        )}
        {alerts.isError && (
          <Alert color="red" title="Your to-do list could not be loaded">
            <Stack gap="sm" align="flex-start">
              <Text>{alerts.error.message}</Text>
              <Button onClick={() => void alerts.refetch()} loading={alerts.isFetching}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
        {allDone && (
          <EmptyState
            illustration={<AllDoneIllustration />}
            title="You have nothing to do. All done!"
            order={2}
            action={toDashboard}
          >
            When we need something from you, it will be listed here.
          </EmptyState>
        )}
        {items.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {items.map((alert) => {
              const target = targetOf(alert);
              return (
                <li key={alert.id}>
                  <Paper withBorder p="md" radius="md">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Stack gap="sm" align="flex-start">
                        <AlertLabel alert={alert} />
                        {target && (
                          <Button component={AppLink} href={target} size="sm">
                            {alert.button}
                          </Button>
                        )}
                      </Stack>
                      <CloseButton
                        aria-label={`Dismiss: ${alert.label}`}
                        onClick={() => dismiss(alert.id)}
                      />
                    </Group>
                  </Paper>
                </li>
              );
            })}
          </ul>
        )}
        {/* With nothing to do, the way to the dashboard is the empty list's next step. */}
        {!allDone && <Group>{toDashboard}</Group>}
      </Stack>
    </PageScreen>
  );
}
