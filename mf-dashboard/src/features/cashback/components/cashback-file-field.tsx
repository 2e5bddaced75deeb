import { acceptAttribute, DOCUMENT_EXTENSIONS, type CashbackDocument } from '@portal/contract';
import { formatFileSize } from '@portal/forms';
import { Box, Button, Group, Stack, Text } from '@portal/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormField } from '@portal/forms';

// One required document's file (portal.md §3 "Cashback document", §5 "Cashback", "Document
// upload"): one file - several pieces of evidence go in one .ZIP - at `documents.{n}.file`, with
// the contract's messages (required, type) under it. A wrong file says so as soon as it is chosen.

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

export function CashbackFileField({
  index,
  document,
  disabled = false,
}: {
  index: number;
  document: CashbackDocument;
  disabled?: boolean;
}) {
  const field = useFormField(`documents.${index}.file`);
  const file = field.value instanceof File ? field.value : null;
  const id = useId();
  const ids = { button: `${id}-button`, chosen: `${id}-chosen`, error: `${id}-error` };
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const [picked] = Array.from(event.currentTarget.files ?? []);
    // Emptied, so the same file can be chosen again after it was removed.
    event.currentTarget.value = '';
    if (!picked) return;
    field.change(picked);
    field.blur();
  }

  function remove() {
    field.change(null);
    input.current?.focus();
  }

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Box pos="relative">
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptAttribute(DOCUMENT_EXTENSIONS)}
            aria-label={`File for ${document.label}`}
            aria-describedby={`${ids.chosen} ${ids.error}`}
            aria-invalid={field.error ? true : undefined}
            disabled={disabled}
            onChange={choose}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            style={HIDDEN_INPUT}
          />
          <Button
            component="label"
            htmlFor={id}
            id={ids.button}
            variant="default"
            disabled={disabled}
            style={
              focused
                ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2 }
                : undefined
            }
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
        </Box>
        {file ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={disabled}
            aria-label={`Remove the file for ${document.label}`}
            onClick={remove}
          >
            Remove
          </Button>
        ) : null}
      </Group>
      <Text id={ids.chosen} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen yet'}
      </Text>
      <div id={ids.error} aria-live="polite">
        {field.error ? (
          <Text size="sm" c="var(--mantine-color-error)">
            {field.error}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
