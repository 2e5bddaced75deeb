import { MESSAGES, userEndpoints, type UserNotification } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import {
  ActionIcon,
  Anchor,
  ConfirmDialog,
  Indicator,
  NavigationLink,
  Popover,
  Text,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showAppBadge } from './app-badge';

// The notification popover (portal.md §2 Shell, §3 Notification, §7): a bell with the count,
// each notification a label and an optional link, deleted after 'Delete notification?'. Loaded
// on start and on sign-in (notification-bell.tsx mounts it while signed in and not held at the
// agreements, §4); the app badge shows the count.

export const NOTIFICATIONS_QUERY_KEY = dataKey('notifications');

export function SignedInBell() {
  const { api } = usePortal();
  const notifications = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(userEndpoints.getNotifications, undefined, { signal }),
  });
  const count = notifications.data?.count ?? 0;
  // The list stays open while a deletion is confirmed, so the user sees what is left.
  const [deleting, setDeleting] = useState<UserNotification | null>(null);

  useEffect(() => {
    if (notifications.data) void showAppBadge(notifications.data.count);
  }, [notifications.data]);

  // Until the list is in, the bell says no number rather than a wrong one.
  const label = !notifications.data
    ? 'Notifications'
    : count === 1
      ? 'Notifications, 1 new'
      : `Notifications, ${count} new`;
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <Popover
        position="bottom-end"
        width={320}
        shadow="md"
        withArrow
        trapFocus
        closeOnClickOutside={deleting === null}
        closeOnEscape={deleting === null}
        // The header never scrolls away from its bell; and jsdom lays nothing out.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="white" size="lg" aria-label={label}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={700} mb="xs">
            Notifications
          </Text>
          {notifications.isPending && <Text size="sm">Loading your notifications…</Text>}
          {notifications.isError && (
            <Text size="sm">Your notifications could not be loaded. Please try again later.</Text>
          )}
          {notifications.data?.items.length === 0 && (
            <Text size="sm">You have no notifications.</Text>
          )}
          {notifications.data && notifications.data.items.length > 0 && (
            <ul className="notification-list">
              {notifications.data.items.map((item) => (
                <NotificationItem key={item.id} item={item} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </Popover.Dropdown>
      </Popover>
      <DeleteNotificationDialog item={deleting} onDone={() => setDeleting(null)} />
    </Indicator>
  );
}

function NotificationItem({
  item,
  onDelete,
}: {
  item: UserNotification;
  onDelete: (item: UserNotification) => void;
}) {
  const { navigate } = usePortal();
  return (
    <li className="notification-item">
      <div className="notification-label">
        {item.value === null ? (
          <Text size="sm">{item.label}</Text>
        ) : item.value.startsWith('/') && !item.value.startsWith('//') ? (
          <NavigationLink href={item.value} navigate={navigate}>
            {item.label}
          </NavigationLink>
        ) : (
          <Anchor href={item.value} target="_blank" rel="noopener noreferrer" size="sm">
            {item.label}
          </Anchor>
        )}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Delete notification: ${item.label}`}
        onClick={() => onDelete(item)}
      >
        <span aria-hidden="true">×</span>
      </ActionIcon>
    </li>
  );
}

/** 'Delete notification?' with ok text 'Delete' (portal.md §2 Shell). */
function DeleteNotificationDialog({
  item,
  onDone,
}: {
  item: UserNotification | null;
  onDone: () => void;
}) {
  const { api, notify } = usePortal();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(userEndpoints.deleteNotification, { params: { id: String(id) } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      onDone();
    },
    onError: (error) => {
      onDone();
      notify({
        message: error instanceof Error ? error.message : MESSAGES.serverError,
        kind: 'error',
      });
    },
  });
  return (
    <ConfirmDialog
      opened={item !== null}
      title={MESSAGES.deleteNotification}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      loading={remove.isPending}
      onConfirm={() => item && remove.mutate(item.id)}
      onCancel={onDone}
    >
      <Text>{item?.label}</Text>
    </ConfirmDialog>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
