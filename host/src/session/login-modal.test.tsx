// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  createTestPortal,
  renderWithPortal,
  reply,
  type FakeNetwork,
  type TestPortal,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, expect, test } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { LoginModal, SessionLapseModal } from './login-modal';

const SIGNED_IN = { token: 'tok-2', greeting: 'Hello again', todo_count: 0 };

afterEach(() => localStorage.clear());

function lapsedPortal(network: FakeNetwork = createFakeNetwork()) {
  return createTestPortal({ asOnThePage: true, signedIn: true, network });
}

function renderModal(ui: ReactElement, page: TestPortal) {
  return renderWithPortal(ui, { providers: ShellProviders, portal: page });
}

test('a refused token opens the modal over the page, and the stopped call goes on after sign-in', async () => {
  let contactAnswers = 0;
  const page = lapsedPortal(
    createFakeNetwork()
      .on(endpoints.sendContact, () =>
        ++contactAnswers === 1
          ? reply.error(401, MESSAGES.unauthenticated)
          : 'Thank you for your message.',
      )
      .on(endpoints.signIn, SIGNED_IN)
      .on(endpoints.getPolicies, []),
  );
  const { portal, network } = renderModal(<SessionLapseModal pathname="/contact" />, page);

  const sent = portal.api.call(endpoints.sendContact, {
    body: { policy: '101', subject: 'Renewal', enquiry: 'When is it due?' },
  });
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  expect(within(dialog).getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  expect(within(dialog).getByText(MESSAGES.progressKept)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/user/reset-password',
  );
  // The lapsed user is named; the password is theirs to give.
  expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('car.driver');

  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/^Password/), 'Portal-Demo-2026!');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  await expect(sent).resolves.toBe('Thank you for your message.');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(portal.session.getState().status).toBe('signed-in');
  expect(network.callsTo(endpoints.sendContact).at(-1)?.headers).toMatchObject({
    authorization: 'Bearer tok-2',
  });
});

test('the lapse modal cannot be closed: no close button, Escape leaves it open', async () => {
  const page = lapsedPortal();
  page.portal.session.getState().expire();
  renderModal(<SessionLapseModal pathname="/settings" />, page);

  const dialog = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  await userEvent.setup().keyboard('{Escape}');

  expect(dialog).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
});

test('the modal is hidden on the maintenance route and on guest routes', () => {
  const page = lapsedPortal();
  page.portal.session.getState().expire();

  const { rerender } = renderModal(<SessionLapseModal pathname="/maintenance" />, page);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  rerender(
    <ShellProviders portal={page.portal}>
      <SessionLapseModal pathname="/user/reset-password" />
    </ShellProviders>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('no modal while the session is current or after signing out', () => {
  const { portal } = renderModal(<SessionLapseModal pathname="/settings" />, lapsedPortal());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  portal.session.getState().logout();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

function OnDemand() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <LoginModal opened={opened} closable onClose={() => setOpened(false)} />
    </>
  );
}

test('a closable modal has no lapse text, and its form is empty again when reopened', async () => {
  const { user } = renderWithPortal(<OnDemand />, { providers: ShellProviders, asOnThePage: true });

  const dialog = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  expect(within(dialog).queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'car.driver');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Open' }));

  const reopened = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  expect(within(reopened).getByRole('textbox', { name: 'Username' })).toHaveValue('');
});

test('after a failed sign-in the modal offers one Reset password link, by the error', async () => {
  const network = createFakeNetwork().on(
    endpoints.signIn,
    reply.invalid({ password: [MESSAGES.signInFailed] }, MESSAGES.signInFailed),
  );
  const { user } = renderWithPortal(<OnDemand />, {
    providers: ShellProviders,
    asOnThePage: true,
    network,
  });

  const dialog = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'car.driver');
  await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-Password-1!');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
  const links = within(dialog).getAllByRole('link', { name: /reset password/i });
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/user/reset-password');

  // Reopened, it is a new form: its own link is back.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const reopened = await screen.findByRole('dialog', { name: MESSAGES.pleaseLogin });
  expect(within(reopened).getAllByRole('link', { name: /reset password/i })).toHaveLength(1);
});
