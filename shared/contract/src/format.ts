import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';

// How the portal shows values (portal.md §9, policy-changes.md §5, §9): dates DD/MM/YYYY and
// 'Do MMM YYYY', stored YYYY-MM-DD; money in pounds with 2 decimals; mileage with none.

dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

export const DATE_FORMAT = 'DD/MM/YYYY';
export const LONG_DATE_FORMAT = 'Do MMM YYYY';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | Date;

function parse(value: DateInput) {
  // An ISO date is read as a calendar day, never shifted by the time zone.
  return typeof value === 'string'
    ? dayjs(value, [ISO_DATE_FORMAT, 'YYYY-MM-DDTHH:mm:ssZ'])
    : dayjs(value);
}

/** '2026-11-22' -> '22/11/2026'; '' for a value that is not a date. */
export function formatDate(value: DateInput | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** '2026-11-22' -> '22nd Nov 2026'. */
export function formatLongDate(value: DateInput | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date.isValid() ? date.format(LONG_DATE_FORMAT) : '';
}

/** A date as sent to the server: 'YYYY-MM-DD'. */
export function toIsoDate(value: DateInput): string {
  return parse(value).format(ISO_DATE_FORMAT);
}

/** '22/11/2026' (or '22/11/26', the reminder form's input) -> '2026-11-22'; null when invalid. */
export function fromDisplayDate(value: string): string | null {
  const date = dayjs(value.trim(), [DATE_FORMAT, 'DD/MM/YY'], true);
  return date.isValid() ? date.format(ISO_DATE_FORMAT) : null;
}

/** 'in 3 months', '2 days ago', relative to `now`. */
export function formatRelative(value: DateInput, now: DateInput = new Date()): string {
  return parse(value).from(parse(now));
}

// Grouped by hand: the first Intl.NumberFormat with a currency costs a page about 65 ms (260 ms
// on a slow phone) to load its locale data, for a format that never changes.
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `value` rounded half away from zero as it is written ('1.005' -> 101 hundredths), as Intl does. */
function roundAsWritten(value: number, decimals: number): number {
  const written = String(Math.abs(value));
  return written.includes('e')
    ? Math.round(Math.abs(value) * 10 ** decimals)
    : Math.round(Number(`${written}e${decimals}`));
}

/** 1234.5 -> '£1,234.50'; -3 -> '-£3.00' (en-GB's currency format). */
export function formatMoney(value: number): string {
  const pence = roundAsWritten(value, 2);
  const sign = value < 0 && pence > 0 ? '-' : '';
  const pounds = groupThousands(String(Math.floor(pence / 100)));
  return `${sign}£${pounds}.${String(pence % 100).padStart(2, '0')}`;
}

/** 12000 -> '12,000'. */
export function formatMileage(value: number): string {
  const whole = roundAsWritten(value, 0);
  return `${value < 0 && whole > 0 ? '-' : ''}${groupThousands(String(whole))}`;
}

export interface AddressParts {
  readonly line_one?: string | null;
  readonly line_two?: string | null;
  readonly line_three?: string | null;
  readonly town?: string | null;
  readonly county?: string | null;
  readonly postcode?: string | null;
}

/** Address lines joined, blank parts skipped (portal.md §3). */
export function formatAddress(address: AddressParts, separator = ', '): string {
  return [
    address.line_one,
    address.line_two,
    address.line_three,
    address.town,
    address.county,
    address.postcode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

/** Attribute names as a person reads them: 'meta.first_name' -> 'meta first name' (portal.md §5). */
export function attributeName(key: string): string {
  return key.replace(/[._]+/g, ' ').trim();
}
