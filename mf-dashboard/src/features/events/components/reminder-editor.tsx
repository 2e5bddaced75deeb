import {
  ApiError,
  canSaveReminder,
  eventFormSchema,
  MESSAGES,
  newReminderForm,
  reminderDateWindow,
  type CalendarEvent,
  type EventForm,
  type IsoDate,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Button, Group, SchemaForm, TextField } from '@portal/ui';
import { useMemo } from 'react';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useUpdateEvent } from '../api/update-event';
import { ReminderDateField } from './reminder-date-field';

// portal.md §4 "Reminder": a new reminder (unsaved, always in edit) is created on Save; an
// existing one is changed on Update; delete removes it - a new one only from the page, with no
// call. §5: Save is disabled until the title, due date and reminder date are all set. §8: a
// failed create, update or delete shows its first error message as a toast.

/** The first message of a failure: the first field's, else the error's own. */
export function firstErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.serverError;
  const [first] = Object.values(error.fields);
  return first?.[0] ?? error.message;
}

export interface ReminderEditorProps {
  /** The reminder to change; null for a new one. */
  readonly reminder: CalendarEvent | null;
  readonly today: IsoDate;
  readonly compact: boolean;
  /** Saved: the server's answer. */
  readonly onSaved: (saved: CalendarEvent) => void;
  /** Deleted, or a new one removed before it was saved. */
  readonly onRemoved: () => void;
  /** Back to the row as it was (existing reminders only). */
  readonly onCancel: () => void;
}

export function ReminderEditor({
  reminder,
  today,
  compact,
  onSaved,
  onRemoved,
  onCancel,
}: ReminderEditorProps) {
  const { notify } = usePortal();
  const create = useCreateEvent(today);
  const update = useUpdateEvent(today);
  const remove = useDeleteEvent(today);
  const schema = useMemo(() => eventFormSchema(today), [today]);
  const dates = reminderDateWindow(today);
  const initialValues = useMemo<Partial<EventForm>>(
    () =>
      reminder
        ? {
            label: reminder.label,
            due_date: reminder.due_date ?? '',
            remind_date: reminder.remind_date,
          }
        : newReminderForm(today),
    [reminder, today],
  );

  function toast(error: unknown) {
    if (error instanceof ApiError && error.cancelled) return;
    notify({ message: firstErrorMessage(error), kind: 'error' });
  }

  async function save(body: EventForm): Promise<CalendarEvent> {
    try {
      return reminder
        ? await update.mutateAsync({ id: reminder.id, body })
        : await create.mutateAsync(body);
    } catch (error) {
      toast(error);
      // The form keeps every value and shows the server's messages by their fields too.
      throw error;
    }
  }

  function deleteReminder() {
    if (!reminder) {
      onRemoved();
      return;
    }
    remove.mutate(reminder.id, { onSuccess: onRemoved, onError: toast });
  }

  return (
    <SchemaForm
      schema={schema}
      submit={save}
      onSuccess={onSaved}
      initialValues={initialValues}
      label={reminder ? `Edit ${reminder.label}` : 'New reminder'}
    >
      {({ submitting, values }) => {
        // One element in both layouts: the fields are never remounted when the screen turns
        // between them, so nothing typed is lost (a field that unmounts drops its value).
        return (
          <Group
            gap="sm"
            align={compact ? 'stretch' : 'flex-start'}
            style={compact ? { flexDirection: 'column' } : undefined}
          >
            <TextField
              name="label"
              label="Title"
              required
              autoFocus={!reminder}
              style={{ flex: compact ? undefined : '1 1 14rem' }}
            />
            <ReminderDateField name="due_date" label="Due" required today={today} {...dates} />
            <ReminderDateField
              name="remind_date"
              label="Remind me"
              required
              today={today}
              {...dates}
            />
            <Group gap="xs" mt={compact ? 0 : 25} wrap="wrap">
              <Button
                type="submit"
                loading={submitting}
                disabled={
                  !canSaveReminder({
                    label: values.label ?? '',
                    due_date: values.due_date ?? '',
                    remind_date: values.remind_date,
                  })
                }
              >
                {reminder ? 'Update' : 'Save'}
              </Button>
              {reminder ? (
                <Button type="button" variant="default" onClick={onCancel} disabled={submitting}>
                  Cancel
                </Button>
              ) : null}
              <Button
                type="button"
                variant="subtle"
                color="red"
                onClick={deleteReminder}
                loading={remove.isPending}
                disabled={submitting}
              >
                Delete
              </Button>
            </Group>
          </Group>
        );
      }}
    </SchemaForm>
  );
}
