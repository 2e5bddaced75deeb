// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  TEST_BRAND,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { answerBreachRange, BREACHED_PASSWORD } from '../components/test-breach-range';
import { ActivateScreen } from './activate-screen';

// /user/activate (portal.md §1, §5 "Activation", §7; docs/decisions/007 for the invitation and
// activation code calls).

const INVITE_ID = '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93';
const INVITATION = {
  invite_id: INVITE_ID,
  first_name: 'James',
  suggested_username: 'james.patel@example.co.uk',
};

beforeEach(() => answerBreachRange());
afterEach(() => {
  window.history.pushState(null, '', '/');
  vi.unstubAllGlobals();
});

function setUp(network: FakeNetwork = createFakeNetwork(), path = '/user/activate') {
  window.history.pushState(null, '', path);
  return renderWithPortal(<ActivateScreen title="Activate your account" />, { network });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/);
const activate = () => screen.getByRole('button', { name: 'Activate account' });

async function check(
  user: ReturnType<typeof setUp>['user'],
  name: RegExp,
  message: string,
  cases: readonly (readonly [string, boolean])[],
) {
  for (const [typed, valid] of cases) {
    await user.clear(field(name));
    if (typed) {
      await user.click(field(name));
      await user.paste(typed);
    }
    await user.click(activate());
    if (valid) expect(field(name), typed).not.toHaveAccessibleDescription(message);
    else expect(field(name), typed).toHaveAccessibleDescription(expect.stringContaining(message));
  }
}

test('beside the form, help says what happens next and offers our phone number', () => {
  setUp();

  const help = screen.getByRole('region', { name: 'What happens next' });
  expect(help).toHaveTextContent(
    'Once your account is activated, you are logged in straight away.',
  );
  // The help names the button the form has.
  expect(help).toHaveTextContent("No activation code? Choose 'Send me a new code'.");
  expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeInTheDocument();
  expect(within(help).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
});

test('the invitation in the link is checked, greets the user and offers a username', async () => {
  const { network } = setUp(
    createFakeNetwork().on(endpoints.validateInvitation, INVITATION),
    `/user/activate?invite_id=${INVITE_ID}`,
  );

  expect(await screen.findByText(/^Hello James\./)).toBeInTheDocument();
  expect(field(/Username/)).toHaveValue('james.patel@example.co.uk');
  expect(screen.queryByRole('textbox', { name: /Invitation id/ })).toBeNull();
  expect(network.sent().map((request) => request.body)).toEqual([{ invite_id: INVITE_ID }]);
});

test('an invitation that does not check out says so and asks for the id', async () => {
  setUp(
    createFakeNetwork().on(
      endpoints.validateInvitation,
      reply.invalid({ invite_id: [MESSAGES.inviteIdInvalid] }),
    ),
    `/user/activate?invite_id=${'0'.repeat(36)}`,
  );

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inviteIdInvalid);
  expect(field(/Invitation id/)).toHaveValue('0'.repeat(36));
});

test('each field at the edges of its rule (portal.md §5 "Activation")', async () => {
  const { user, network } = setUp();

  await check(user, /Invitation id/, MESSAGES.inviteIdInvalid, [
    ['a'.repeat(35), false],
    ['a'.repeat(36), true],
    ['a'.repeat(60), true],
    ['a'.repeat(61), false],
  ]);
  await check(user, /Activation code/, MESSAGES.activationCodeInvalid, [
    ['', false],
    ['NW4829', true],
    ['NW48291300', true],
    ['NW48291', true],
    ['NW482', false],
    ['NW48291300X', false],
  ]);
  await check(user, /Phone number/, MESSAGES.phoneInvalid, [
    ['077009', false],
    ['0770090', true],
    ['07700 90056 7', true],
    ['07700 9005678', true],
    ['07700 90056789', false],
    ['07700-900567', false],
  ]);
  await check(user, /Username/, MESSAGES.usernameInvalid, [
    ['james patel', false],
    ['james<patel>', false],
    ["j.p@x.io!#$%'*+-/=?^_`{|}~", true],
  ]);

  await user.click(password());
  await user.paste('Abcdefgh1');
  await user.click(activate());
  expect(password()).toHaveAccessibleDescription(MESSAGES.passwordRule);
  await user.type(password(), '!');
  expect(password()).not.toHaveAccessibleDescription(MESSAGES.passwordRule);
  expect(network.sent()).toEqual([]);
});

