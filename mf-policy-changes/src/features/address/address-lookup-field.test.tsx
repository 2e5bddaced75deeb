// @vitest-environment jsdom
import {
  addressFormSchema,
  ApiError,
  endpoints,
  formObject,
  MESSAGES,
  providePersonField,
  type AddressLookupResult,
} from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  type Answer,
} from '@portal/platform/testing';
import { Button, SchemaForm } from '@portal/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { AddressLookupField } from './address-lookup-field';

// The address lookup (policy-changes.md §2, §5, §7, §8, §9) inside a small form of the driver
// form's address schema, the lookup answered by contract endpoint.

const Schema = formObject({
  address: addressFormSchema((label) => providePersonField('driver', label.toLowerCase())),
});

function street(postcode: string, lineOnes: string[], county = 'West Yorkshire') {
  return lineOnes.map((lineOne): AddressLookupResult => ({
    label: `${lineOne}, Headingley, Leeds, ${postcode}`,
    line_one: lineOne,
    line_two: 'Headingley',
    line_three: '',
    town: 'Leeds',
    county,
    postcode,
  }));
}

const LS6 = street('LS6 3AB', ['10 Harcourt Road', '12 Harcourt Road', '14 Harcourt Road']);
const NO_COUNTY = street('BS8 4EJ', ['Flat 1', 'Flat 2'], '');
const HELD = {
  line_one: '3 Morningside Drive',
  line_two: 'Morningside',
  town: 'Edinburgh',
  county: 'Midlothian',
  postcode: 'EH10 5QR',
};

function byPostcode({ body }: { body: unknown }) {
  const { postcode } = body as { postcode: string };
  if (postcode === 'LS6 3AB') return LS6;
  if (postcode === 'BS8 4EJ') return NO_COUNTY;
  return [];
}

function setUp({
  answer = byPostcode,
  initial,
}: { answer?: Answer<typeof endpoints.lookupAddress>; initial?: typeof HELD } = {}) {
  const network = createFakeNetwork().on(endpoints.lookupAddress, answer);
  const submit = vi.fn((_sent: unknown): Promise<string> => Promise.resolve('Sent'));
  const view = renderWithPortal(
    <SchemaForm
      schema={Schema}
      submit={submit}
      label="Driver"
      initialValues={initial && { address: initial }}
    >
      {() => (
        <>
          <AddressLookupField name="address" legend="Address details" />
          <Button type="submit">Send for review</Button>
        </>
      )}
    </SchemaForm>,
    { network, signedIn: true },
  );
  return { ...view, submit, lookups: () => network.callsTo(endpoints.lookupAddress) };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fake clock on, letting the answers and renders it releases settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const postcode = () => screen.getByRole('textbox', { name: 'Postcode' });
const results = () => screen.findByRole('combobox', { name: 'Select an address' });
// Mantine's dropdown is drawn through a transition jsdom never finishes: its options count as hidden.
const option = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });
const send = () => screen.getByRole('button', { name: 'Send for review' });
const manualEntry = () => screen.getByRole('button', { name: 'Enter the address manually' });

/**
 * Keystrokes with the clock stopped: each prefix of `text` in turn, as typing fires them. (With
 * fake timers, userEvent waits on a timer Testing Library never moves on outside Jest.)
 */
function keystrokes(input: HTMLElement, text: string) {
  const typed = (input as HTMLInputElement).value;
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(input, { target: { value: typed + text.slice(0, end) } });
  }
}

test('5 characters ask nothing; the 6th asks once, 200 ms after the last keystroke', async () => {
  vi.useFakeTimers();
  const { lookups } = setUp();

  keystrokes(postcode(), 'ls6 3');
  await elapse(1000);
  expect(lookups()).toEqual([]);

  keystrokes(postcode(), 'a');
  await elapse(199);
  expect(lookups()).toEqual([]);
  await elapse(1);
  expect(lookups().map((request) => request.body)).toEqual([{ postcode: 'LS6 3A' }]);
});

test('typing again within 200 ms sends one search, for the postcode as it then reads', async () => {
  vi.useFakeTimers();
  const { lookups } = setUp();

  keystrokes(postcode(), 'LS6 3A');
  await elapse(150);
  keystrokes(postcode(), 'B');
  await elapse(199);
  expect(lookups()).toEqual([]);
  await elapse(1);
  expect(lookups().map((request) => request.body)).toEqual([{ postcode: 'LS6 3AB' }]);
  await elapse(1000);
  expect(lookups()).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('3 addresses found');
});

