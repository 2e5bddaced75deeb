import type { IsoDate } from '@portal/contract';
import { ActionIcon, Group, Text, UnstyledButton, VisuallyHidden } from '@portal/ui';
import { useState } from 'react';
import {
  addMonths,
  longDay,
  monthIndex,
  monthOf,
  monthTitle,
  WEEKDAYS,
  weeksOf,
} from './calendar-dates';

// The reminder form's picker (portal.md §5): the days outside the dates a reminder may have -
// before the start of this year, after the end of next - are disabled, and so are the months.

export interface DatePickerProps {
  /** The chosen day, if any: the picker opens at its month, else at today's. */
  readonly selected: IsoDate | null;
  readonly min: IsoDate;
  readonly max: IsoDate;
  readonly today: IsoDate;
  readonly onPick: (date: IsoDate) => void;
}

const DAY_SIZE = 36;

export function DatePicker({ selected, min, max, today, onPick }: DatePickerProps) {
  const [shown, setShown] = useState(() => monthOf(selected ?? today));
  const first = monthIndex(monthOf(min));
  const last = monthIndex(monthOf(max));
  return (
    <div>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous month"
          disabled={monthIndex(shown) <= first}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthTitle(shown)}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="Next month"
          disabled={monthIndex(shown) >= last}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <table style={{ borderCollapse: 'collapse' }}>
        <VisuallyHidden component="caption">{monthTitle(shown)}</VisuallyHidden>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full} style={{ fontSize: 12, fontWeight: 600 }}>
                {short.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(shown).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td key={day} style={{ padding: 1 }}>
                    <UnstyledButton
                      aria-label={longDay(day)}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      // The picker opens with the focus on the chosen day, else on today.
                      data-autofocus={day === (selected ?? today) || undefined}
                      disabled={day < min || day > max}
                      onClick={() => onPick(day)}
                      style={{
                        width: DAY_SIZE,
                        height: DAY_SIZE,
                        borderRadius: 6,
                        textAlign: 'center',
                        fontWeight: day === today ? 700 : 400,
                        opacity: day < min || day > max ? 0.35 : 1,
                        background:
                          day === selected ? 'var(--mantine-primary-color-filled)' : 'transparent',
                        color: day === selected ? 'var(--mantine-color-white)' : 'inherit',
                      }}
                    >
                      {Number(day.slice(8))}
                    </UnstyledButton>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
