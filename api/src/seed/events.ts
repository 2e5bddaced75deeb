import { prepared } from '../db/prepared';
import { POLICY_REFERENCES } from './policies/references';
import type { SeedContext, SeedStep } from './seed-step';

// The calendar's entries (portal.md §2 "Reminder manager and calendar", §3 "Reminder / Event"):
// events from us and the users' own reminders, across this month and next. car.driver has five on
// one day next month, so that day shows 'view more' (at most 3 a day, portal.md §9).

interface Entry {
  readonly type: 'event' | 'reminder';
  readonly label: string;
  readonly description?: string;
  readonly read_more?: string;
  /** Events: the span. */
  readonly start?: string;
  readonly end?: string;
  /** Reminders: the day, and the day to be reminded. */
  readonly due?: string;
  readonly remind?: string;
}

/** 'YYYY-MM-DD' of `day` in the month `months` after the seed day's. */
function dayOfMonth(today: string, months: number, day: number): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${first.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
}

function event(label: string, start: string, end: string, more: Partial<Entry> = {}): Entry {
  return { type: 'event', label, start, end, ...more };
}

function reminder(label: string, due: string, remind: string): Entry {
  return { type: 'reminder', label, due, remind };
}

async function carDriverEntries({ today, date, policyId }: SeedContext): Promise<Entry[]> {
  const d = (months: number, day: number) => dayOfMonth(today, months, day);
  const car = await policyId(POLICY_REFERENCES.car);
  const directDebit = (months: number) =>
    event('Direct Debit collection', d(months, 5), d(months, 5), {
      description: 'Your monthly instalment of £58.95 is collected from your account ending 4821.',
      read_more: `/policies/${car}/payments/direct-debit`,
    });
  return [
    directDebit(0),
    event('Free winter vehicle check', d(0, 10), d(0, 20), {
      description:
        'A free 20-point winter check of tyres, lights, battery and wipers at our partner garages.',
      read_more: 'https://www.northway.example/benefits/winter-check',
    }),
    reminder('Book the MX-5 in for a service', d(0, 18), d(0, 11)),
    reminder('Buy screenwash and de-icer', d(0, 27), d(0, 25)),
    directDebit(1),
    // The busy day: five entries.
    event('Deadline: proof of no claims bonus', d(1, 14), d(1, 14), {
      description: 'Please send us proof of your no claims bonus by today to keep your cover.',
      read_more: `/policies/${car}/outstanding-actions`,
    }),
    event('Webinar: driving safely in winter', d(1, 14), d(1, 14), {
      description: 'Our claims team on stopping distances, black ice and what to keep in the car.',
      read_more: 'https://www.northway.example/events/winter-driving',
    }),
    reminder('MOT test at Headingley Autos, 9am', d(1, 14), d(1, 7)),
    reminder('Car tax due', d(1, 14), d(1, 1)),
    reminder('Renew residents parking permit', d(1, 14), d(1, 10)),
    reminder('Collect the soft top from the trimmers', d(1, 22), d(1, 21)),
    event('Your policy renews', date(65), date(65), {
      description: 'Your Mazda MX-5 policy renews today. Your renewal price is in your inbox.',
      read_more: `/policies/${car}/payments/renew`,
    }),
  ];
}

function otherEntries(username: string, { today, date }: SeedContext): Entry[] {
  const d = (months: number, day: number) => dayOfMonth(today, months, day);
  if (username === 'van.fleet') {
    return [
      event('Direct Debit collection', d(0, 12), d(0, 12)),
      event('Direct Debit collection', d(1, 12), d(1, 12)),
      reminder('MOT due on the Transit Custom', d(1, 3), d(0, 26)),
      reminder('Service the Vivaro', d(1, 19), d(1, 12)),
    ];
  }
  return [
    reminder('Chain and tyre check before the club ride', d(0, 20), d(0, 19)),
    event('Your Ridgeline policy renews', date(25), date(25), {
      read_more: 'https://www.ridgeline.example/renewals',
    }),
    event('Ridgeline advanced riding course', d(1, 8), d(1, 9), {
      description: 'Two days with a police-trained instructor; policyholders ride at half price.',
      read_more: 'https://www.ridgeline.example/events/advanced-riding',
    }),
  ];
}

/** A row as inserted: every optional part null when absent. */
type EventParams = { readonly user: number; readonly at: string } & Pick<Entry, 'type' | 'label'> &
  Record<'description' | 'read_more' | 'start' | 'end' | 'due' | 'remind', string | null>;

export const eventsSeed: SeedStep = {
  id: 'events-calendar',
  async run(context) {
    const insert = prepared<[EventParams]>(
      context.db,
      `INSERT INTO events (user_id, type, label, description, read_more, start_date, end_date,
         due_date, remind_date, created_at, updated_at)
       VALUES (@user, @type, @label, @description, @read_more, @start, @end, @due, @remind,
         @at, @at)`,
    );
    const at = context.now.toISOString();
    const byUser = {
      'car.driver': await carDriverEntries(context),
      'van.fleet': otherEntries('van.fleet', context),
      'bike.rider': otherEntries('bike.rider', context),
    };
    for (const [username, entries] of Object.entries(byUser)) {
      const user = await context.userId(username);
      for (const entry of entries) {
        await insert.run({
          user,
          at,
          type: entry.type,
          label: entry.label,
          description: entry.description ?? null,
          read_more: entry.read_more ?? null,
          start: entry.start ?? null,
          end: entry.end ?? null,
          due: entry.due ?? null,
          remind: entry.remind ?? null,
        });
      }
    }
  },
};
