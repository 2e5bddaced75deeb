import { TextField, type TextFieldProps } from '@portal/ui';

// policy-changes.md §5 'Vehicle': number inputs strip non-digits; money inputs show a £ prefix
// and thousands separators (§9: whole pounds here - the estimated value). The form holds the
// number; blank is no answer, and the contract's schema says whether the number is in range.

/** '£12,500' is 12500; pence typed into whole pounds are dropped, never read as more pounds. */
function digitsOf(text: string): number | undefined {
  const digits = (text.split('.')[0] ?? '').replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** 12500 -> '12,500'; not toLocaleString, so every browser shows the same separators. */
function withSeparators(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

type WholeNumberFieldProps = Omit<TextFieldProps, 'parse' | 'format'> & {
  /** Pounds: a £ before the number and a comma between each three digits. */
  readonly money?: boolean;
};

export function WholeNumberField({ money = false, ...props }: WholeNumberFieldProps) {
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
