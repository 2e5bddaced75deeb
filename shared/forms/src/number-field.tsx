import { TextField, type TextFieldProps } from '@portal/ui';

// A whole number as typed: '1,200' is 1200, '-1' is -1 (so the schema can refuse it with its own
// message), blank is no answer. Anything else is kept as typed and the schema refuses it.

function toNumber(text: string): number | string | undefined {
  const digits = text.replace(/[,\s]/g, '');
  if (digits === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : text;
}

function toText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

export function NumberField({
  money = false,
  ...props
}: Omit<TextFieldProps, 'parse' | 'format'> & { money?: boolean }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maw={200}
      leftSection={money ? '£' : undefined}
      {...props}
      parse={toNumber}
      format={toText}
    />
  );
}
