import { fromDisplayDate, isIsoDate, type IsoDate } from '@portal/contract';
import { ActionIcon, Popover, TextField, useForm, useFormState } from '@portal/ui';
import { IconCalendarEvent } from '@portal/ui/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker } from './date-picker';

// portal.md §5 "Events": a reminder's dates are typed DD/MM/YY (DD/MM/YYYY is understood too)
// and sent YYYY-MM-DD. The form holds the ISO date once the text is a whole day, and the text as
// typed until then, which the schema calls 'Please enter a valid date.' The picker beside it
// offers only the days a reminder may have.

/** The text typed -> what the form holds; an emptied field holds no date. */
export function toIso(text: string | undefined): string | null {
  if (!text || text.trim() === '') return null;
  return fromDisplayDate(text) ?? text;
}

/** What the form holds -> the text shown: '2026-12-01' reads '01/12/26'. */
export function toDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? dayjs(value).format('DD/MM/YY') : value;
}

export function ReminderDateField({
  name,
  label,
  required = false,
  min,
  max,
  today,
}: {
  name: 'due_date' | 'remind_date';
  label: string;
  required?: boolean;
  min: IsoDate;
  max: IsoDate;
  today: IsoDate;
}) {
  const form = useForm();
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const [open, setOpen] = useState(false);
  const value = values[name];
  const held = typeof value === 'string' && isIsoDate(value) ? value : null;

  function pick(date: IsoDate) {
    form.change(name, date);
    form.blur(name);
    setOpen(false);
  }

  return (
    <TextField
      name={name}
      label={label}
      required={required}
      placeholder="DD/MM/YY"
      autoComplete="off"
      inputMode="numeric"
      parse={toIso}
      format={toDisplay}
      w={170}
      rightSectionPointerEvents="all"
      rightSection={
        <Popover opened={open} onChange={setOpen} trapFocus position="bottom-end" shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label={`Choose the ${label.toLowerCase()} date`}
              aria-expanded={open}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
            >
              <IconCalendarEvent size={18} aria-hidden="true" />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker selected={held} min={min} max={max} today={today} onPick={pick} />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
