import { formatDate, type InboxItem } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Anchor, Badge, Group, Paper, Text, UnstyledButton } from '@portal/ui';
import { useState, type ReactNode } from 'react';

// One inbox item (portal.md §3): a link (a page of the portal, or elsewhere in a new tab), a pdf
// with its type and size, or a text message whose words open in place.

/** 96256 -> '94 KB'; the size beside a pdf's type. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function when(item: InboxItem): string {
  const date = new Date(item.date);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${formatDate(item.date)} ${time}`;
}

export function InboxEntry({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const [smsOpen, setSmsOpen] = useState(false);
  let opener: ReactNode;
  if (item.type === 'sms') {
    opener = (
      <UnstyledButton
        aria-expanded={smsOpen}
        onClick={() => {
          setSmsOpen((open) => !open);
          onOpen();
        }}
        style={{ fontWeight: 600, color: 'var(--mantine-color-anchor)' }}
      >
        {item.label}
      </UnstyledButton>
    );
  } else if (item.type === 'link' && item.value.startsWith('/')) {
    opener = (
      <Anchor component={AppLink} href={item.value} onClick={onOpen} fw={600}>
        {item.label}
      </Anchor>
    );
  } else {
    opener = (
      <Anchor href={item.value} target="_blank" rel="noopener noreferrer" onClick={onOpen} fw={600}>
        {item.label}
      </Anchor>
    );
  }
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={
        item.read ? undefined : { borderLeft: '4px solid var(--mantine-primary-color-filled)' }
      }
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          {opener}
          <Text size="sm" c="dimmed">
            {item.type === 'pdf'
              ? `PDF${item.size === null ? '' : `, ${formatFileSize(item.size)}`}`
              : item.type === 'sms'
                ? 'Text message'
                : 'Link'}
            {' · '}
            {when(item)}
          </Text>
          {item.type === 'sms' && smsOpen && <Text mt="xs">{item.value}</Text>}
        </div>
        {!item.read && (
          <Badge color="red" variant="light">
            Unread
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
