import { getRoute, type Alert as PortalAlert } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, Button, Stack, Text } from '@portal/ui';

// portal.md §2 "Dashboard": an alert with its resolve button, which opens the alert's route for
// its policy (§3 Alert: route name, value = policy id). The to-do list shows the same items.

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

export function AlertCard({ alert }: { alert: PortalAlert }) {
  const target = alertHref(alert);
  return (
    <Alert color={alert.type === 'announcement' ? 'blue' : 'yellow'}>
      <Stack gap="sm" align="flex-start">
        <Text>{alert.label}</Text>
        {target && (
          <Button component={AppLink} href={target} size="sm">
            {alert.button}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
