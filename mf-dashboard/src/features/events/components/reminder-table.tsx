import { formatDate, type CalendarEvent, type IsoDate } from '@portal/contract';
import { ActionIcon, Button, LoadFailed, Skeleton, Stack, Title, VisuallyHidden } from '@portal/ui';
import { IconPencil } from '@portal/ui/icons';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useReminders } from '../api/get-events';
import { truncateLabel } from './calendar-dates';
import { ReminderEditor } from './reminder-editor';

// portal.md §2 "Reminder manager and calendar": a table Title / Due / Remind me, each row with
// Edit, and an 'Add a new reminder' row with Add. Mobile and tablet: a compact layout, labels
// cut to 20 characters (the whole label is still what a screen reader reads).

const CELL: CSSProperties = {
  padding: '8px 6px',
  borderBottom: '1px solid var(--mantine-color-default-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function shownDate(date: IsoDate | null, compact: boolean): string {
  if (!date) return '–';
  return compact ? dayjs(date).format('DD/MM/YY') : formatDate(date);
}

export function ReminderTable({ today, compact }: { today: IsoDate; compact: boolean }) {
  const reminders = useReminders(today);
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  const [drafts, setDrafts] = useState<readonly number[]>([]);
  const [focusId, setFocusId] = useState<number | null>(null);
  const nextDraft = useRef(1);

  function edit(id: number, on: boolean) {
    setEditing((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (!on) setFocusId(id);
  }

  function dropDraft(key: number) {
    setDrafts((keys) => keys.filter((other) => other !== key));
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="reminders-heading">
      <Title order={2} id="reminders-heading">
        Your reminders
      </Title>
      {reminders.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading your reminders">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : reminders.isError ? (
        <LoadFailed
          title="Your reminders could not be loaded"
          message={reminders.error.message}
          retrying={reminders.isFetching}
          onRetry={() => void reminders.refetch()}
        />
      ) : (
        <table
          aria-labelledby="reminders-heading"
          style={{ width: '100%', borderCollapse: 'collapse', fontSize: compact ? 14 : undefined }}
        >
          <thead>
            <tr>
              <th scope="col" style={CELL}>
                Title
              </th>
              <th scope="col" style={CELL}>
                Due
              </th>
              <th scope="col" style={CELL}>
                Remind me
              </th>
              <th scope="col" style={CELL}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {reminders.data.map((reminder) =>
              editing.has(reminder.id) ? (
                <tr key={reminder.id}>
                  <td colSpan={4} style={CELL}>
                    <ReminderEditor
                      reminder={reminder}
                      today={today}
                      compact={compact}
                      onSaved={() => edit(reminder.id, false)}
                      onRemoved={() => edit(reminder.id, false)}
                      onCancel={() => edit(reminder.id, false)}
                    />
                  </td>
                </tr>
              ) : (
                <ReminderRow
                  key={reminder.id}
                  reminder={reminder}
                  compact={compact}
                  focus={focusId === reminder.id}
                  onEdit={() => edit(reminder.id, true)}
                />
              ),
            )}
            {drafts.map((key) => (
              <tr key={`new-${key}`}>
                <td colSpan={4} style={CELL}>
                  <ReminderEditor
                    reminder={null}
                    today={today}
                    compact={compact}
                    onSaved={(saved) => {
                      dropDraft(key);
                      setFocusId(saved.id);
                    }}
                    onRemoved={() => dropDraft(key)}
                    onCancel={() => dropDraft(key)}
                  />
                </td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} style={CELL}>
                Add a new reminder
              </td>
              <td style={{ ...CELL, textAlign: 'right' }}>
                <Button
                  size={compact ? 'xs' : 'sm'}
                  aria-label="Add a new reminder"
                  onClick={() => setDrafts((keys) => [...keys, nextDraft.current++])}
                >
                  Add
                </Button>
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </Stack>
  );
}

function ReminderRow({
  reminder,
  compact,
  focus,
  onEdit,
}: {
  reminder: CalendarEvent;
  compact: boolean;
  /** Just saved or put back: the Edit button takes the focus the closed form had. */
  focus: boolean;
  onEdit: () => void;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) editButton.current?.focus();
  }, [focus]);
  const shortLabel = compact ? truncateLabel(reminder.label) : reminder.label;
  return (
    <tr>
      <td style={CELL}>
        {shortLabel === reminder.label ? (
          reminder.label
        ) : (
          <>
            <span aria-hidden="true" title={reminder.label}>
              {shortLabel}
            </span>
            <VisuallyHidden>{reminder.label}</VisuallyHidden>
          </>
        )}
      </td>
      <td style={CELL}>{shownDate(reminder.due_date, compact)}</td>
      <td style={CELL}>{shownDate(reminder.remind_date, compact)}</td>
      <td style={{ ...CELL, textAlign: 'right' }}>
        {compact ? (
          <ActionIcon
            ref={editButton}
            variant="light"
            aria-label={`Edit ${reminder.label}`}
            onClick={onEdit}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <Button
            ref={editButton}
            variant="light"
            aria-label={`Edit ${reminder.label}`}
            onClick={onEdit}
          >
            Edit
          </Button>
        )}
      </td>
    </tr>
  );
}
