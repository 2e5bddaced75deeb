// @vitest-environment jsdom
import { endpoints, getRoute, MESSAGES, type Policy } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  TEST_BRAND,
  type Answer,
} from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ContactScreen } from './contact-screen';
import { CAR, HOME, SENT } from './test-contact';

// The contact screen at /contact (portal.md §2, §4), with the network answered by contract
// endpoint with contract-valid fixtures: anything else the screen asks for fails the test.

interface SetUpOptions {
  readonly signedIn?: boolean;
  /** GET /policies */
  readonly policies?: Answer<typeof endpoints.getPolicies>;
  /** POST /contact */
  readonly contact?: Answer<typeof endpoints.sendContact>;
}

function setUp({ signedIn = true, policies = [CAR, HOME], contact = SENT }: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicies, policies)
    .on(endpoints.sendContact, contact)
    .on(endpoints.reportPhoneClick, null);
  return renderWithPortal(<ContactScreen title={getRoute('contact').title} />, {
    network,
    signedIn,
  });
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

/** The keyboard way: open the select, move to the option, choose it. */
async function choosePolicy(user: UserEvent, position: number) {
  await user.click(await screen.findByRole('combobox', { name: 'Policy' }));
  await user.keyboard(`${'{ArrowDown}'.repeat(position)}{Enter}`);
}

async function fillIn(user: UserEvent) {
  await choosePolicy(user, 1);
  expect(screen.getByRole('combobox', { name: 'Policy' })).toHaveValue(
    'Mazda MX-5 (NWM-CAR-204815)',
  );
  await user.type(field('Subject'), 'New address');
  await user.type(field('Your Message'), 'I have moved house.');
}

