import { getRoute, type Alert as PortalAlert } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Button, Group, Stack, Text } from '@portal/ui';
import { useState } from 'react';

// portal.md §2 "Dashboard": the alert card, with its resolve button, which opens the alert's
// route for its policy (§3 Alert: a route name, value = the policy id). With several alerts the
// card shows one at a time, with Previous and Next. The to-do list shows its own slot's alerts.

/** The resolve button's address, or null when the alert names no route it can fill. */
export function alertHref(alert: PortalAlert): string | null {
  if (!alert.route || !alert.button) return null;
  const path = getRoute(alert.route).path;
  const filled = path.replace(
    ':policyId',
    alert.value === null ? ':policyId' : String(alert.value),
  );
  return filled.includes(':') ? null : filled;
}

export function AlertCard({ alerts }: { alerts: readonly PortalAlert[] }) {
  const [index, setIndex] = useState(0);
  const at = Math.min(index, alerts.length - 1);
  const alert = alerts[at];
  if (!alert) return null;
  const target = alertHref(alert);
  return (
    <Stack gap="sm" align="flex-start" style={{ height: '100%' }}>
      {alerts.length > 1 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Alert {at + 1} of {alerts.length}
        </Text>
      )}
      <Text>{alert.label}</Text>
      {target && (
        <Button component={AppLink} href={target} size="sm">
          {alert.button}
        </Button>
      )}
      {alerts.length > 1 && (
        <Group gap="xs" mt="auto">
          <Button
            variant="default"
            size="compact-sm"
            disabled={at === 0}
            onClick={() => setIndex(at - 1)}
          >
            Previous
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            disabled={at === alerts.length - 1}
            onClick={() => setIndex(at + 1)}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