test('activating signs the user in and goes on as a login does', async () => {
  const { user, network, portal } = setUp(
    createFakeNetwork()
      .on(endpoints.validateInvitation, INVITATION)
      .on(endpoints.activateAccount, { token: 'token-9', greeting: 'Hello James', todo_count: 0 })
      .on(endpoints.getPolicies, []),
    `/user/activate?invite_id=${INVITE_ID}`,
  );

  await user.type(await screen.findByRole('textbox', { name: /Activation code/ }), 'NW482913');
  await user.type(field(/Phone number/), '07700 900567');
  await user.clear(field(/Username/));
  await user.type(field(/Username/), 'James.Patel');
  await user.type(password(), 'New-Password-2026');
  await user.click(activate());

  await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith('/promotions'));
  expect(portal.session.getState().token).toBe('token-9');
  expect(portal.confirmLeave.isHeld()).toBe(false);
  expect(network.sent().at(-1)?.body).toEqual({
    activation_code: 'NW482913',
    invite_id: INVITE_ID,
    phone: '07700 900567',
    username: 'James.Patel',
    password: 'New-Password-2026',
  });
});

test('a breached password warns first, editing clears the warning, and a second click activates', async () => {
  const { user, network, portal } = setUp(
    createFakeNetwork()
      .on(endpoints.validateInvitation, INVITATION)
      .on(endpoints.activateAccount, { token: 'token-9', greeting: 'Hello James', todo_count: 0 })
      .on(endpoints.getPolicies, []),
    `/user/activate?invite_id=${INVITE_ID}`,
  );

  await user.type(await screen.findByRole('textbox', { name: /Activation code/ }), 'NW482913');
  await user.type(field(/Phone number/), '07700 900567');
  await user.type(password(), BREACHED_PASSWORD);
  await user.click(activate());

  // portal.md §4 "Change password", §8 "Breached password": the same check as in the settings.
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(MESSAGES.breachedPassword);
  expect(within(warning).getByRole('link', { name: /Have I Been Pwned/ })).toHaveAttribute(
    'href',
    'https://haveibeenpwned.com/Passwords',
  );
  const insecure = () =>
    screen.getByRole('button', { name: MESSAGES.continueWithInsecurePassword });
  expect(insecure()).toBeInTheDocument();
  expect(network.callsTo(endpoints.activateAccount)).toEqual([]);
  // Nothing is sent yet: leaving still asks 'Unsaved changes'.
  expect(portal.confirmLeave.isHeld()).toBe(true);

  // Any edit clears it, even back to the same password; the next click warns again.
  await user.type(password(), '{Backspace}');
  expect(screen.queryByText(MESSAGES.breachedPassword)).toBeNull();
  await user.type(password(), '!');
  expect(activate()).toBeInTheDocument();
  await user.click(activate());
  await user.click(
    await screen.findByRole('button', { name: MESSAGES.continueWithInsecurePassword }),
  );

  await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith('/promotions'));
  expect(portal.confirmLeave.isHeld()).toBe(false);
  expect(network.callsTo(endpoints.activateAccount).map((request) => request.body)).toEqual([
    expect.objectContaining({ password: BREACHED_PASSWORD }),
  ]);
});

test("the server's answers show by their fields, nothing typed lost", async () => {
  const { user } = setUp(
    createFakeNetwork().on(
      endpoints.activateAccount,
      reply.invalid({
        activation_code: [MESSAGES.activationCodeIncorrect],
        username: [MESSAGES.usernameTaken],
      }),
    ),
  );

  await user.type(field(/Invitation id/), INVITE_ID);
  await user.type(field(/Activation code/), 'NW000000');
  await user.type(field(/Phone number/), '07700 900567');
  await user.type(field(/Username/), 'car.driver');
  await user.type(password(), 'New-Password-2026');
  await user.click(activate());

  await waitFor(() =>
    expect(field(/Activation code/)).toHaveAccessibleDescription(MESSAGES.activationCodeIncorrect),
  );
  expect(field(/Username/)).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.usernameTaken),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sorry there are 2 problems below, please check them and try again.',
  );
  expect(password()).toHaveValue('New-Password-2026');
});

test('Send me a new code asks for one for the invitation and says it was sent', async () => {
  const { user, network } = setUp(
    createFakeNetwork().on(endpoints.requestActivationCode, MESSAGES.activationCodeSent),
  );

  await user.click(screen.getByRole('button', { name: 'Send me a new code' }));
  expect(screen.getByText(MESSAGES.inviteIdInvalid)).toBeInTheDocument();
  expect(network.sent()).toEqual([]);

  await user.type(field(/Invitation id/), INVITE_ID);
  await user.click(screen.getByRole('button', { name: 'Send me a new code' }));
  expect(await screen.findByText(MESSAGES.activationCodeSent)).toBeInTheDocument();
  expect(network.sent().map((request) => request.body)).toEqual([{ invite_id: INVITE_ID }]);
});
