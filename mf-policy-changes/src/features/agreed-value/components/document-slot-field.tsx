import {
  acceptAttribute,
  AGREED_VALUE_DOCUMENT_RULE,
  type AgreedValueDocumentSlot,
} from '@portal/contract';
import { formatFileSize } from '@portal/forms';
import { Box, Button, Group, List, Paper, Stack, Text } from '@portal/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormField } from '@portal/forms';

// One photo asked for (policy-changes.md §3 'Document slots fetched for a vehicle: id, label,
// tooltips', §5 'Each required document must be supplied and accepted: "{label} is required"',
// 'File uploads'): the slot's label and tips, its one photo at `documents.{index}.file`, and the
// contract's messages (required, type, 50 MB) under it. A wrong file shows its message at once.

// Off screen but focusable, so the keyboard reaches the native input (Enter or Space opens the
// picker) while the label beside it is what a pointer sees and clicks.
const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function DocumentSlotField({
  index,
  slot,
}: {
  index: number;
  slot: AgreedValueDocumentSlot;
}) {
  const field = useFormField(`documents.${index}.file`);
  const file = field.value instanceof File ? field.value : null;
  const id = useId();
  const ids = {
    input: `${id}-input`,
    title: `${id}-title`,
    button: `${id}-button`,
    tips: `${id}-tips`,
    chosen: `${id}-chosen`,
    error: `${id}-error`,
  };
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const [picked] = Array.from(event.currentTarget.files ?? []);
    // Emptied, so the same photo can be chosen again after it was removed.
    event.currentTarget.value = '';
    if (!picked) return;
    field.change(picked);
    // Left at once: a photo of the wrong type or size says so now, not at Next.
    field.blur();
  }

  function remove() {
    field.change(null);
    input.current?.focus();
  }

  const describedBy = [slot.tooltips.length ? ids.tips : null, ids.chosen, ids.error];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={600}>
          <span id={ids.title}>{slot.label}</span>{' '}
          <Text span c="var(--mantine-color-error)" aria-hidden="true">
            *
          </Text>
        </Text>
        {slot.tooltips.length ? (
          <List id={ids.tips} size="sm" spacing={2}>
            {slot.tooltips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        ) : null}
        <Group gap="sm" align="center">
          <Box pos="relative">
            <input
              ref={input}
              id={ids.input}
              type="file"
              accept={acceptAttribute(AGREED_VALUE_DOCUMENT_RULE.extensions)}
              aria-labelledby={`${ids.title} ${ids.button}`}
              aria-describedby={describedBy.filter(Boolean).join(' ')}
              // Native, not aria-required (which a file input may not carry): the form sends
              // nothing itself (noValidate), so the browser never checks it first.
              required
              aria-invalid={field.error ? true : undefined}
              onChange={choose}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              style={HIDDEN_INPUT}
            />
            <Button
              component="label"
              htmlFor={ids.input}
              id={ids.button}
              variant="default"
              style={
                focused
                  ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2 }
                  : undefined
              }
            >
              {file ? 'Choose another photo' : 'Choose a photo'}
            </Button>
          </Box>
          {file ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={`Remove the photo for ${slot.label}`}
              onClick={remove}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        <Text id={ids.chosen} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file ? `${file.name} (${formatFileSize(file.size)})` : 'No photo chosen yet'}
        </Text>
        <div id={ids.error} aria-live="polite">
          {field.error ? (
            <Text size="sm" c="var(--mantine-color-error)">
              {field.error}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
