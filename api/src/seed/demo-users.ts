// The demo accounts (the seed list). `pnpm start` prints them (demo-sign-ins.ts) and the
// README lists them; the seed writes them.

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export interface DemoUser {
  readonly username: string;
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly landline: string;
  readonly mobile: string;
  readonly correspondence: 'email' | 'written';
  /** What the account shows off. */
  readonly note: string;
}

// Phone numbers are from Ofcom's ranges reserved for drama (07700 900xxx, 0113 496 0xxx ...).
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'car.driver',
    title: 'Mrs',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    email: 'sarah.mitchell@example.co.uk',
    landline: '0113 496 0123',
    mobile: '07700 900123',
    correspondence: 'email',
    note: 'car policy with every flag, home, expired and other-brand policies',
  },
  {
    username: 'van.fleet',
    title: 'Mr',
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@example.co.uk',
    landline: '0161 496 0456',
    mobile: '07700 900456',
    correspondence: 'email',
    note: 'any-driver van policy with three vans',
  },
  {
    username: 'bike.rider',
    title: 'Ms',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@example.co.uk',
    landline: '',
    mobile: '07700 900789',
    correspondence: 'written',
    note: 'bike policy and a read-only one (Ridgeline brand)',
  },
  {
    username: 'new.customer',
    title: 'Mr',
    firstName: 'Tom',
    lastName: 'Hughes',
    email: 'tom.hughes@example.co.uk',
    landline: '',
    mobile: '07700 900234',
    correspondence: 'email',
    note: 'no policies, nothing to do',
  },
  {
    username: 'agreements.pending',
    title: 'Miss',
    firstName: 'Emma',
    lastName: 'Clarke',
    email: 'emma.clarke@example.co.uk',
    landline: '0117 496 0345',
    mobile: '07700 900345',
    correspondence: 'email',
    note: 'two agreements to accept first (499)',
  },
];

/** The invited user who has not activated yet: activate at /user/activate with these. */
export const DEMO_INVITATION = {
  inviteId: '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93',
  activationCode: 'NW482913',
  title: 'Mr',
  firstName: 'James',
  lastName: 'Patel',
  email: 'james.patel@example.co.uk',
  mobile: '07700 900567',
} as const;
