import type { SignInDetails } from '@portal/contract';
import type { Db } from '../db/database';
import { sendMessage } from '../outbox/store';
import type { DetailsRow } from './store';

// The old email address, and the old number when a number changes, are told of a change to the
// details an account is reached and signed in by, so that its holder hears of a change they did
// not make while the old address and number still reach them. Into the outbox, as every message.

const NAMES: Record<keyof SignInDetails, string> = {
  email: 'email address',
  username: 'username',
  landline_number: 'landline number',
  mobile_number: 'mobile number',
};

const NOT_YOU = 'If you did not make this change, please phone us straight away.';

/** 'a', 'a and b', 'a, b and c'. */
function listed(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** Tells the details `held` before the change that the sign-in details `changed` did change. */
export async function tellOfChange(
  db: Db,
  userId: number,
  held: DetailsRow,
  changed: readonly (keyof SignInDetails)[],
  now: Date,
): Promise<void> {
  const what = listed(changed.map((field) => NAMES[field]));
  const verb = changed.length > 1 ? 'were' : 'was';
  await sendMessage(
    db,
    {
      channel: 'email',
      to: held.email,
      subject: 'Your account details have changed',
      body: `Hello ${held.first_name}, the ${what} of your online account ${verb} changed. ${NOT_YOU}`,
      userId,
    },
    now,
  );
  // A reset code can go to either number, so each old number is told of its own change.
  for (const field of ['landline_number', 'mobile_number'] as const) {
    const number = held[field];
    if (!changed.includes(field) || number === '') continue;
    await sendMessage(
      db,
      {
        channel: 'sms',
        to: number,
        body: `The ${NAMES[field]} of your online account was changed from this number. ${NOT_YOU}`,
        userId,
      },
      now,
    );
  }
}
