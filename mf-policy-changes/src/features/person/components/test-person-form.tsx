import { endpoints, formatDate, readKey, type Policy } from '@portal/contract';
import { createFakeNetwork, renderRemoteApp, type Answer } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { App } from '../../../app/app';
import { CAR, HOME, OLD_CAR, OPTIONS, OTHER_CAR, SENT } from './test-person';

// The driver, rider or person form at its routes, with the network answered by contract endpoint
// with contract-valid fixtures: anything else it asks for fails the test.

interface SetUpOptions {
  readonly policy?: Policy;
  /** 'add', or the id of the person to change. */
  readonly person?: 'add' | number;
  readonly create?: Answer<typeof endpoints.createPerson>;
  readonly update?: Answer<typeof endpoints.updatePerson>;
}

/** A street of the address lookup: its postcode gives these houses. */
export const STREET = ['10', '12', '14'].map((number) => ({
  label: `${number} Harcourt Road, Headingley, Leeds, LS6 3AB`,
  line_one: `${number} Harcourt Road`,
  line_two: 'Headingley',
  line_three: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 3AB',
}));

/** The app at the person's route, as the host mounts it: the address field is the real one. */
export function setUp({
  policy = CAR,
  person = 'add',
  create = SENT,
  update = SENT,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPolicies, [policy, OTHER_CAR, OLD_CAR, HOME])
    .on(endpoints.getFormOptions, OPTIONS)
    .on(endpoints.lookupAddress, ({ body }) =>
      readKey(body, 'postcode') === 'LS6 3AB' ? STREET : [],
    )
    .on(endpoints.createPerson, create)
    .on(endpoints.updatePerson, update);
  return renderRemoteApp(App, {
    network,
    signedIn: true,
    path: `/policies/${policy.id}/person/${person}`,
  });
}

/** An accessible description that holds `message` (a field's own hint may follow it). */
export function holding(message: string): RegExp {
  return new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

export function field(name: string) {
  return screen.getByRole('textbox', { name });
}

/** Opens a select and picks the option. */
export async function choose(user: UserEvent, label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${label} select has no list of options`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Replaces a text field's value, pasted in one go. */
export async function enter(user: UserEvent, label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.paste(text);
}

/** Enters a date as the person sees it: DD/MM/YYYY. */
export async function enterDate(user: UserEvent, label: string, iso: string) {
  await enter(user, label, formatDate(iso));
}

export async function continueFrom(user: UserEvent, step: number) {
  await user.click(screen.getByRole('button', { name: `Continue ${step}/7` }));
}

export const STEP_TITLES = [
  'Personal details',
  'Health conditions',
  'Employment information',
  'Driving history',
  'Claim history',
  'Address details',
  'Final checks',
];

/** The heading of step `step` (1 to 7), once it is shown. */
export function stepHeading(step: number) {
  const name = `Step ${step} of 7: ${STEP_TITLES[step - 1] ?? ''}`;
  return screen.findByRole('heading', { level: 2, name });
}

/** From step `from` on to step `to` with Continue, each step's answers as they are. */
export async function continueTo(user: UserEvent, from: number, to: number) {
  for (let step = from; step < to; step += 1) {
    await continueFrom(user, step);
    await stepHeading(step + 1);
  }
}

/** From the first step to `step`, each step's answers as they are. */
export async function goToStep(user: UserEvent, step: number) {
  await stepHeading(1);
  await continueTo(user, 1, step);
}

/** Step 1 answered for a new driver, not the main user. */
export async function answerPersonalDetails(user: UserEvent, dob: string) {
  await stepHeading(1);
  await choose(user, 'Title', 'Mr');
  await enter(user, 'First name', 'Tom');
  await enter(user, 'Last name', 'Mitchell');
  await enterDate(user, 'Date of birth', dob);
  await choose(user, 'Marital status', 'Single');
  await user.click(screen.getByRole('checkbox', { name: /lived in the UK since birth/ }));
  await choose(user, 'Is the driver the main user of the vehicle?', 'No');
  await choose(user, 'Relationship to the policyholder', 'Son or daughter');
}
