import { formatDate, isIsoDate, parseDisplayDate } from '@portal/contract';
import { TextField, type TextFieldProps } from '@portal/ui';

// policy-changes.md §5 'Common': dates are shown DD/MM/YYYY and sent YYYY-MM-DD. The form holds
// the ISO date once the text is a whole day, and the text as typed until then (the schema calls
// that 'Please enter a valid date.').

function toIso(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return parseDisplayDate(text) ?? text;
}

function toDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatDate(value) : value;
}

export function DateField(props: Omit<TextFieldProps, 'parse' | 'format'>) {
  return (
    <TextField
      placeholder="DD/MM/YYYY"
      autoComplete="off"
      maw={200}
      {...props}
      parse={toIso}
      format={toDisplay}
    />
  );
}
