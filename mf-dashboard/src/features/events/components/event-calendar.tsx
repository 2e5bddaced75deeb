import { calendarYears, type CalendarEvent, type IsoDate } from '@portal/contract';
import { Button, Group, LoadFailed, Skeleton, Stack, Title } from '@portal/ui';
import { useState, type CSSProperties } from 'react';
import { useMonthEntries } from '../api/get-events';
import {
  addMonths,
  entriesByDay,
  monthIndex,
  monthOf,
  monthTitle,
  MONTH_NAMES,
  WEEKDAYS,
  weeksOf,
  type Month,
} from './calendar-dates';
import { CompactDayCell, DayAgenda, firstBusyDay } from './compact-day';
import { DayCell } from './day-cell';
import { EventModal } from './event-modal';

// portal.md §2 "Reminder manager and calendar", §9: a month of the calendar, chosen by month and
// year (the previous, current and next year) or stepped with Previous and Next month. The month
// shown is the heading, announced as it changes; the grid is a table, a day a cell. Compact
// (mobile and tablet), a day shows its entries as dots and they are listed under the month.

const SELECT: CSSProperties = {
  height: 36,
  padding: '0 8px',
  borderRadius: 'var(--mantine-radius-default)',
  border: '1px solid var(--mantine-color-default-border)',
  background: 'var(--mantine-color-body)',
  color: 'inherit',
  font: 'inherit',
};

export function EventCalendar({ today, compact }: { today: IsoDate; compact: boolean }) {
  const years = calendarYears(today);
  const [shown, setShown] = useState<Month>(() => monthOf(today));
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const entries = useMonthEntries(shown);
  const first = monthIndex({ year: years[0], month: 0 });
  const last = monthIndex({ year: years[2], month: 11 });

  return (
    <Stack component="section" gap="sm" aria-labelledby="calendar-month">
      <Title order={2} id="calendar-month" aria-live="polite">
        {monthTitle(shown)}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          disabled={monthIndex(shown) <= first}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <span aria-hidden="true">‹&nbsp;</span>Previous month
        </Button>
        <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          Month
          <select
            style={SELECT}
            value={shown.month}
            onChange={(event) => setShown({ ...shown, month: Number(event.target.value) })}
          >
            {MONTH_NAMES.map((name, month) => (
              <option key={name} value={month}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          Year
          <select
            style={SELECT}
            value={shown.year}
            onChange={(event) => setShown({ ...shown, year: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="default"
          disabled={monthIndex(shown) >= last}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          Next month<span aria-hidden="true">&nbsp;›</span>
        </Button>
      </Group>
      {entries.isPending ? (
        <Skeleton height={480} role="status" aria-label="Loading your calendar" />
      ) : entries.isError ? (
        <LoadFailed
          title="Your calendar could not be loaded"
          message={entries.error.message}
          retrying={entries.isFetching}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <MonthGrid
          // A month of its own: the day chosen in another is not this one's.
          key={monthIndex(shown)}
          shown={shown}
          today={today}
          entries={entries.data}
          compact={compact}
          onOpen={setOpen}
        />
      )}
      <EventModal entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function MonthGrid({
  shown,
  today,
  entries,
  compact,
  onOpen,
}: {
  shown: Month;
  today: IsoDate;
  entries: readonly CalendarEvent[];
  compact: boolean;
  onOpen: (entry: CalendarEvent) => void;
}) {
  const byDay = entriesByDay(entries, shown);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const chosen = compact ? (picked ?? firstBusyDay(byDay, today)) : null;
  const chosenEntries = chosen ? (byDay.get(chosen) ?? []) : [];
  return (
    <>
      {/* Seven columns stay on a phone: the table scrolls sideways rather than squeezing them. */}
      <div style={{ overflowX: 'auto' }}>
        <table
          aria-labelledby="calendar-month"
          style={{ width: '100%', minWidth: 336, tableLayout: 'fixed', borderCollapse: 'collapse' }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, full]) => (
                <th key={short} scope="col" abbr={full} style={{ padding: 4, fontSize: 13 }}>
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(shown).map((week) => (
              <tr key={week.find((day) => day !== null)}>
                {week.map((day, column) =>
                  day === null ? (
                    <td
                      key={`empty-${column}`}
                      style={{ border: '1px solid var(--mantine-color-default-border)' }}
                    />
                  ) : compact ? (
                    <CompactDayCell
                      key={day}
                      day={day}
                      today={today}
                      entries={byDay.get(day) ?? []}
                      selected={day === chosen}
                      onSelect={setPicked}
                    />
                  ) : (
                    <DayCell
                      key={day}
                      day={day}
                      today={today}
                      entries={byDay.get(day) ?? []}
                      onOpen={onOpen}
                    />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chosen && chosenEntries.length > 0 ? (
        <DayAgenda key={chosen} day={chosen} entries={chosenEntries} onOpen={onOpen} />
      ) : null}
    </>
  );
}
