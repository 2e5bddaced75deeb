// The policy details change form at its route, with the network answered by contract endpoint
// with contract-valid fixtures (policy-changes.md §3): anything else it asks for fails the test.
// The address lookup is the address feature's, given to the screen by the app; here a plain
// group of the address's lines stands in for it, as the screen takes any such field.
import { ADDRESS_FIELD_LABELS, endpoints, getRoute, type Policy } from '@portal/contract';
import { createFakeNetwork, renderWithPortal, type Answer } from '@portal/platform/testing';
import { TextField } from '@portal/ui';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { policyDetailsScreen } from './policy-details-screen';
import { CAR, OPTIONS, OTHER_CAR, SENT } from './test-policy-fixtures';

export const ROUTE = getRoute('policy-details-change');

function AddressLines({ name, legend }: { name: string; legend: string }) {
  const parts = ['line_one', 'line_two', 'line_three', 'town', 'county', 'postcode'] as const;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {parts.map((part) => (
        <TextField key={part} name={`${name}.${part}`} label={ADDRESS_FIELD_LABELS[part]} />
      ))}
    </fieldset>
  );
}

const Screen = policyDetailsScreen(AddressLines);

interface SetUpOptions {
  readonly policy?: Policy;
  readonly path?: string;
  readonly change?: Answer<typeof endpoints.changePolicyDetails>;
  readonly getPolicy?: Answer<typeof endpoints.getPolicy>;
}

export function setUp({
  policy = CAR,
  path,
  change = SENT,
  getPolicy = policy,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, getPolicy)
    .on(endpoints.getPolicies, [policy, OTHER_CAR])
    .on(endpoints.getFormOptions, OPTIONS)
    .on(endpoints.changePolicyDetails, change);
  return renderWithPortal(<Screen title={ROUTE.title} />, {
    network,
    signedIn: true,
    path: path ?? `/policies/${policy.id}/change/details`,
    route: ROUTE.path,
  });
}

export const STEP_TITLES = ['Address', 'Vehicle', 'Employment information', 'Confirm'];

/** The heading of step `step` (1 to 4), once it is shown. */
export function stepHeading(step: number) {
  const name = `Step ${step} of 4: ${STEP_TITLES[step - 1] ?? ''}`;
  return screen.findByRole('heading', { level: 2, name });
}

export async function continueFrom(user: UserEvent, step: number) {
  await user.click(screen.getByRole('button', { name: `Continue ${step}/4` }));
  await stepHeading(step + 1);
}

export function field(name: string, inside: HTMLElement = document.body) {
  return within(inside).getByRole('textbox', { name });
}

/** A group of fields (a vehicle, a driver, an address) by its legend. */
export function group(name: string) {
  return screen.getByRole('group', { name });
}

/** Opens a select and picks the option. */
export async function choose(
  user: UserEvent,
  label: string,
  option: string,
  inside: HTMLElement = document.body,
) {
  const combobox = within(inside).getByRole('combobox', { name: label });
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${label} select has no list of options`);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Replaces a text field's value, pasted in one go. */
export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

/** Step 1 answered: the policy address is the home, owned outright. */
export async function answerAddressStep(user: UserEvent) {
  await stepHeading(1);
  await choose(user, 'Home address', 'Yes');
  await choose(user, 'Homeowner', 'Yes');
  await choose(user, 'Property type', 'Owned outright');
}

/** Step 3 answered: no driver's occupation changed. */
export async function answerEmploymentStep(user: UserEvent, policy: Policy = CAR) {
  for (const driver of policy.drivers) {
    await choose(user, 'Occupation changed', 'No', group(driver.meta.full_name));
  }
}

export function tick() {
  return screen.getByRole('checkbox', {
    name: 'I confirm that the information I have given is accurate',
  });
}
