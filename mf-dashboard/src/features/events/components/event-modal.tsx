import { formatLongDate, type CalendarEvent } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Badge, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@portal/ui';
import { spanOf } from './calendar-dates';

// portal.md §2 "Reminder manager and calendar": an entry of the calendar in detail, with Read
// more when it has a link (§3 read_more) - a page of the portal, or another site in a new tab.

function whenOf(entry: CalendarEvent): string {
  const span = spanOf(entry);
  if (!span) return '';
  const [start, end] = span;
  return start === end
    ? formatLongDate(start)
    : `${formatLongDate(start)} to ${formatLongDate(end)}`;
}

export function EventModal({
  entry,
  onClose,
}: {
  entry: CalendarEvent | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.label} centered>
      {entry ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color={entry.type === 'reminder' ? 'orange' : undefined}>
              {entry.type === 'reminder' ? 'Reminder' : 'Event'}
            </Badge>
            <Text fw={600}>{whenOf(entry)}</Text>
          </Group>
          {entry.type === 'reminder' && entry.remind_date ? (
            <Text>Remind me on {formatLongDate(entry.remind_date)}</Text>
          ) : null}
          {entry.description ? <Text>{entry.description}</Text> : null}
          {entry.read_more ? (
            <Group justify="flex-end">
              <ReadMore link={entry.read_more} onFollow={onClose} />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

function ReadMore({ link, onFollow }: { link: string; onFollow: () => void }) {
  // A path of the portal goes through the host's navigation (guards, no reload).
  if (link.startsWith('/')) {
    return (
      <Button component={AppLink} href={link} onClick={onFollow}>
        Read more
      </Button>
    );
  }
  return (
    <Button component="a" href={link} target="_blank" rel="noopener noreferrer">
      Read more <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
