import { formatLongDate } from '@portal/contract';

// The maintenance page says when to try again (portal.md §4, §8: a 503 carries Retry-After in
// seconds, which the platform passes on as the `retry_after` query value). The wording is ours.

/** Whole seconds from a `retry_after` value; null when it is missing or not a whole number. */
export function parseRetryAfter(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

// Made on first use: an Intl formatter costs every page's start-up tens of milliseconds.
let clock: Intl.DateTimeFormat | undefined;

function clockTime(date: Date): string {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(date);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 'in less than a minute', 'in about 5 minutes', 'in about 2 hours'. */
export function relativeWait(seconds: number): string {
  if (seconds < 60) return 'in less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `in about ${plural(minutes, 'minute')}`;
  return `in about ${plural(Math.round(seconds / 3600), 'hour')}`;
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * 'Please try again after 14:32 (in about 5 minutes).' The time is rounded up to the next whole
 * minute, so trying at the time shown is never too early; another day also names the date.
 */
export function retryMessage(seconds: number, now: Date): string {
  const at = new Date(now.getTime() + seconds * 1000);
  if (at.getSeconds() > 0 || at.getMilliseconds() > 0) {
    at.setSeconds(60, 0);
  }
  const time = clockTime(at);
  const when = sameDay(at, now) ? time : `${time} on ${formatLongDate(at)}`;
  return `Please try again after ${when} (${relativeWait(seconds)}).`;
}
