import {
  acceptAttribute,
  BYTES_PER_MB,
  checkFiles,
  fileCountLabel,
  MULTI_UPLOAD_WORDING,
  type UploadRule,
  type UploadWording,
} from '@portal/contract';
import { Box, Button, Group, shownFieldError, Stack, Text, VisuallyHidden } from '@portal/ui';
import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FilePicker } from './file-picker';

// policy-changes.md §5 'File uploads' (and portal.md §5 'Document upload'): the multi-file
// uploader. The form holds the chosen files as a list; the contract's check (extension in any
// case, size in MB with 0 for none, between min and max files) gives the spec's messages under
// the field, and the count shows as n/max. The server checks the files again, by their content:
// these messages only say early what it would refuse.

export interface FilesFieldProps {
  /** The list's key in the form: 'data'. */
  readonly name: string;
  readonly rule: UploadRule;
  /** Which of the specs' type and size messages this uploader shows. */
  readonly wording?: UploadWording;
  /** The button's text and the input's accessible name. */
  readonly label?: string;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

/** '12 bytes', '340 KB', '2.5 MB': the size shown beside a chosen file. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${Number((bytes / BYTES_PER_MB).toFixed(1))} MB`;
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

// final-form compares values with ===: a list emptied again is as it started, not changed, so
// the form's 'Unsaved changes' hold goes with the last file.
function sameFiles(a: unknown, b: unknown): boolean {
  const left = filesOf(a);
  const right = filesOf(b);
  return left.length === right.length && left.every((file, index) => file === right[index]);
}

function filesOf(value: unknown): File[] {
  return Array.isArray(value) ? value.filter((item): item is File => item instanceof File) : [];
}

export function FilesField({
  name,
  rule,
  wording = MULTI_UPLOAD_WORDING,
  label = 'Choose files',
  description,
  disabled = false,
}: FilesFieldProps) {
  const field = useField<File[]>(name, {
    isEqual: sameFiles,
    // The form's state holds the first message, for its summary; all of them show below.
    validate: (value) => checkFiles(filesOf(value), rule, wording)[0],
  });
  const { meta } = field;
  const files = filesOf(field.input.value);
  const id = useId();
  const descriptionId = `${id}-description`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const removedAt = useRef<number | null>(null);

  // After a removal the focus goes to the file now in its place, else the one before it, else
  // back to the input: never lost to the page's top with the button that held it.
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const next = removeRefs.current[Math.min(at, files.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [files.length]);

  // The type and size messages show as soon as files are chosen; the count's too once the field
  // was left or a submit tried, as every other field of the portal does. The rule's first
  // message stands for all of them: each shows below.
  const own = checkFiles(files, rule, wording);
  const shown = shownFieldError({ ...meta, error: own[0] }, { checked: files.length > 0 });
  const messages = shown === undefined ? [] : shown === own[0] ? own : [shown];
  const describedBy = [
    description ? descriptionId : null,
    countId,
    messages.length ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Emptied, so the same file can be chosen again after it was removed.
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    const added = picked.filter((file) => !files.some((chosen) => sameFile(chosen, file)));
    // One file at most: a new choice replaces the old one rather than counting as a second.
    field.input.onChange(rule.max <= 1 ? picked.slice(0, 1) : [...files, ...added]);
  }

  function remove(index: number) {
    removedAt.current = index;
    field.input.onChange(files.filter((_, at) => at !== index));
  }

  return (
    <Stack gap="xs">
      {description ? (
        <Text id={descriptionId} size="sm">
          {description}
        </Text>
      ) : null}
      <Group gap="sm" align="center" wrap="wrap">
        <FilePicker
          ref={inputRef}
          id={id}
          name={name}
          multiple={rule.max > 1}
          accept={acceptAttribute(rule.extensions)}
          disabled={disabled}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={describedBy}
          onChange={choose}
          onFocus={() => field.input.onFocus()}
          onBlur={() => field.input.onBlur()}
          button={label}
        />
        {/* §5 shows the count as n/max; a screen reader would read that as 'n slash max'. */}
        <Text id={countId} size="sm">
          <span aria-hidden="true">{fileCountLabel(files.length, rule.max)}</span>
          <VisuallyHidden>{`${files.length} of ${rule.max} ${rule.max === 1 ? 'file' : 'files'} chosen`}</VisuallyHidden>
        </Text>
      </Group>
      {files.length > 0 ? (
        <Stack
          component="ul"
          aria-label="Chosen files"
          gap={4}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {files.map((file, index) => (
            <Group
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <Box miw={0}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.size)}
                </Text>
              </Box>
              <Button
                ref={(button) => {
                  removeRefs.current[index] = button;
                }}
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      <div id={errorId} aria-live="polite">
        {messages.map((message) => (
          <Text key={message} size="sm" c="var(--mantine-color-error)">
            {message}
          </Text>
        ))}
      </div>
    </Stack>
  );
}