test('spaces round a postcode do not count towards 6; more than 8 characters ask nothing', async () => {
  vi.useFakeTimers();
  const { lookups } = setUp();

  keystrokes(postcode(), '  M5 4W  ');
  await elapse(1000);
  expect(lookups()).toEqual([]);

  fireEvent.change(postcode(), { target: { value: '' } });
  keystrokes(postcode(), 'EH10 5QRX');
  await elapse(1000);
  expect(lookups()).toEqual([]);
});

test('the postcode is uppercased as it is typed, and searched for without a token', async () => {
  const { user, lookups } = setUp();

  await user.type(postcode(), 'ls6 3ab');

  expect(postcode()).toHaveValue('LS6 3AB');
  expect(await results()).toBeInTheDocument();
  expect(lookups()).toHaveLength(1);
  expect(lookups()[0]?.body).toEqual({ postcode: 'LS6 3AB' });
  expect(lookups()[0]?.headers).not.toHaveProperty('authorization');
});

test('while the search runs a loading indicator shows; then the count is announced', async () => {
  const answer = deferred<AddressLookupResult[]>();
  const { user } = setUp({ answer: () => answer.promise });

  await user.type(postcode(), 'LS6 3AB');

  const status = screen.getByRole('status');
  expect(await within(status).findByText('Searching for addresses…')).toBeInTheDocument();
  answer.resolve(LS6);
  expect(await within(status).findByText('3 addresses found')).toBeInTheDocument();
  expect(within(status).queryByText('Searching for addresses…')).toBeNull();
});

test('picking a result shows the joined address with Change, and the form holds it', async () => {
  const { user, submit } = setUp();

  await user.type(postcode(), 'LS6 3AB');
  await user.click(await results());
  await user.click(await option('14 Harcourt Road, Headingley, Leeds, LS6 3AB'));

  const change = screen.getByRole('button', { name: 'Change' });
  expect(change).toHaveFocus();
  expect(change).toHaveAccessibleDescription(
    '14 Harcourt Road, Headingley, Leeds, West Yorkshire, LS6 3AB',
  );
  expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();

  await user.click(send());
  expect(submit).toHaveBeenCalledOnce();
  expect(submit.mock.calls[0]?.[0]).toEqual({
    address: {
      line_one: '14 Harcourt Road',
      line_two: 'Headingley',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS6 3AB',
    },
  });
});

test('beside a long address the Change button keeps its whole label: the address wraps', () => {
  setUp({ initial: { ...HELD, line_one: 'The Old Coach House, 3 Morningside Drive' } });

  // jsdom lays nothing out: what keeps the label whole at 375 px and 1280 px is that the button
  // never shrinks and the address may (min-width 0), breaking where it must.
  const change = screen.getByRole('button', { name: 'Change' });
  expect(change).toHaveTextContent(/^Change$/);
  expect(change).toHaveStyle({ flexShrink: '0' });
  const address = document.getElementById(change.getAttribute('aria-describedby') ?? '');
  expect(address).toHaveStyle({ minWidth: '0px', overflowWrap: 'anywhere' });
});

test('the results can be chosen from with the keyboard', async () => {
  const { user } = setUp();

  await user.type(postcode(), 'LS6 3AB');
  await user.click(await results());
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

  expect(screen.getByRole('button', { name: 'Change' })).toHaveAccessibleDescription(
    '12 Harcourt Road, Headingley, Leeds, West Yorkshire, LS6 3AB',
  );
});

