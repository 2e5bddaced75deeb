// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  reply,
  setScreenWidth,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { showChangeScreen } from './test-change';

// The quick edit of the registration (policy-changes.md §2 'Quick edit of the registration',
// §4 'Quick edit', §8 'Quick edit empty', §9 registration up to 8 characters): opened from the
// pencil beside a vehicle's registration, checked by the server, then sent as an update.

beforeEach(() => setScreenWidth(375));

const IN_USE = 'This registration is already on one of your vehicles.';
// §2: 'Update {label}', the vehicle's label as the summary of cover lists it.
const TITLE = 'Update AB19 CDE - Mazda MX-5';

async function openQuickEdit(network: FakeNetwork = createFakeNetwork()) {
  const view = showChangeScreen({}, network);
  await view.user.click(
    await screen.findByRole('button', {
      name: 'Update the registration number of the Mazda MX-5 (AB19 CDE)',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  const field = within(dialog).getByRole('textbox', {
    name: 'Please enter the new registration number',
  });
  return { ...view, dialog, field };
}

function send(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: 'Send for review' });
}

test('the pencil opens a dialog titled Update and the vehicle label; Cancel closes it and sends nothing', async () => {
  const { user, dialog, network } = await openQuickEdit();

  expect(within(dialog).getByRole('heading', { name: TITLE })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(network.sent()).toEqual([]);
});

test("an empty value says 'Please enter a value.' under the field and sends nothing", async () => {
  const { user, dialog, field, network } = await openQuickEdit();

  await user.click(send(dialog));

  await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.quickEditEmpty));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(network.sent()).toEqual([]);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('spaces alone are empty too', async () => {
  const { user, dialog, field, network } = await openQuickEdit();

  await user.type(field, '   ');
  await user.click(send(dialog));

  await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.quickEditEmpty));
  expect(network.sent()).toEqual([]);
});

test('the registration is uppercased as typed and holds 8 characters, not 9', async () => {
  const { user, field } = await openQuickEdit();

  await user.type(field, 'ab12 cde');
  expect(field).toHaveValue('AB12 CDE');
  await user.type(field, 'f');
  expect(field).toHaveValue('AB12 CDE');
});

test('a registration the server refuses keeps the modal open with its message under the field', async () => {
  const network = createFakeNetwork()
    .on(endpoints.validateVehicleField, reply.invalid({ 'vehicle.registration': [IN_USE] }))
    .on(endpoints.changeVehicle, MESSAGES.sentForReview);
  const { user, dialog, field, notify } = await openQuickEdit(network);

  await user.type(field, 'cd20 efg');
  await user.click(send(dialog));

  await waitFor(() => expect(field).toHaveAccessibleDescription(IN_USE));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  expect(network.callsTo(endpoints.changeVehicle)).toEqual([]);
  expect(notify).not.toHaveBeenCalled();
});

test('a valid registration is checked, then sent as an update; the modal closes with the message', async () => {
  const network = createFakeNetwork()
    .on(endpoints.validateVehicleField, { field: 'vehicle.registration', value: 'XY12ABC' })
    .on(endpoints.changeVehicle, MESSAGES.sentForReview);
  const { user, dialog, field, notify } = await openQuickEdit(network);

  await user.type(field, 'xy12 abc');
  await user.click(send(dialog));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [check, update, ...more] = network.sent();
  expect(more).toEqual([]);
  expect(check).toMatchObject({
    method: 'POST',
    params: { id: '101' },
    body: { field: 'vehicle.registration', value: 'XY12 ABC' },
  });
  expect(update).toMatchObject({
    method: 'PATCH',
    params: { id: '101', vehicleId: '2011' },
    body: { change_type: 'update', vehicle: { registration: 'XY12 ABC' } },
  });
  expect(update?.headers['idempotency-key']).toBeTruthy();
  expect(notify).toHaveBeenCalledWith({ message: MESSAGES.sentForReview, kind: 'success' });
});

test('an update that fails keeps the modal open with the server message', async () => {
  const network = createFakeNetwork()
    .on(endpoints.validateVehicleField, { field: 'vehicle.registration', value: 'XY12ABC' })
    .on(endpoints.changeVehicle, reply.raw(500, {}));
  const { user, dialog, field, notify } = await openQuickEdit(network);

  await user.type(field, 'XY12ABC');
  await user.click(send(dialog));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(notify).not.toHaveBeenCalled();
});

test('a read-only policy has no pencil', async () => {
  showChangeScreen({ flags: { read_only: true } });

  expect(await screen.findByRole('article', { name: 'Mazda MX-5' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /registration number/ })).toBeNull();
});
