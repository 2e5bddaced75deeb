import { TextField, type TextFieldProps } from '@portal/ui';

// policy-changes.md §5: money inputs show a £ prefix and thousands separators; the requested
// value and the purchase price are pounds and pence from 0 (§3, §9). Whole pounds are held as a
// number and shown with separators as they are typed; an amount with pence is held as typed
// (as a number, '12.0' would show as '12' and the next digit make it 125), and the contract
// reads it ('£8,199.99'). '-1' is held as -1, so the contract refuses it with its own message.

function toAmount(text: string): number | string | undefined {
  const plain = text.replace(/[£,\s]/g, '');
  if (plain === '') return undefined;
  return /^-?\d+$/.test(plain) ? Number(plain) : text;
}

/** 12500 -> '12,500'; not toLocaleString, so every browser shows the same separators. */
function withSeparators(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

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
