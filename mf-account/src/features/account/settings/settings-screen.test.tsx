// @vitest-environment jsdom
import * as v from 'valibot';
import { endpoints, MESSAGES, UserDetailsUpdateSchema, type UserDetails } from '@portal/contract';
import { renderWithPortal, reply, type TestPortalOptions } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CURRENT_PASSWORD_HELP } from './current-password-field';
import { SettingsScreen } from './settings-screen';
import { DETAILS, settingsNetwork } from './test-settings';

// /settings (portal.md §2 Settings, §4 "Settings toggles", §5 "User details", §7, §8), the
// network answered by contract endpoint with contract-valid fixtures.

/** GET and PUT /user/details over one record, as the API keeps it. */
function detailsServer() {
  let held: UserDetails = { ...DETAILS };
  return settingsNetwork()
    .on(endpoints.getUserDetails, () => held)
    .on(endpoints.updateUserDetails, ({ body }) => {
      held = { ...held, ...v.parse(UserDetailsUpdateSchema, body) };
      return MESSAGES.detailsUpdated;
    });
}

function setUp(options: TestPortalOptions = {}) {
  return renderWithPortal(<SettingsScreen title="Your account" />, {
    signedIn: true,
    network: settingsNetwork(),
    ...options,
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const details = () => screen.getByRole('form', { name: 'Account Details' });
const currentPassword = () => within(details()).getByLabelText(/Current password/);

async function loaded() {
  await screen.findByRole('button', { name: 'Save changes' });
}

test('the sections in the spec order; Paperless only when the correspondence feature is on', async () => {
  const { portal } = setUp();
  await loaded();
  const headings = () =>
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  // No install prompt and no push support in this browser: those sections do not show.
  expect(headings()).toEqual(['Account Details', 'Change Password', 'Login Promotions']);

  act(() => portal.features.setState({ correspondence: true }));
  await screen.findByRole('heading', { level: 2, name: 'Paperless Preference' });
  expect(headings()).toEqual([
    'Account Details',
    'Change Password',
    'Login Promotions',
    'Paperless Preference',
  ]);
});

test('account details are shown as held, then saved with the message', async () => {
  const { user, network } = setUp({
    network: settingsNetwork().on(endpoints.updateUserDetails, MESSAGES.detailsUpdated),
  });
  await loaded();
  expect(field(/First name/)).toHaveValue('Sarah');
  expect(field(/Username/)).toHaveValue('car.driver');
  expect(field(/Landline number/)).toHaveValue('0113 496 0123');

  await user.clear(field(/Mobile number/));
  await user.type(field(/Mobile number/), '07700 900999');
  await user.type(currentPassword(), 'Portal-Demo-2026!');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await within(details()).findByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated);
  expect(network.sent().map((request) => request.body)).toEqual([
    {
      title: 'Mrs',
      first_name: 'Sarah',
      last_name: 'Mitchell',
      email: 'sarah.mitchell@example.co.uk',
      username: 'car.driver',
      landline_number: '0113 496 0123',
      mobile_number: '07700 900999',
      current_password: 'Portal-Demo-2026!',
    },
  ]);
});

test('changing the email, a number or the username asks for the current password; names do not', async () => {
  const { user, network } = setUp({
    network: settingsNetwork().on(endpoints.updateUserDetails, MESSAGES.detailsUpdated),
  });
  await loaded();
  const asked = () => within(details()).queryByLabelText(/Current password/);

  await user.type(field(/Last name/), '-Jones');
  expect(asked()).toBeNull();

  for (const [name, typed] of [
    [/Email/, 's'],
    [/Username/, 'x'],
    [/Landline number/, '4'],
    [/Mobile number/, '4'],
  ] as const) {
    await user.type(field(name), typed);
    expect(asked(), String(name)).toHaveAccessibleDescription(CURRENT_PASSWORD_HELP);
    // The same number with other spaces, or the same address, is no change.
    await user.type(field(name), '{Backspace}');
    expect(asked(), String(name)).toBeNull();
  }

  await user.clear(field(/Email/));
  await user.type(field(/Email/), 'sarah.jones@example.co.uk');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(currentPassword()).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.currentPasswordRequired),
  );
  expect(within(details()).getByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordRequired);
  expect(network.sent()).toEqual([]);
});

test('a wrong current password is refused under its field, and everything typed stays', async () => {
  const { user, network } = setUp({
    network: settingsNetwork().on(
      endpoints.updateUserDetails,
      reply.invalid({ current_password: [MESSAGES.currentPasswordIncorrect] }),
    ),
  });
  await loaded();

  await user.clear(field(/Username/));
  await user.type(field(/Username/), 'sarah.m');
  await user.clear(field(/Mobile number/));
  await user.type(field(/Mobile number/), '07700 900999');
  await user.type(currentPassword(), 'Not-My-Password-1!');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() =>
    expect(currentPassword()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.currentPasswordIncorrect),
    ),
  );
  expect(within(details()).getByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordIncorrect);
  expect(field(/Username/)).toHaveValue('sarah.m');
  expect(field(/Mobile number/)).toHaveValue('07700 900999');
  expect(currentPassword()).toHaveValue('Not-My-Password-1!');
  expect(within(details()).getByRole('status')).not.toHaveTextContent(MESSAGES.detailsUpdated);
  expect(network.sent()).toHaveLength(1);
});