test('the form offers each policy by label and upper-case reference', async () => {
  const { user } = setUp();

  await user.click(await screen.findByRole('combobox', { name: 'Policy' }));

  // jsdom lays nothing out, so the dropdown's position counts as off-screen and it stays hidden.
  const options = await screen.findAllByRole('option', { hidden: true });
  expect(options.map((option) => option.textContent)).toEqual([
    'Mazda MX-5 (NWM-CAR-204815)',
    'Home insurance (NWM-HOME-204816)',
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(field('Your Message')).toHaveAttribute('rows', '4');
});

test('a hidden policy (an old, expired one) is not offered', async () => {
  const { user } = setUp({
    policies: [CAR, HOME, { ...CAR, id: 99, label: 'Old Fiesta', hidden: true }],
  });

  await user.click(await screen.findByRole('combobox', { name: 'Policy' }));

  const options = await screen.findAllByRole('option', { hidden: true });
  expect(options.map((option) => option.textContent)).toEqual([
    'Mazda MX-5 (NWM-CAR-204815)',
    'Home insurance (NWM-HOME-204816)',
  ]);
});

test('Send without a policy, a subject or a message shows what each needs', async () => {
  const { user, network } = setUp();

  await user.click(await screen.findByRole('button', { name: 'Send' }));

  expect(field('Subject')).toHaveAccessibleDescription(MESSAGES.contactSubjectRequired);
  expect(field('Your Message')).toHaveAccessibleDescription(MESSAGES.contactEnquiryRequired);
  expect(screen.getByText(MESSAGES.contactPolicyRequired)).toBeInTheDocument();
  expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
  expect(network.sent()).toEqual([]);
});

test('a subject of spaces only is no subject; one character is enough', async () => {
  const { user } = setUp();

  await user.type(await screen.findByRole('textbox', { name: 'Subject' }), '   ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(field('Subject')).toHaveAccessibleDescription(MESSAGES.contactSubjectRequired);

  await user.type(field('Subject'), 'a');
  expect(field('Subject')).not.toHaveAccessibleDescription(MESSAGES.contactSubjectRequired);
});

test('the subject takes 255 characters, not 256; the message 5000, not 5001', async () => {
  const { user } = setUp();

  await user.click(await screen.findByRole('textbox', { name: 'Subject' }));
  await user.paste('s'.repeat(256));
  await user.click(field('Your Message'));
  await user.paste('m'.repeat(5001));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(field('Subject')).toHaveAccessibleDescription(MESSAGES.textTooLong);
  expect(field('Your Message')).toHaveAccessibleDescription(MESSAGES.longTextTooLong);

  await user.type(field('Subject'), '{Backspace}');
  await user.type(field('Your Message'), '{Backspace}');
  expect(field('Subject')).not.toHaveAccessibleDescription(MESSAGES.textTooLong);
  expect(field('Your Message')).not.toHaveAccessibleDescription(MESSAGES.longTextTooLong);
});

test('Send reads Sending while the message is on its way', async () => {
  const answer = deferred<string>();
  const { user } = setUp({ contact: () => answer.promise });
  await fillIn(user);

  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
  answer.resolve(SENT);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sending' })).toBeNull());
});

test('a sent message goes home and shows the server message as a success', async () => {
  const { user, network, navigate, notify, portal } = setUp();
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });
  await fillIn(user);

  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  expect(network.callsTo(endpoints.sendContact)[0]?.body).toEqual({
    policy: '101',
    subject: 'New address',
    enquiry: 'I have moved house.',
  });
  // The guard is released before leaving, so going home asks nothing.
  expect(heldWhenLeaving).toEqual([false]);
});

test('a server 422 shows its message under the field it names, and in the summary', async () => {
  // A rule only the server knows, so the message can only have come from its answer.
  const refused = 'This policy has been cancelled. Please phone us about it.';
  const { user, navigate, portal } = setUp({
    contact: reply.invalid({ policy: [refused] }, refused),
  });
  await fillIn(user);

  await user.click(screen.getByRole('button', { name: 'Send' }));

  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent(refused);
  expect(screen.getByRole('combobox', { name: 'Policy' })).toHaveAccessibleDescription(refused);
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(navigate).not.toHaveBeenCalled();
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test('a visitor who is not signed in gets the phone number and a Login link back here', async () => {
  const { network } = setUp({ signedIn: false });

  const login = await screen.findByRole('link', { name: 'Login' });
  expect(login).toHaveAttribute('href', '/login?target=%2Fcontact');
  expect(screen.getByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  expect(network.requests).toEqual([]);
});

test('the unsaved-changes guard is held while the form has changes', async () => {
  const { user, portal } = setUp();
  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.type(subject, 'New address');
  expect(portal.confirmLeave.isHeld()).toBe(true);

  await user.clear(subject);
  expect(portal.confirmLeave.isHeld()).toBe(false);
});

test('a skeleton shows while the policies load', async () => {
  const answer = deferred<Policy[]>();
  setUp({ policies: () => answer.promise });

  expect(await screen.findByRole('status', { name: 'Loading your policies' })).toBeInTheDocument();
  answer.resolve([CAR]);
  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your policies' })).toBeNull();
});

test('policies that fail to load show the error with Retry, which loads them again', async () => {
  let calls = 0;
  const { user, network } = setUp({
    policies: () => (++calls === 1 ? reply.raw(500, {}) : [CAR, HOME]),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPolicies)).toHaveLength(2);
});

test('with one policy it is chosen already', async () => {
  setUp({ policies: [CAR] });

  expect(await screen.findByRole('combobox', { name: 'Policy' })).toHaveValue(
    'Mazda MX-5 (NWM-CAR-204815)',
  );
});

test('a lapsed session keeps the form and what was typed, under the login modal', async () => {
  const { user, portal } = setUp();
  await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'New address');

  act(() => portal.session.getState().expire());

  expect(field('Subject')).toHaveValue('New address');
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test('a user without policies is asked to phone instead, as there is nothing to choose', async () => {
  setUp({ policies: [] });

  expect(await screen.findByText(MESSAGES.noPolicies)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
});

test('beside the form, a help panel gives the number to phone', async () => {
  setUp();

  await screen.findByRole('button', { name: 'Send' });
  const help = within(screen.getByRole('complementary')).getByRole('region', {
    name: 'Other ways to reach us',
  });
  expect(within(help).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(within(help).getByRole('heading', { level: 2 }).querySelector('svg')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
});

/** Our number in the help panel, clicked: the browser would dial it, jsdom cannot. */
async function clickOurNumber(user: UserEvent) {
  const link = within(screen.getByRole('complementary')).getByRole('link', {
    name: TEST_BRAND.contactNumber,
  });
  link.addEventListener('click', (event) => event.preventDefault());
  await user.click(link);
}

test('a click on our number is reported with the policy chosen, else the first, and the browser', async () => {
  const { user, network } = setUp();
  await screen.findByRole('button', { name: 'Send' });

  await clickOurNumber(user);
  await choosePolicy(user, 2);
  await clickOurNumber(user);

  await waitFor(() => expect(network.callsTo(endpoints.reportPhoneClick)).toHaveLength(2));
  const [first, second] = network.callsTo(endpoints.reportPhoneClick);
  expect(first?.body).toMatchObject({ ID: CAR.id });
  expect(second?.body).toMatchObject({ ID: HOME.id, description: navigator.userAgent });
});

test("a visitor's click on our number reports nothing: the report needs a signed-in user", async () => {
  const { user, network } = setUp({ signedIn: false });
  await screen.findByRole('link', { name: 'Login' });

  await clickOurNumber(user);

  expect(network.requests).toEqual([]);
});
