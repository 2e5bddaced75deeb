import { href, type CalendarEvent } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, Anchor, EmptyState, Skeleton, Stack, Text } from '@portal/ui';
import { CalendarIllustration } from '@portal/ui/icons';
import { useUpcomingEvents } from '../api/get-upcoming-events';

// portal.md §2 "Dashboard" and "Reminder manager and calendar": the card shows the next event and
// the next reminder, each with its friendly type, label, day and month, linking to /events.

const FRIENDLY_TYPE: Readonly<Record<CalendarEvent['type'], string>> = {
  event: 'Event',
  reminder: 'Reminder',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day an entry is on: an event's start, a reminder's due date. */
function dayOf(entry: CalendarEvent): string | null {
  return entry.type === 'event' ? entry.start_date : entry.due_date;
}

/** The next event and the next reminder, in the order they come. */
export function nextEntries(entries: readonly CalendarEvent[]): CalendarEvent[] {
  const dated = entries.filter((entry) => dayOf(entry) !== null);
  const next = (['event', 'reminder'] as const).flatMap((type) => {
    const soonest = dated
      .filter((entry) => entry.type === type)
      .sort((a, b) => (dayOf(a) ?? '').localeCompare(dayOf(b) ?? ''))[0];
    return soonest ? [soonest] : [];
  });
  return next.sort((a, b) => (dayOf(a) ?? '').localeCompare(dayOf(b) ?? ''));
}

export function EventsCard() {
  const events = useUpcomingEvents();

  if (events.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading your events">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  if (events.isError) {
    return <Alert color="red">Your events could not be loaded. {events.error.message}</Alert>;
  }
  const next = nextEntries(events.data);
  const calendar = (
    <Anchor component={AppLink} href={href('events')}>
      Your calendar
    </Anchor>
  );
  if (next.length === 0) {
    return (
      <EmptyState
        illustration={<CalendarIllustration />}
        title="Nothing coming up"
        order={3}
        action={calendar}
        compact
      >
        Add reminders in your calendar.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {next.map((entry) => (
          <li key={`${entry.type}-${entry.id}`}>
            <EventRow entry={entry} />
          </li>
        ))}
      </ul>
      {calendar}
    </Stack>
  );
}

function EventRow({ entry }: { entry: CalendarEvent }) {
  const day = dayOf(entry) ?? '';
  const [, month = '01', date = '01'] = day.split('-');
  return (
    <AppLink
      href={href('events')}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <span
        style={{
          display: 'grid',
          placeItems: 'center',
          minWidth: 48,
          padding: '4px 6px',
          borderRadius: 6,
          background: 'var(--mantine-primary-color-light)',
          lineHeight: 1.1,
        }}
      >
        <Text component="span" fw={700} size="lg">
          {Number(date)}
        </Text>
        <Text component="span" size="xs" tt="uppercase">
          {MONTHS[Number(month) - 1]}
        </Text>
      </span>
      <span>
        <Text component="span" size="xs" c="dimmed" display="block">
          {FRIENDLY_TYPE[entry.type]}
        </Text>
        <Text component="span" fw={600} display="block">
          {entry.label}
        </Text>
      </span>
    </AppLink>
  );
}
