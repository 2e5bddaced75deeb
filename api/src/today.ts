// Calendar dates as the brands' customers see them: UK dates, 'YYYY-MM-DD' (both specs §9:
// stored YYYY-MM-DD). The contract's date rules take `today` in this form.
const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar date at `now`, e.g. '2026-11-22'. */
export function todayOf(now: Date): string {
  return UK_DATE.format(now);
}

/** 'YYYY-MM-DD' plus (or minus) whole days, e.g. `addDays('2026-11-22', -45)`. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus (or minus) whole years; 29 February falls back to 28 February. */
export function addYears(date: string, years: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}
