import { href, unreadCorrespondenceCount, type Policy } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import { useLocation } from '@portal/platform/router';
import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { inboxQuery } from '../api/inbox-query';
import { useRenewed } from '../api/renewals';

// portal.md §2 "Policy sidebar" and §6: every item with its condition. Changes, credit,
// documents, agreed value and payments need can_modify; read-only and unsupported policies get
// the summary and the inbox only.

function CountBadge({ count, what }: { count: number; what: string }) {
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red">
      {count}
      <VisuallyHidden> {what}</VisuallyHidden>
    </Badge>
  );
}

function SidebarLink({ to, label, badge }: { to: string; label: string; badge?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <NavLink
      component={AppLink}
      href={to}
      label={label}
      rightSection={badge}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
    />
  );
}

export function PolicySidebar({ policy }: { policy: Policy }) {
  const { api, bus } = usePortal();
  const policyId = String(policy.id);
  const inbox = useQuery(inboxQuery(api, policyId));
  const renewed = useRenewed(bus, policyId);
  const unread = unreadCorrespondenceCount(inbox.data ?? []);
  const { can_modify: canModify, flags } = policy;

  const payments = canModify
    ? [
        policy.renewal_available && !renewed && { route: 'payments-renew', label: 'Renew policy' },
        policy.direct_debit && { route: 'payments-direct-debit', label: 'Direct debit' },
        policy.payments_available && { route: 'payments-pay', label: 'Make a payment' },
        policy.refunds_available && { route: 'payments-refunds', label: 'Refunds' },
      ].filter((item) => item !== false)
    : [];

  return (
    <nav aria-label="Your policy">
      <Stack gap={2}>
        <SidebarLink to={href('policy-summary', { policyId })} label="Policy summary" />
        <SidebarLink
          to={href('policy-inbox', { policyId })}
          label="Inbox"
          badge={<CountBadge count={unread} what="unread" />}
        />
        {canModify && (
          <SidebarLink to={href('policy-change', { policyId })} label="Request a change" />
        )}
        {canModify && flags.credit_agreement_required && (
          <SidebarLink to={href('credit', { policyId })} label="Your credit agreement" />
        )}
        {canModify && flags.documents_required && (
          <SidebarLink
            to={href('outstanding-actions', { policyId })}
            label="Send your documents"
            badge={<CountBadge count={policy.required_item_count} what="to send" />}
          />
        )}
        {canModify && <AgreedValue policy={policy} />}
        {payments.length > 0 && (
          <>
            <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" px="sm">
              Payments
            </Text>
            {payments.map((item) => (
              <SidebarLink
                key={item.route}
                to={href(item.route as 'payments-pay', { policyId })}
                label={item.label}
              />
            ))}
          </>
        )}
      </Stack>
    </nav>
  );
}

/**
 * Agreed value: a vehicle's link when one needs it; with multiple vehicles a list to open, each
 * vehicle that needs one, completed ones shown but disabled, the badge counting those to do.
 */
function AgreedValue({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  const policyId = String(policy.id);
  const needing = policy.vehicles.filter((vehicle) => vehicle.avp_required);
  const toDo = needing.filter((vehicle) => !vehicle.avp_completed);
  if (needing.length === 0) return null;

  if (!policy.flags.multiple_vehicles) {
    const vehicle = toDo[0];
    if (!vehicle) return null;
    return (
      <SidebarLink
        to={href('avp', { policyId, vehicleId: String(vehicle.ID) })}
        label="Agreed value"
        badge={<CountBadge count={1} what="to do" />}
      />
    );
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          Agreed value <CountBadge count={toDo.length} what="to do" />
        </span>
      }
      opened={open}
      onClick={() => setOpen((opened) => !opened)}
      aria-expanded={open}
      childrenOffset={16}
    >
      {needing.map((vehicle) =>
        vehicle.avp_completed ? (
          <NavLink
            key={vehicle.ID}
            component="span"
            label={vehicle.label}
            description="Completed"
            disabled
            aria-disabled="true"
          />
        ) : (
          <SidebarLink
            key={vehicle.ID}
            to={href('avp', { policyId, vehicleId: String(vehicle.ID) })}
            label={vehicle.label}
          />
        ),
      )}
    </NavLink>
  );
}
