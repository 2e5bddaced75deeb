// @vitest-environment jsdom
import { endpoints, MESSAGES, type Agreement } from '@portal/contract';
import { AFTER_AGREEMENTS_KEY } from '@portal/platform';
import { createFakeNetwork, renderWithPortal, reply, TEST_BRAND } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { AgreementsScreen } from './agreements-screen';
import { INVITE, NOTICE, TERMS, TERMS_OF_USE } from './test-agreements';

// The agreements stepper at /agreements (portal.md §2, §4, §5, §8), with the network answered by
// contract endpoint with contract-valid fixtures: anything else the screen asks for fails the test.

afterEach(() => sessionStorage.clear());

/** The outstanding agreements, and decisions answered with no message of the server's. */
function agreementsNetwork(agreements: Agreement[] = [TERMS, NOTICE]) {
  return createFakeNetwork()
    .on(endpoints.getAgreements, agreements)
    .on(endpoints.acceptAgreement, null)
    .on(endpoints.declineAgreement, null);
}

/** The screen at `path`, signed in unless told otherwise. */
function showAgreements({
  network = agreementsNetwork(),
  path = '/agreements',
  signedIn = true,
} = {}) {
  return renderWithPortal(<AgreementsScreen title="Agreements" />, { network, path, signedIn });
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

function article() {
  return screen.getByRole('article');
}

test('the first agreement shows page by page; the tick and Accept only on its last page', async () => {
  const { network, user } = showAgreements();

  expect(await screen.findByRole('heading', { level: 2, name: TERMS.title })).toBeInTheDocument();
  expect(screen.getByText('Agreement 1 of 2')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(
    within(article()).getByRole('heading', { level: 3, name: 'Your policy terms' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  // A signed-in user sends no credentials: the session's token speaks for them.
  expect(network.requests).toHaveLength(1);
  const [list] = network.callsTo(endpoints.getAgreements);
  expect(list?.body).toEqual({});
  expect(list?.headers.authorization).toBe('Bearer token-1');

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

test('beside the agreement, help says how to accept one and offers our phone number', async () => {
  showAgreements();
  await screen.findByRole('heading', { level: 2, name: TERMS.title });

  const help = screen.getByRole('region', { name: 'Need help?' });
  expect(help).toHaveTextContent(
    'Read each agreement to its last page. To accept it, tick the box to confirm you have read it, then choose Accept.',
  );
  expect(within(help).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(article()).not.toContainElement(help);
});

test('the script and onerror payloads of a page never reach the document', async () => {
  const { user } = showAgreements();
  await user.click(await screen.findByRole('button', { name: 'Next page' }));

  const page = article();
  expect(page).toHaveTextContent('You may cancel within 14 days.');
  expect(page.querySelector('script')).toBeNull();
  expect(page.querySelector('[onerror]')).toBeNull();
  expect(Reflect.get(window, '__agreementScriptRan')).toBeUndefined();
  expect(Reflect.get(window, '__agreementOnerrorRan')).toBeUndefined();
});

test('a hostile page keeps its text, headings, lists and https links, and nothing that runs', async () => {
  const hostile = {
    ...TERMS_OF_USE,
    content: [
      '<h1 onclick="window.__hostile = 1">Using your account</h1>' +
        '<p onmouseover="window.__hostile = 2">Keep your <strong>password</strong> to yourself.</p>' +
        '<ul><li>Sign out on shared devices.</li><li onclick="window.__hostile = 3">Tell us of misuse.</li></ul>' +
        '<p><a href="https://example.com/terms" onclick="window.__hostile = 4">Full terms</a></p>' +
        '<a href="javascript:window.__hostile = 5">Plain</a>' +
        '<a href=" JaVaScRiPt:window.__hostile = 6">Mixed case</a>' +
        '<a href="jav&#x09;ascript:window.__hostile = 7">Encoded</a>' +
        '<a href="data:text/html,<script>window.__hostile = 8</script>">Data</a>' +
        '<img src="x" onerror="window.__hostile = 9" alt="">' +
        '<script>window.__hostile = 10;</script>' +
        '<iframe src="https://evil.example" srcdoc="<script>window.__hostile = 11</script>"></iframe>' +
        '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">' +
        '<svg onload="window.__hostile = 12"><script>window.__hostile = 13</script></svg>' +
        '<math><mtext><img src="x" onerror="window.__hostile = 14"></mtext></math>' +
        '<style>body { display: none }</style><p style="position: fixed; inset: 0">Cover</p>' +
        '<form action="https://evil.example"><input name="card"><button>Send</button></form>' +
        '<meta http-equiv="refresh" content="0; url=https://evil.example">' +
        '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<details open ontoggle="window.__hostile = 15"><summary>More</summary>Detail</details>',
    ],
  };
  showAgreements({ network: agreementsNetwork([hostile]) });

  const page = await screen.findByRole('article');
  // What the provider meant: the text, its outline under the agreement's title, lists, links.
  expect(
    within(page).getByRole('heading', { level: 3, name: 'Using your account' }),
  ).toBeInTheDocument();
  expect(page).toHaveTextContent('Keep your password to yourself.');
  expect(page.querySelector('strong')).toHaveTextContent('password');
  expect(
    within(page)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Sign out on shared devices.', 'Tell us of misuse.']);
  const terms = within(page).getByRole('link', { name: 'Full terms' });
  expect(terms).toHaveAttribute('href', 'https://example.com/terms');
  expect(terms).toHaveAttribute('target', '_blank');
  expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  expect(page).toHaveTextContent('Cover');
  expect(page).toHaveTextContent('Detail');

  // Nothing that runs, loads elsewhere, restyles the portal or posts anywhere.
  const content = page.querySelector('.agreement-page');
  expect(content).not.toBeNull();
  expect(
    content!.querySelectorAll(
      'script, iframe, object, embed, svg, math, style, form, input, button, meta, base, link',
    ),
  ).toHaveLength(0);
  for (const element of Array.from(content!.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name, `${element.tagName} ${name}`).not.toMatch(/^(on|style$|srcdoc$)/i);
      expect(value.replace(/\s/g, ''), `${element.tagName} ${name}`).not.toMatch(
        /^(javascript|data|vbscript):/i,
      );
    }
  }
  for (const link of within(page).queryAllByRole('link')) {
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
  expect(Reflect.get(window, '__hostile')).toBeUndefined();
});

test('Accept sends the ID, says so, and the information-only agreement ends the flow at home', async () => {
  const { navigate, network, notify, user } = showAgreements();
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  await user.click(screen.getByRole('checkbox'));
  await user.click(button('Accept'));

  expect(await screen.findByRole('heading', { level: 2, name: NOTICE.title })).toHaveFocus();
  expect(network.callsTo(endpoints.acceptAgreement).map((request) => request.body)).toEqual([
    { ID: TERMS.ID },
  ]);
  expect(notify).toHaveBeenCalledExactlyOnceWith({
    message: 'Accepted the Policy Terms and Conditions',
    kind: 'success',
  });
  // Said once, in the toast: not again in the page.
  expect(screen.queryByText('Accepted the Policy Terms and Conditions')).toBeNull();
  // portal.md §4: information only - no tick, no call, Finish on the last agreement.
  expect(screen.getByText('Agreement 2 of 2')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

  await user.click(button('Finish'));

  expect(network.requests).toHaveLength(2);
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
});

test('done goes back to where the 499 interrupted the user, no longer held', async () => {
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/policies/101?tab=inbox');
  const { navigate, portal, user } = showAgreements({
    network: agreementsNetwork([NOTICE, TERMS_OF_USE]),
  });
  portal.session.getState().setAgreements('outstanding');

  // An information-only agreement with more to follow has Continue.
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/policies/101?tab=inbox'));
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBeNull();
  // The 499 is lifted: what waited on the agreements (the notifications) may ask now.
  expect(portal.session.getState().agreements).toBe('none');
});

test("Accept shows the server's message when it gives one", async () => {
  const { notify, user } = showAgreements({
    network: agreementsNetwork([TERMS_OF_USE]).on(
      endpoints.acceptAgreement,
      'Thank you, your agreement is recorded.',
    ),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({
      message: 'Thank you, your agreement is recorded.',
      kind: 'success',
    }),
  );
});

test('Decline says so, and the flow ends on the declined page with the server message', async () => {
  const message =
    'You have declined the Policy Terms and Conditions. Please phone us on 0306 999 0123.';
  const { navigate, network, notify, portal, user } = showAgreements({
    network: agreementsNetwork().on(endpoints.declineAgreement, message),
  });
  portal.session.getState().setAgreements('outstanding');
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  await user.click(button('Decline terms'));

  expect(await screen.findByRole('heading', { level: 2, name: NOTICE.title })).toHaveFocus();
  expect(screen.queryByText('Declined the Policy Terms and Conditions')).toBeNull();
  await user.click(button('Finish'));

  expect(network.callsTo(endpoints.declineAgreement).map((request) => request.body)).toEqual([
    { ID: TERMS.ID },
  ]);
  expect(notify).toHaveBeenCalledExactlyOnceWith({
    message: 'Declined the Policy Terms and Conditions',
    kind: 'success',
  });
  expect(navigate).toHaveBeenCalledExactlyOnceWith(
    `/agreements/declined?message=${encodeURIComponent(message).replace(/%20/g, '+')}`,
  );
  // A decision either way lifts the 499 (portal.md §4).
  expect(portal.session.getState().agreements).toBe('none');
});

test("a failure shows the server's message, else the spec's, and the user can try again", async () => {
  let answer = reply.error(409, 'This agreement has changed.');
  const { navigate, notify, user } = showAgreements({
    network: agreementsNetwork([TERMS_OF_USE]).on(endpoints.acceptAgreement, () => answer),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  expect(await screen.findByRole('alert')).toHaveTextContent('This agreement has changed.');

  answer = reply.raw(500, '');
  await user.click(button('Accept'));

  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.agreementsFailed),
  );
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(navigate).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});

test('a failure to load the agreements offers Retry', async () => {
  let fail = true;
  const { user } = showAgreements({
    network: agreementsNetwork().on(endpoints.getAgreements, () =>
      fail ? reply.raw(500, '') : [TERMS_OF_USE],
    ),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.agreementsFailed);
  fail = false;
  await user.click(button('Retry'));

  expect(
    await screen.findByRole('heading', { level: 2, name: TERMS_OF_USE.title }),
  ).toBeInTheDocument();
});

test('an invited visitor lists and accepts with the activation code and invite id, then sees the accepted page', async () => {
  const { navigate, network, user } = showAgreements({
    path: `/agreements?${new URLSearchParams(INVITE).toString()}`,
    signedIn: false,
    network: agreementsNetwork([TERMS_OF_USE]),
  });
  await user.click(await screen.findByRole('checkbox'));
  await user.click(button('Accept'));

  await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/agreements/complete'));
  expect(network.requests.map((request) => request.endpoint)).toEqual([
    endpoints.getAgreements,
    endpoints.acceptAgreement,
  ]);
  expect(network.callsTo(endpoints.getAgreements)[0]?.body).toEqual(INVITE);
  expect(network.callsTo(endpoints.acceptAgreement)[0]?.body).toEqual({
    ID: TERMS_OF_USE.ID,
    ...INVITE,
  });
  // Without a session no token goes with either call.
  expect(network.requests.map((request) => request.headers.authorization)).toEqual([
    undefined,
    undefined,
  ]);
});

test('a refused invitation says why, with nothing to retry', async () => {
  showAgreements({
    path: `/agreements?${new URLSearchParams({ ...INVITE, activation_code: 'NW000000' }).toString()}`,
    signedIn: false,
    network: agreementsNetwork().on(
      endpoints.getAgreements,
      reply.invalid(
        { activation_code: [MESSAGES.activationCodeIncorrect] },
        'The given data was invalid.',
      ),
    ),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.activationCodeIncorrect);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('an activation code of the wrong length is refused before anything is sent', async () => {
  const { network } = showAgreements({
    path: `/agreements?activation_code=NW4&invite_id=${INVITE.invite_id}`,
    signedIn: false,
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.activationCodeInvalid);
  expect(network.requests).toEqual([]);
});

test('with nothing outstanding the user can carry on', async () => {
  const { navigate, user } = showAgreements({ network: agreementsNetwork([]) });

  expect(await screen.findByText('You have no agreements to review.')).toBeInTheDocument();
  await user.click(button('Continue'));

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
});
