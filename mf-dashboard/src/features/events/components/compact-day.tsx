import { EVENTS_PER_DAY, type CalendarEvent, type IsoDate } from '@portal/contract';
import { Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@portal/ui';
import { useState, type CSSProperties } from 'react';
import { longDay, truncateLabel } from './calendar-dates';

// portal.md §2 "Reminder manager and calendar": mobile and tablet use a compact layout with
// labels truncated to 20 characters. A day of a phone's month is too narrow for any label (a
// few letters and an ellipsis), so there a day shows a dot per entry and is a button; the
// chosen day's entries are listed under the month, at 20 characters, 3 before 'view more'.

/** Where the chosen day's entries are listed: the days' buttons control it. */
export const AGENDA_ID = 'calendar-day-entries';

const DOT: CSSProperties = { display: 'inline-block', width: 8, height: 8, borderRadius: '50%' };

function tint(entry: CalendarEvent): string {
  return entry.type === 'reminder'
    ? 'var(--mantine-color-orange-filled)'
    : 'var(--mantine-primary-color-filled)';
}

function entriesCount(count: number): string {
  return count === 1 ? '1 entry' : `${count} entries`;
}

/** The day whose entries are listed first: the next one from today, else the month's first. */
export function firstBusyDay(byDay: ReadonlyMap<IsoDate, unknown>, today: IsoDate): IsoDate | null {
  const days = [...byDay.keys()].sort();
  return days.find((day) => day >= today) ?? days[0] ?? null;
}

export function CompactDayCell({
  day,
  today,
  entries,
  selected,
  onSelect,
}: {
  day: IsoDate;
  today: IsoDate;
  entries: readonly CalendarEvent[];
  selected: boolean;
  onSelect: (day: IsoDate) => void;
}) {
  const isToday = day === today;
  const number = (
    <span aria-hidden="true" style={{ fontWeight: isToday || selected ? 700 : 600, fontSize: 13 }}>
      {Number(day.slice(8))}
    </span>
  );
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      style={{
        verticalAlign: 'top',
        height: 56,
        padding: 0,
        border: '1px solid var(--mantine-color-default-border)',
        background: isToday ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      {entries.length === 0 ? (
        <div style={{ padding: 4 }}>
          {number}
          <VisuallyHidden>{longDay(day)}</VisuallyHidden>
        </div>
      ) : (
        <UnstyledButton
          onClick={() => onSelect(day)}
          aria-pressed={selected}
          aria-controls={AGENDA_ID}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            minHeight: 56,
            padding: 4,
            outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
            outlineOffset: -2,
          }}
        >
          {number}
          <VisuallyHidden>{`${longDay(day)}, ${entriesCount(entries.length)}`}</VisuallyHidden>
          <span aria-hidden="true" style={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            {entries.slice(0, EVENTS_PER_DAY).map((entry) => (
              <span key={entry.id} style={{ ...DOT, background: tint(entry) }} />
            ))}
            {entries.length > EVENTS_PER_DAY ? (
              <span style={{ fontSize: 10, lineHeight: '8px', fontWeight: 700 }}>+</span>
            ) : null}
          </span>
        </UnstyledButton>
      )}
    </td>
  );
}

/** The chosen day's entries, each opening its detail; 3, then 'view more' (§2, §9). */
export function DayAgenda({
  day,
  entries,
  onOpen,
}: {
  day: IsoDate;
  entries: readonly CalendarEvent[];
  onOpen: (entry: CalendarEvent) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? entries : entries.slice(0, EVENTS_PER_DAY);
  return (
    <Stack component="section" id={AGENDA_ID} gap="xs" aria-labelledby={`${AGENDA_ID}-title`}>
      <Title order={3} size="h4" id={`${AGENDA_ID}-title`}>
        {longDay(day)}
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {shown.map((entry) => {
          const short = truncateLabel(entry.label);
          return (
            <li key={entry.id}>
              <UnstyledButton
                onClick={() => onOpen(entry)}
                title={entry.label}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  width: '100%',
                  padding: '6px 8px',
                  borderRadius: 4,
                  background:
                    entry.type === 'reminder'
                      ? 'var(--mantine-color-orange-light)'
                      : 'var(--mantine-primary-color-light)',
                }}
              >
                <span
                  aria-hidden="true"
                  style={{ ...DOT, flex: 'none', background: tint(entry) }}
                />
                {short === entry.label ? (
                  <Text span>{entry.label}</Text>
                ) : (
                  // Cut for the screen, whole for a screen reader (as the reminder table does).
                  <>
                    <Text span aria-hidden="true">
                      {short}
                    </Text>
                    <VisuallyHidden>{entry.label}</VisuallyHidden>
                  </>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      {entries.length > EVENTS_PER_DAY ? (
        <UnstyledButton
          onClick={() => setExpanded(!expanded)}
          style={{ alignSelf: 'flex-start', textDecoration: 'underline', fontWeight: 600 }}
        >
          {expanded ? 'view less' : 'view more'}
        </UnstyledButton>
      ) : null}
    </Stack>
  );
}
