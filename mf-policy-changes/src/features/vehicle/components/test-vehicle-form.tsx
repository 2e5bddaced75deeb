import {
  endpoints,
  getRoute,
  MESSAGES,
  normaliseRegistration,
  readKey,
  type Policy,
  type VehicleFormMode,
} from '@portal/contract';
import { createFakeNetwork, renderWithPortal, reply, type Answer } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FLEET, FOCUS, MAKES, OPTIONS, SENT, YARIS } from './test-vehicle';
import { vehicleScreen } from './vehicle-screen';

// The vehicle form at its routes, as the app's route table matches them, with the network
// answered by contract endpoint with contract-valid fixtures: anything else it asks for fails
// the test.

const ROUTES = {
  add: 'add-vehicle',
  update: 'update-vehicle',
  replace: 'replace-vehicle',
} as const;

interface SetUpOptions {
  readonly mode?: VehicleFormMode;
  readonly policy?: Policy;
  /** The policy's id in the address; the policy's own by default. */
  readonly policyId?: string;
  /** The vehicle's id in the address (update and replace); the policy's first by default. */
  readonly vehicleId?: string;
  readonly add?: Answer<typeof endpoints.addVehicle>;
  readonly change?: Answer<typeof endpoints.changeVehicle>;
}

/** What the finder knows; any other registration is not found (404). */
const KNOWN = new Map([FOCUS, YARIS].map((found) => [found.registration, found]));

export function setUp({
  mode = 'add',
  policy = FLEET,
  policyId = String(policy.id),
  vehicleId = String(policy.vehicles[0]?.ID ?? ''),
  add = SENT,
  change = SENT,
}: SetUpOptions = {}) {
  const route = getRoute(ROUTES[mode]);
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getFormOptions, OPTIONS)
    .on(endpoints.getMakesAndModels, MAKES)
    .on(endpoints.lookupRegistration, ({ body }) => {
      const registration = normaliseRegistration(String(readKey(body, 'registration')));
      return KNOWN.get(registration) ?? reply.error(404, MESSAGES.vehicleNotFound);
    })
    .on(endpoints.addVehicle, add)
    .on(endpoints.changeVehicle, change);
  const Screen = vehicleScreen(mode);
  const path = route.path.replace(':policyId', policyId).replace(':vehicleId', vehicleId);
  return renderWithPortal(<Screen title={route.title} />, {
    network,
    signedIn: true,
    path,
    route: route.path,
  });
}

/** The form, once the policy and its lists have loaded. */
export function form(name: string) {
  return screen.findByRole('form', { name });
}

export function field(name: string | RegExp) {
  return screen.getByRole('textbox', { name });
}

/** Opens a select and picks the option. */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${String(label)} select has no list of options`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Replaces a text field's value, pasted in one go. */
export async function enter(user: UserEvent, label: string | RegExp, text: string) {
  const input = field(label);
  await user.clear(input);
  if (text) await user.paste(text);
}

/** Searches for a registration with the finder. */
export async function search(user: UserEvent, registration: string) {
  await enter(user, 'Registration number', registration);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

export function send(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Send for review' }));
}

/** An accessible description that starts with `message` (a field's own hint may follow it). */
export function startingWith(message: string): RegExp {
  return new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The answers a new vehicle needs besides those the finder fills in (a car's by default). */
export async function answerTheRest(user: UserEvent, { car = true } = {}) {
  await choose(user, 'Is the vehicle imported?', 'No');
  await choose(user, 'Has the vehicle been modified?', 'No');
  await choose(user, 'Has the vehicle ever been written off?', 'No');
  if (car) {
    await choose(user, 'Is the car a kit car?', 'No');
    await choose(user, 'Is the car left-hand drive?', 'No');
  }
  await choose(user, 'Where is the vehicle kept overnight?', 'Driveway');
  await choose(user, 'Are you the registered keeper of the vehicle?', 'Yes');
}
