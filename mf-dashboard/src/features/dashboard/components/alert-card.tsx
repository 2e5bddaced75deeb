import { alertTarget, getRoute, type Alert as PortalAlert, type AlertType } from '@portal/contract';
import { AppLink, policiesQuery, usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@portal/ui';
import {
  IconCertificate,
  IconCreditCard,
  IconFileUpload,
  IconMail,
  IconReceiptRefund,
  IconRefresh,
  IconSignature,
  IconSpeakerphone,
  type Icon,
} from '@portal/ui/icons';
import { useState } from 'react';

// portal.md §2 "Dashboard": the alert card, with its resolve button, which opens the alert's
// route for its policy (§3 Alert: a route name, value = the policy id; the contract's
// `alertTarget`). With several alerts the card shows one at a time, with Previous and Next. The
// to-do list shows its own slot's alerts.

/** What each of the eight alert types (portal.md §3) is about, drawn beside its words. */
const TYPE_ICONS: Readonly<Record<AlertType, Icon>> = {
  pay_renewal: IconRefresh,
  pay_single: IconCreditCard,
  accept_refund: IconReceiptRefund,
  correspondence: IconMail,
  avp: IconCertificate,
  policy_document_required: IconFileUpload,
  sign_credit_agreement: IconSignature,
  announcement: IconSpeakerphone,
};

/** An alert's words with its type's icon (decorative: the words say it). */
export function AlertLabel({ alert }: { alert: PortalAlert }) {
  const TypeIcon = TYPE_ICONS[alert.type];
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TypeIcon
        aria-hidden="true"
        size={22}
        stroke={1.75}
        color="var(--mantine-primary-color-filled)"
        style={{ flex: 'none', marginTop: 1 }}
      />
      <Text>{alert.label}</Text>
    </Group>
  );
}

/**
 * The resolve buttons' addresses of `alerts`. The policies (filled at sign-in) are asked for
 * only when a route names a vehicle too.
 */
export function useAlertTarget(
  alerts: readonly PortalAlert[],
): (alert: PortalAlert) => string | null {
  const { api } = usePortal();
  const needsPolicies = alerts.some(
    (alert) => alert.route !== null && getRoute(alert.route).path.includes(':vehicleId'),
  );
  const policies = useQuery({ ...policiesQuery(api), enabled: needsPolicies });
  return (alert) => alertTarget(alert, policies.data);
}

export function AlertCard({ alerts }: { alerts: readonly PortalAlert[] }) {
  const [index, setIndex] = useState(0);
  const targetOf = useAlertTarget(alerts);
  const at = Math.min(index, alerts.length - 1);
  const alert = alerts[at];
  if (!alert) return null;
  const target = targetOf(alert);
  return (
    <Stack gap="sm" align="flex-start" style={{ height: '100%' }}>
      {alerts.length > 1 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Alert {at + 1} of {alerts.length}
        </Text>
      )}
      <AlertLabel alert={alert} />
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
