// The shell greets the user by first name (portal.md §4: token and greeting are stored at
// sign-in). The time of day is the brands' own: UK time.
const UK_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** 'Good morning, Sarah' before noon, afternoon until 6pm, evening after (and before 5am). */
export function greetingFor(firstName: string, now: Date): string {
  const hour = Number(UK_HOUR.format(now));
  const part =
    hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 18 ? 'afternoon' : 'evening';
  const name = firstName.trim();
  return name ? `Good ${part}, ${name}` : `Good ${part}`;
}
