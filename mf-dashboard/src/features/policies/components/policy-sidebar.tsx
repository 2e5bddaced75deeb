import {
  awaitsAgreedValue,
  formatDate,
  getRoute,
  href,
  unreadCorrespondenceCount,
  type Policy,
} from '@portal/contract';
import { AppLink } from '@portal/platform';
import { useLocation } from '@portal/platform/router';
import { Badge, NavLink, Stack, Text, VisuallyHidden } from '@portal/ui';
import {
  IconBuildingBank,
  IconCertificate,
  IconCreditCard,
  IconFileUpload,
  IconGift,
  IconInbox,
  IconPencil,
  IconReceiptRefund,
  IconRefresh,
  IconShieldCheck,
  IconSignature,
  type Icon,
} from '@portal/ui/icons';
import { useState } from 'react';
import { useInbox } from '../api/get-inbox';

// portal.md §2 "Policy sidebar" and §6: every item with its condition. Changes, credit,
// documents, agreed value, payments and the cashback offer need can_modify; read-only,
// unsupported and other brands' policies get the summary and the inbox only. Every flag and
// count is the policy's answer, which follows each action at once (the platform's data
// changes): a renewal paid takes 'Renew policy' away, a document sent counts the badge down.

/**
 * A count beside a link. What it counts is read out with it but not shown ('Inbox 2 unread'), so
 * the link's name starts with what it shows (WCAG 2.5.3, label in name).
 */
interface Count {
  readonly value: number;
  readonly what: string;
}

/** An item's icon: decorative, so the link's name stays its label (and its count). */
function ItemIcon({ icon: ItemKind }: { icon: Icon }) {
  return (
    <ItemKind
      aria-hidden="true"
      size={20}
      stroke={1.75}
      color="var(--mantine-primary-color-filled)"
    />
  );
}

function SidebarLink({
  to,
  label,
  icon,
  count,
}: {
  to: string;
  label: string;
  /** Left out for a vehicle of the agreed-value list, indented under its item's icon. */
  icon?: Icon;
  count?: Count;
}) {
  const { pathname } = useLocation();
  const counted = count && count.value > 0 ? count : null;
  return (
    <NavLink
      component={AppLink}
      href={to}
      label={<CountedLabel label={label} count={counted} />}
      leftSection={icon && <ItemIcon icon={icon} />}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
    />
  );
}

function CountedLabel({ label, count }: { label: string; count: Count | null }) {
  if (!count) return label;
  return (
    <>
      {label}{' '}
      <Badge size="sm" circle={count.value < 10} color="red" ml={4}>
        {count.value}
      </Badge>
      <VisuallyHidden> {count.what}</VisuallyHidden>
    </>
  );
}

export function PolicySidebar({ policy }: { policy: Policy }) {
  const policyId = String(policy.id);
  const inbox = useInbox(policyId);
  const unread = unreadCorrespondenceCount(inbox.data ?? []);
  const { can_modify: canModify, flags } = policy;

  const payments = canModify
    ? [
        policy.renewal_available && {
          route: 'payments-renew',
          label: 'Renew policy',
          icon: IconRefresh,
        },
        policy.direct_debit && {
          route: 'payments-direct-debit',
          label: 'Direct debit',
          icon: IconBuildingBank,
        },
        policy.payments_available && {
          route: 'payments-pay',
          label: 'Make a payment',
          icon: IconCreditCard,
        },
        policy.refunds_available && {
          route: 'payments-refunds',
          label: 'Refunds',
          icon: IconReceiptRefund,
        },
      ].filter((item) => item !== false)
    : [];

  return (
    <nav aria-label="Your policy">
      <Stack gap={2}>
        <SidebarLink
          to={href('policy-summary', { policyId })}
          label="Policy summary"
          icon={IconShieldCheck}
        />
        <SidebarLink
          to={href('policy-inbox', { policyId })}
          label="Inbox"
          icon={IconInbox}
          count={{ value: unread, what: 'unread' }}
        />
        {canModify && (
          <SidebarLink
            to={href('policy-change', { policyId })}
            label="Request a change"
            icon={IconPencil}
          />
        )}
        {canModify && flags.credit_agreement_required && (
          <SidebarLink
            to={href('credit', { policyId })}
            label="Your credit agreement"
            icon={IconSignature}
          />
        )}
        {canModify && flags.documents_required && (
          <SidebarLink
            to={href('outstanding-actions', { policyId })}
            label="Send your documents"
            icon={IconFileUpload}
            count={{ value: policy.required_item_count, what: 'to send' }}
          />
        )}
        {canModify && <AgreedValue policy={policy} />}
        {canModify && policy.cashback_offer && (
          <SidebarLink
            to={href('policy-cashback', { policyId })}
            label={getRoute('policy-cashback').title}
            icon={IconGift}
          />
        )}
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
                icon={item.icon}
              />
            ))}
          </>
        )}
      </Stack>
    </nav>
  );
}

type Vehicle = Policy['vehicles'][number];

/** A vehicle that is done or with us: shown, not a link, saying which (policy-changes.md §6). */
function SettledVehicle({ vehicle, label }: { vehicle: Vehicle; label: string }) {
  return (
    <NavLink
      component="span"
      label={label}
      description={
        vehicle.avp_completed
          ? 'Completed'
          : `Sent for review on ${formatDate(vehicle.avp_sent_on ?? '')}`
      }
      leftSection={label === 'Agreed value' && <ItemIcon icon={IconCertificate} />}
      disabled
      aria-disabled="true"
    />
  );
}

/**
 * Agreed value: a vehicle's link when one needs it; with multiple vehicles a list to open, each
 * vehicle that needs one, completed and sent-for-review ones shown but disabled, the badge
 * counting those to do. A single vehicle sent for review says so, with the day.
 */
function AgreedValue({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  const policyId = String(policy.id);
  const needing = policy.vehicles.filter((vehicle) => vehicle.avp_required);
  const toDo = needing.filter(awaitsAgreedValue);
  if (needing.length === 0) return null;

  if (!policy.flags.multiple_vehicles) {
    const vehicle = toDo[0];
    const sent = needing.find((each) => !each.avp_completed && each.avp_sent_on);
    if (!vehicle) return sent ? <SettledVehicle vehicle={sent} label="Agreed value" /> : null;
    return (
      <SidebarLink
        to={href('avp', { policyId, vehicleId: String(vehicle.ID) })}
        label="Agreed value"
        icon={IconCertificate}
        count={{ value: 1, what: 'to do' }}
      />
    );
  }
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={
          <CountedLabel
            label="Agreed value"
            count={toDo.length > 0 ? { value: toDo.length, what: 'to do' } : null}
          />
        }
        leftSection={<ItemIcon icon={IconCertificate} />}
        onClick={() => setOpen((opened) => !opened)}
        aria-expanded={open}
      />
      {open && (
        <Stack gap={2} pl="md">
          {needing.map((vehicle) =>
            !awaitsAgreedValue(vehicle) ? (
              <SettledVehicle key={vehicle.ID} vehicle={vehicle} label={vehicle.label} />
            ) : (
              <SidebarLink
                key={vehicle.ID}
                to={href('avp', { policyId, vehicleId: String(vehicle.ID) })}
                label={vehicle.label}
              />
            ),
          )}
        </Stack>
      )}
    </>
  );
}
