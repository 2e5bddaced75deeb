import { acceptAttribute } from '@portal/contract';
import { Box, Button, Group, Stack, Text } from '@portal/ui';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { FilePicker } from './file-picker';
import { formatFileSize } from './files-field';
import { RequiredMark } from './required-mark';
import { useFormField } from './use-form-field';

// One file for one answer (portal.md §5 'Document upload', policy-changes.md §5 'File uploads'):
// a cashback document, an agreed-value photo. The form holds the File itself, or null once it is
// removed; the form's schema checks it (required, type, size) and its message shows under the
// field as every field of the kit shows one (use-form-field.ts). A new choice replaces the file;
// choosing counts as leaving the field, so a wrong file says so at once rather than at submit.

export interface SingleFileFieldProps {
  /** The file's key in the form: 'documents.0.file'. */
  readonly name: string;
  /** What the file is ('Front of the vehicle'): shown above the button, and in Remove's name. */
  readonly label: string;
  /**
   * Where a heading around the field already says what the file is: the label is not shown
   * again, and the input is named '{Noun} for {label}' instead of by the label and its button.
   */
  readonly labelHidden?: boolean;
  /** Allowed extensions, for the browser's picker (a hint only: the schema checks them). */
  readonly extensions: readonly string[];
  /** What the buttons and the empty state call the file. */
  readonly noun?: 'file' | 'photo';
  /** Help under the label (a photo's tips), tied to the input. */
  readonly description?: ReactNode;
  /** Shows the asterisk and marks the input required; the schema enforces the rule. */
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export function SingleFileField({
  name,
  label,
  labelHidden = false,
  extensions,
  noun = 'file',
  description,
  required = false,
  disabled = false,
}: SingleFileFieldProps) {
  const field = useFormField(name);
  const file = field.value instanceof File ? field.value : null;
  const id = useId();
  const ids = {
    input: `${id}-input`,
    title: `${id}-title`,
    button: `${id}-button`,
    description: `${id}-description`,
    chosen: `${id}-chosen`,
    error: `${id}-error`,
  };
  const input = useRef<HTMLInputElement>(null);

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

  const describedBy = [
    description ? ids.description : null,
    ids.chosen,
    field.error ? ids.error : null,
  ];
  return (
    <Stack gap="xs">
      {labelHidden ? null : (
        <Text fw={600}>
          <span id={ids.title}>{label}</span>
          {required ? <RequiredMark /> : null}
        </Text>
      )}
      {description ? <Box id={ids.description}>{description}</Box> : null}
      <Group gap="sm" align="center">
        <FilePicker
          ref={input}
          id={ids.input}
          buttonId={ids.button}
          accept={acceptAttribute(extensions)}
          aria-label={
            labelHidden ? `${noun === 'photo' ? 'Photo' : 'File'} for ${label}` : undefined
          }
          aria-labelledby={labelHidden ? undefined : `${ids.title} ${ids.button}`}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          // Native, not aria-required (which a file input may not carry): the form sends nothing
          // itself (noValidate), so the browser never checks it first.
          required={required}
          aria-invalid={field.error ? true : undefined}
          disabled={disabled}
          onChange={choose}
          button={file ? `Choose another ${noun}` : `Choose a ${noun}`}
        />
        {file ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={disabled}
            aria-label={`Remove the ${noun} for ${label}`}
            onClick={remove}
          >
            Remove
          </Button>
        ) : null}
      </Group>
      <Text id={ids.chosen} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file ? `${file.name} (${formatFileSize(file.size)})` : `No ${noun} chosen yet`}
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
