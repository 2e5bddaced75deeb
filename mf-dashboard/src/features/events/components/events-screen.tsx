import { todayIso } from '@portal/contract';
import { PageScreen, Stack, useMediaQuery } from '@portal/ui';
import { useState } from 'react';
import { EventCalendar } from './event-calendar';
import { ReminderTable } from './reminder-table';

// portal.md §2 "Reminder manager and calendar", route 'events': the calendar, then the user's
// reminders to add, change and delete. Mobile and tablet (below 992 px, §9's breakpoints) get
// the compact calendar and reminder table.

export const WIDE_QUERY = '(min-width: 992px)';

export function EventsScreen({ title }: { title: string }) {
  // One 'today' for the visit: the month opened, the years offered, the dates allowed.
  const [today] = useState(() => todayIso());
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  return (
    <PageScreen title={title}>
      <Stack gap="xl">
        <EventCalendar today={today} compact={!wide} />
        <ReminderTable today={today} compact={!wide} />
      </Stack>
    </PageScreen>
  );
}
