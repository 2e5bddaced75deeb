// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { AFTER_AGREEMENTS_KEY } from '@portal/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { INVITE, NOTICE, ok, setUp, TERMS, TERMS_OF_USE } from './agreements-test-support';

// The agreements stepper at /agreements (portal.md §2, §4, §5, §8), with the network answered at
// fetch by contract-valid fixtures: anything else the screen asks for fails the test.

afterEach(() => sessionStorage.clear());

function button(name: string) {
  return screen.getByRole('button', { name });
}

function article() {
  return screen.getByRole('article');
}

test('the first agreement shows page by page; the tick and Accept only on its last page', async () => {
  const { requests, user } = setUp();

  expect(await screen.findByRole('heading', { level: 2, name: TERMS.title })).toBeInTheDocument();
  expect(screen.getByText('Agreement 1 of 2')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(
    within(article()).getByRole('heading', { level: 3, name: 'Your policy terms' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(requests).toEqual([
    { method: 'POST', url: '/api/agreements', body: {}, authorization: 'Bearer token-1' },
  ]);

  await user.click(button('Next page'));

  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: TERMS.title })).toHaveFocus();
  expect(button('Accept')).toBeDisabled();
  expect(button('Decline terms')).toBeEnabled();
  await user.click(
    screen.getByRole('checkbox', { name: `I have read and agree to the ${TERMS.title}` }),
  );
  expect(button('Accept')).toBeEnabled();

  await user.click(button('Previous page'));
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
});

test('the script and onerror payloads of a page never reach the document', async () => {
  const { user } = setUp();
  await user.click(await screen.findByRole('button', { name: 'Next page' }));

  const page = article();
  expect(page).toHaveTextContent('You may cancel within 14 days.');
  expect(page.querySelector('script')).toBeNull();
  expect(page.querySelector('[onerror]')).toBeNull();
  expect(Reflect.get(window, '__agreementScriptRan')).toBeUndefined();
  expect(Reflect.get(window, '__agreementOnerrorRan')).toBeUndefined();
});

test('Accept sends the ID, says so, and the information-only agreement ends the flow at home', async () => {
  const { portal, requests, user } = setUp();
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  await user.click(screen.getByRole('checkbox'));
  await user.click(button('Accept'));

  expect(await screen.findByRole('heading', { level: 2, name: NOTICE.title })).toHaveFocus();
  expect(requests.at(-1)).toMatchObject({ url: '/api/agreements/accept', body: { ID: TERMS.ID } });
  expect(portal.notify).toHaveBeenCalledExactlyOnceWith({
    message: 'Accepted the Policy Terms and Conditions',
    kind: 'success',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Accepted the Policy Terms and Conditions');
  // portal.md §4: information only - no tick, no call, Finish on the last agreement.
  expect(screen.getByText('Agreement 2 of 2')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

  await user.click(button('Finish'));

  expect(requests).toHaveLength(2);
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/');
});

test('done goes back to where the 499 interrupted the user', async () => {
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/policies/101?tab=inbox');
  const { portal, user } = setUp({ list: () => ok([NOTICE, TERMS_OF_USE]) });

  // An information-only agreement with more to follow has Continue.
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith('/policies/101?tab=inbox'));
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBeNull();
});

test("Accept shows the server's message when it gives one", async () => {
  const { portal, user } = setUp({
    list: () => ok([TERMS_OF_USE]),
    accept: () => ok('Thank you, your agreement is recorded.'),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() =>
    expect(portal.notify).toHaveBeenCalledWith({
      message: 'Thank you, your agreement is recorded.',
      kind: 'success',
    }),
  );
});

test('Decline says so, and the flow ends on the declined page with the server message', async () => {
  const message =
    'You have declined the Policy Terms and Conditions. Please phone us on 0306 999 0123.';
  const { portal, requests, user } = setUp({ decline: () => ok(message) });
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  await user.click(button('Decline terms'));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Declined the Policy Terms and Conditions',
  );
  await user.click(button('Finish'));

  expect(requests[1]).toMatchObject({ url: '/api/agreements/decline', body: { ID: TERMS.ID } });
  expect(portal.notify).toHaveBeenCalledExactlyOnceWith({
    message: 'Declined the Policy Terms and Conditions',
    kind: 'success',
  });
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith(
    `/agreements/declined?message=${encodeURIComponent(message).replace(/%20/g, '+')}`,
  );
});

test("a failure shows the server's message, else the spec's, and the user can try again", async () => {
  let answer = () => Response.json({ message: 'This agreement has changed.' }, { status: 409 });
  const { portal, user } = setUp({
    list: () => ok([TERMS_OF_USE]),
    accept: () => answer(),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  expect(await screen.findByRole('alert')).toHaveTextContent('This agreement has changed.');

  answer = () => new Response('', { status: 500 });
  await user.click(button('Accept'));

  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.agreementsFailed),
  );
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(portal.navigate).not.toHaveBeenCalled();
  expect(portal.notify).not.toHaveBeenCalled();
});

test('a failure to load the agreements offers Retry', async () => {
  let fail = true;
  const { user } = setUp({
    list: () => (fail ? new Response('', { status: 500 }) : ok([TERMS_OF_USE])),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.agreementsFailed);
  fail = false;
  await user.click(button('Retry'));

  expect(
    await screen.findByRole('heading', { level: 2, name: TERMS_OF_USE.title }),
  ).toBeInTheDocument();
});

test('an invited visitor lists and accepts with the activation code and invite id, then sees the accepted page', async () => {
  const query = new URLSearchParams(INVITE).toString();
  const { portal, requests, user } = setUp({
    path: `/agreements?${query}`,
    signedIn: false,
    list: () => ok([TERMS_OF_USE]),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() =>
    expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/agreements/complete'),
  );
  expect(requests).toEqual([
    { method: 'POST', url: '/api/agreements', body: INVITE, authorization: null },
    {
      method: 'POST',
      url: '/api/agreements/accept',
      body: { ID: TERMS_OF_USE.ID, ...INVITE },
      authorization: null,
    },
  ]);
});

test('a refused invitation says why, with nothing to retry', async () => {
  setUp({
    path: `/agreements?${new URLSearchParams({ ...INVITE, activation_code: 'NW000000' }).toString()}`,
    signedIn: false,
    list: () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          errors: { activation_code: [MESSAGES.activationCodeIncorrect] },
        },
        { status: 422 },
      ),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.activationCodeIncorrect);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('an activation code of the wrong length is refused before anything is sent', async () => {
  const { requests } = setUp({
    path: `/agreements?activation_code=NW4&invite_id=${INVITE.invite_id}`,
    signedIn: false,
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.activationCodeInvalid);
  expect(requests).toEqual([]);
});

test('with nothing outstanding the user can carry on', async () => {
  const { portal, user } = setUp({ list: () => ok([]) });

  expect(await screen.findByText('You have no agreements to review.')).toBeInTheDocument();
  await user.click(button('Continue'));

  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/');
});