test('no results: the message is announced, and manual entry keeps the postcode', async () => {
  const { user } = setUp();

  await user.type(postcode(), 'zz1 1zz');

  expect(
    await within(screen.getByRole('status')).findByText(MESSAGES.addressNotFound),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Select an address' })).toBeNull();

  await user.click(manualEntry());
  expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveFocus();
  expect(postcode()).toHaveValue('ZZ1 1ZZ');
});

test('a failed search reads as no results, with manual entry', async () => {
  const { user } = setUp({ answer: reply.error(500) });

  await user.type(postcode(), 'LS6 3AB');

  expect(await screen.findByText(MESSAGES.addressNotFound)).toBeInTheDocument();
  await user.click(manualEntry());
  expect(screen.getByRole('textbox', { name: 'Address line 1' })).toBeInTheDocument();
});

test('Change goes back to an empty search, with nothing of the old address left', async () => {
  const { user, submit } = setUp();

  await user.type(postcode(), 'LS6 3AB');
  await user.click(await results());
  await user.click(await option(/^10 Harcourt Road/));
  await user.click(screen.getByRole('button', { name: 'Change' }));

  expect(postcode()).toHaveFocus();
  expect(postcode()).toHaveValue('');
  expect(screen.queryByRole('combobox', { name: 'Select an address' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('');

  await user.click(manualEntry());
  for (const label of ['Address line 1', 'Address line 2', 'Address line 3', 'Town', 'County']) {
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
  }
  await user.click(send());
  expect(submit).not.toHaveBeenCalled();
});

test("manual entry shows each required part's message under its input; line 3 is optional", async () => {
  const { user, submit } = setUp();

  await user.click(manualEntry());
  await user.click(send());

  const expected = {
    'Address line 1': "Please provide the driver's address line 1",
    'Address line 2': "Please provide the driver's address line 2",
    Town: "Please provide the driver's town",
    County: "Please provide the driver's county",
    Postcode: "Please provide the driver's postcode",
  };
  for (const [label, message] of Object.entries(expected)) {
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  }
  expect(screen.getByRole('textbox', { name: 'Address line 3' })).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(submit).not.toHaveBeenCalled();
});

test('a manually entered postcode of 5 characters is refused; of 6, sent uppercased', async () => {
  const { user, submit } = setUp();

  await user.click(manualEntry());
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 High Street');
  await user.type(screen.getByRole('textbox', { name: 'Address line 2' }), 'Old Town');
  await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Swindon');
  await user.type(screen.getByRole('textbox', { name: 'County' }), 'Wiltshire');
  await user.type(postcode(), 'm54wt');
  await user.click(send());

  expect(postcode()).toHaveAccessibleDescription(MESSAGES.postcodeLength);
  expect(submit).not.toHaveBeenCalled();

  await user.type(postcode(), 'x');
  await user.click(send());
  expect(submit.mock.calls[0]?.[0]).toEqual({
    address: {
      line_one: '1 High Street',
      line_two: 'Old Town',
      town: 'Swindon',
      county: 'Wiltshire',
      postcode: 'M54WTX',
    },
  });
});

test('sent without an address chosen, the search says what is missing', async () => {
  const { user } = setUp();

  await user.click(send());
  expect(postcode()).toHaveAccessibleDescription("Please provide the driver's postcode");

  await user.type(postcode(), 'LS6 3AB');
  await user.click(send());
  expect(await results()).toHaveAccessibleDescription("Please provide the driver's address line 1");
});

test('a result without a county opens as its lines, for the county to be added', async () => {
  const { user, submit } = setUp();

  await user.type(postcode(), 'BS8 4EJ');
  await user.click(await results());
  await user.click(await option(/^Flat 2/));

  expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('Flat 2');
  expect(screen.getByRole('textbox', { name: 'County' })).toHaveValue('');
  await user.click(send());
  expect(screen.getByRole('textbox', { name: 'County' })).toHaveAccessibleDescription(
    "Please provide the driver's county",
  );
  expect(submit).not.toHaveBeenCalled();
});

test('an address held already starts chosen, and is sent as it is', async () => {
  const { user, submit, lookups } = setUp({ initial: HELD });

  expect(screen.getByRole('group', { name: 'Address details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change' })).toHaveAccessibleDescription(
    '3 Morningside Drive, Morningside, Edinburgh, Midlothian, EH10 5QR',
  );
  expect(screen.getByRole('button', { name: 'Change' })).not.toHaveFocus();

  await user.click(send());
  expect(submit.mock.calls[0]?.[0]).toEqual({ address: HELD });
  expect(lookups()).toEqual([]);
});

test("the server's refusal of a chosen address shows under the input it is about", async () => {
  const { user, submit } = setUp({ initial: HELD });
  const refusal = "Please provide the driver's town";
  submit.mockRejectedValueOnce(new ApiError(refusal, 422, { 'address.town': [refusal] }));

  await user.click(send());

  const town = await screen.findByRole('textbox', { name: 'Town' });
  expect(town).toHaveValue('Edinburgh');
  expect(town).toHaveAccessibleDescription(refusal);
  expect(screen.getByRole('textbox', { name: 'Address line 1' })).not.toHaveAttribute(
    'aria-invalid',
  );
});
