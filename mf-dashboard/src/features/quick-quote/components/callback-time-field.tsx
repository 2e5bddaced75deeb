import {
  callbackDateRange,
  callbackSlots,
  daysAfter,
  defaultCallbackTime,
  MESSAGES,
  type IsoDate,
} from '@portal/contract';
import { Select, Stack } from '@portal/ui';
import dayjs from 'dayjs';
import { useFormField } from '@portal/forms';
import { AsapSwitch } from './asap-switch';

// portal.md §4, §5, §9: the callback is as soon as possible, or a slot from today to 7 days
// ahead, 09:00 to 16:45 every 15 minutes, shown h:mma. The form holds one value, `datetime`, as
// the request does: null for ASAP, else 'YYYY-MM-DDTHH:mm' - so the contract's schema and the
// server's errors (keyed `datetime`) apply to it as they are. Turning ASAP on clears the date and
// time; turning it off sets them back to tomorrow at 09:00.

interface CallbackTimeFieldProps {
  /** 'YYYY-MM-DD' when the form opened. */
  readonly today: IsoDate;
  /** 'YYYY-MM-DDTHH:mm' when the form opened: today's slots gone by are not offered. */
  readonly now: string;
  readonly disabled?: boolean;
}

/** The days offered: today (while it has a slot left) to 7 days ahead. */
export function callbackDays(today: IsoDate, now: string) {
  const { max } = callbackDateRange(today);
  const days: { value: IsoDate; label: string }[] = [];
  for (let day = today; day <= max; day = daysAfter(day, 1)) {
    if (callbackSlots(day, now).length === 0) continue;
    const label = dayjs(day).format('dddd D MMMM');
    days.push({ value: day, label: day === today ? `Today, ${label}` : label });
  }
  return days;
}

export function CallbackTimeField({ today, now, disabled = false }: CallbackTimeFieldProps) {
  const field = useFormField('datetime');
  const asap = field.value === null;
  const value = typeof field.value === 'string' ? field.value : '';
  const date = value.slice(0, 10) || null;
  const time = value.slice(11, 16) || null;
  const slots = date ? callbackSlots(date, now) : [];
  // A day out of range is a message about the date; every other one is about the time.
  const dateError = field.error === MESSAGES.callbackDateOutOfRange ? field.error : undefined;
  const timeError = dateError ? undefined : field.error;

  function chooseDate(day: string | null) {
    if (!day) return;
    // The time stays where that day has it; otherwise the day's first slot still ahead.
    const offered = callbackSlots(day, now);
    const kept = offered.find((slot) => slot.time === time) ?? offered[0];
    field.change(kept ? kept.value : `${day}T`);
    field.blur();
  }

  function chooseTime(chosen: string | null) {
    if (!chosen || !date) return;
    field.change(`${date}T${chosen}`);
    field.blur();
  }

  return (
    <Stack gap="sm">
      <AsapSwitch
        label="Call me as soon as possible"
        checked={asap}
        disabled={disabled}
        onChange={(on) => field.change(on ? null : defaultCallbackTime(today))}
      />
      <Select
        label="Callback date"
        placeholder={asap ? 'As soon as possible' : 'Choose a date'}
        data={callbackDays(today, now)}
        value={asap ? null : date}
        onChange={chooseDate}
        allowDeselect={false}
        disabled={disabled || asap}
        withAsterisk={!asap}
        error={dateError}
      />
      <Select
        label="Callback time"
        placeholder={asap ? 'As soon as possible' : 'Choose a time'}
        data={slots.map((slot) => ({ value: slot.time, label: slot.label }))}
        value={asap ? null : time}
        onChange={chooseTime}
        allowDeselect={false}
        disabled={disabled || asap}
        withAsterisk={!asap}
        error={timeError}
        maxDropdownHeight={240}
      />
    </Stack>
  );
}
