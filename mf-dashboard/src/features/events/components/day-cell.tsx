import { EVENTS_PER_DAY, type CalendarEvent, type IsoDate } from '@portal/contract';
import { UnstyledButton, VisuallyHidden } from '@portal/ui';
import { useState, type CSSProperties } from 'react';
import { longDay } from './calendar-dates';

// portal.md §2, §9: a day of the calendar shows at most 3 entries, then 'view more' shows the
// rest in place. The cell's name is the whole day ('Monday 14 December 2026'), read before its
// entries; each entry is a button that opens its detail.

const ENTRY: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '1px 4px',
  borderRadius: 4,
  fontSize: 12,
  lineHeight: 1.4,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

export function DayCell({
  day,
  today,
  entries,
  onOpen,
}: {
  day: IsoDate;
  today: IsoDate;
  entries: readonly CalendarEvent[];
  onOpen: (entry: CalendarEvent) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? entries : entries.slice(0, EVENTS_PER_DAY);
  const isToday = day === today;
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      style={{
        verticalAlign: 'top',
        overflow: 'hidden',
        height: 88,
        padding: 4,
        border: '1px solid var(--mantine-color-default-border)',
        background: isToday ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <span aria-hidden="true" style={{ fontWeight: isToday ? 700 : 600, fontSize: 13 }}>
        {Number(day.slice(8))}
      </span>
      <VisuallyHidden>{longDay(day)}</VisuallyHidden>
      {shown.length > 0 ? (
        // One column no wider than the day: a long label is cut with an ellipsis, not spilled
        // over the next days (its button's title and name keep it whole).
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
          }}
        >
          {shown.map((entry) => (
            <li key={entry.id}>
              <UnstyledButton
                onClick={() => onOpen(entry)}
                title={entry.label}
                style={{
                  ...ENTRY,
                  background:
                    entry.type === 'reminder'
                      ? 'var(--mantine-color-orange-light)'
                      : 'var(--mantine-primary-color-light)',
                }}
              >
                {entry.label}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length > EVENTS_PER_DAY ? (
        <UnstyledButton
          onClick={() => setExpanded(!expanded)}
          style={{ ...ENTRY, textDecoration: 'underline', fontWeight: 600 }}
        >
          {expanded ? 'view less' : 'view more'}
        </UnstyledButton>
      ) : null}
    </td>
  );
}
