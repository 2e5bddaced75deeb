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

/** 12500 -> '12,500'; not toLocaleString, so every browser shows the same separators. */
function withSeparators(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '£12,500' is 12500; pence typed into whole pounds are dropped, never read as more pounds. */
function digitsOf(text: string): number | undefined {
  const digits = (text.split('.')[0] ?? '').replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * policy-changes.md §5 'Vehicle': a number input that strips non-digits, and a money one that
 * shows a £ before the whole pounds and a comma between each three digits. Blank is no answer;
 * the schema says whether the number is in range.
 */
export function WholeNumberField({
  money = false,
  ...props
}: Omit<TextFieldProps, 'parse' | 'format'> & { money?: boolean }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maw={220}
      leftSection={money ? <span aria-hidden="true">£</span> : undefined}
      {...props}
      parse={digitsOf}
      format={(value: unknown) => {
        if (typeof value === 'number') return money ? withSeparators(value) : String(value);
        return typeof value === 'string' ? value : '';
      }}
    />
  );
}

function toAmount(text: string): number | string | undefined {
  const plain = text.replace(/[£,\s]/g, '');
  if (plain === '') return undefined;
  return /^-?\d+$/.test(plain) ? Number(plain) : text;
}

/**
 * Pounds and pence from 0 (§5 'Agreed-value submission': the requested value, the purchase
 * price), £ before and separators as typed. Whole pounds are held as a number; an amount with
 * pence is held as typed (as a number, '12.0' would show as '12' and the next digit make it 125)
 * and the schema reads it ('£8,199.99'). '-1' is held as -1, so the schema refuses it.
 */
export function MoneyField(props: Omit<TextFieldProps, 'parse' | 'format'>) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      maw={240}
      leftSection={<span aria-hidden="true">£</span>}
      {...props}
      parse={toAmount}
      format={(value: unknown) => {
        if (typeof value === 'number') return withSeparators(value);
        return typeof value === 'string' ? value : '';
      }}
    />
  );
}