test('landline and mobile: each required only when the other is empty, 7 to 13 digits and spaces', async () => {
  const { user, network } = setUp({ network: detailsServer() });
  await loaded();
  const save = () => screen.getByRole('button', { name: 'Save changes' });

  // A mobile alone is enough.
  await user.clear(field(/Landline number/));
  await user.type(currentPassword(), 'Portal-Demo-2026!');
  await user.click(save());
  expect(await within(details()).findByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated);
  expect(network.sent().map((request) => request.body)).toEqual([
    expect.objectContaining({
      landline_number: '',
      mobile_number: '07700 900123',
      current_password: 'Portal-Demo-2026!',
    }),
  ]);

  // Neither: both are asked for.
  await user.clear(field(/Mobile number/));
  await user.click(save());
  expect(field(/Landline number/)).toHaveAccessibleDescription(MESSAGES.landlineInvalid);
  expect(field(/Mobile number/)).toHaveAccessibleDescription(MESSAGES.mobileInvalid);

  for (const [typed, valid] of [
    ['077009', false],
    ['0770090', true],
    ['07700 9005678', true],
    ['07700 90056789', false],
    ['07700-900567', false],
  ] as const) {
    await user.clear(field(/Mobile number/));
    await user.type(field(/Mobile number/), typed);
    if (valid) {
      expect(field(/Mobile number/), typed).not.toHaveAccessibleDescription(MESSAGES.mobileInvalid);
      expect(field(/Landline number/)).not.toHaveAccessibleDescription(MESSAGES.landlineInvalid);
    } else {
      expect(field(/Mobile number/), typed).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
    }
  }
  await user.clear(field(/Mobile number/));
  await user.type(field(/Landline number/), '0113 496 01');
  expect(field(/Landline number/)).not.toHaveAccessibleDescription(MESSAGES.landlineInvalid);
  expect(field(/Mobile number/)).not.toHaveAccessibleDescription(MESSAGES.mobileInvalid);
  expect(network.sent()).toHaveLength(1);
});

test('the username allows only its characters; the email must be valid', async () => {
  const { user, network } = setUp();
  await loaded();

  await user.type(field(/Username/), ' x');
  await user.clear(field(/Email/));
  await user.type(field(/Email/), 'sarah@');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(field(/Username/)).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.usernameInvalid),
  );
  expect(field(/Email/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
  expect(network.sent()).toEqual([]);
});

test('a half-filled form holds the unsaved-changes guard until it is saved', async () => {
  const { user, portal } = setUp({
    network: settingsNetwork().on(endpoints.updateUserDetails, MESSAGES.detailsUpdated),
  });
  await loaded();
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.type(field(/Last name/), '-Jones');
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test("the server's field errors show by their fields", async () => {
  const { user } = setUp({
    network: settingsNetwork().on(
      endpoints.updateUserDetails,
      reply.invalid({ username: [MESSAGES.usernameTaken] }),
    ),
  });
  await loaded();

  await user.clear(field(/Username/));
  await user.type(field(/Username/), 'van.fleet');
  await user.type(currentPassword(), 'Portal-Demo-2026!');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() =>
    expect(field(/Username/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.usernameTaken),
    ),
  );
  expect(within(details()).getByRole('alert')).toHaveTextContent(MESSAGES.usernameTaken);
});

test('details that fail to load show an alert with Retry', async () => {
  setUp({ network: settingsNetwork().on(endpoints.getUserDetails, reply.error(500)) });

  expect(await screen.findByText('Your account details could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('Login Promotions: Hide Promotions, then Show Promotions', async () => {
  const { user, network } = setUp();

  await user.click(await screen.findByRole('button', { name: 'Hide Promotions' }));
  await user.click(await screen.findByRole('button', { name: 'Show Promotions' }));

  expect(await screen.findByRole('button', { name: 'Hide Promotions' })).toBeEnabled();
  expect(network.sent().map((request) => request.method)).toEqual(['DELETE', 'POST']);
});

test('a toggle that fails says why in an alert', async () => {
  const { user } = setUp({
    network: settingsNetwork().on(endpoints.optOutLightbox, reply.error(500)),
  });

  await user.click(await screen.findByRole('button', { name: 'Hide Promotions' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
  expect(screen.getByRole('button', { name: 'Hide Promotions' })).toBeEnabled();
});

test("Paperless: the current choice's button is disabled; choosing post shows the message", async () => {
  const { user, network } = setUp({ features: { correspondence: true } });

  const online = await screen.findByRole('button', { name: 'Online' });
  expect(online).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Post' }));

  expect(await screen.findByText(MESSAGES.correspondencePost)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Online' })).toBeEnabled();
  expect(network.sent().map((request) => request.body)).toEqual([{ correspondence: 'written' }]);
});

test('Paperless: the current choice reads as chosen, not as unavailable', async () => {
  setUp({ features: { correspondence: true } });

  const choices = await screen.findByRole('group', { name: 'Receive your documents' });
  const online = within(choices).getByRole('button', { name: 'Online', pressed: true });
  const post = within(choices).getByRole('button', { name: 'Post', pressed: false });
  // Disabled as the spec says, yet in its chosen colours with a tick, and the group says why.
  expect(online).toBeDisabled();
  expect(online).toHaveStyle({ cursor: 'default' });
  expect(online.querySelector('svg')).not.toBeNull();
  expect(post.querySelector('svg')).toBeNull();
  expect(choices).toHaveAccessibleDescription(
    'You receive your documents online, in your inbox here.',
  );
});
