// @vitest-environment jsdom
import { endpoints, getRoute, type Promotion } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  setScreenWidth,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { PromotionsScreen } from './promotions-screen';
import { OPTED_OUT, PROMOTIONS } from './test-promotions';

// The promotions screen at /promotions (portal.md §2 "Promotion lightbox", §4 "Promotion
// carousel", §8): 'Finding account', home when there is nothing to show, then the slides with
// Previous, Next / 'Dashboard' and "Don't show me these again.".

interface SetUpOptions {
  /** GET /promotions/lightbox */
  readonly promotions?: Answer<typeof endpoints.getLightboxPromotions>;
  /** GET /promotions/lightbox/{id} */
  readonly read?: Answer<typeof endpoints.readLightboxPromotion>;
  /** DELETE /promotions/lightbox */
  readonly optOut?: Answer<typeof endpoints.optOutLightbox>;
}

function markedRead({ params }: { params: Readonly<Record<string, string>> }): Promotion {
  const found = PROMOTIONS.find(({ id }) => String(id) === params['id']);
  if (!found) throw new Error(`No promotion ${params['id']}`);
  return { ...found, read: true };
}

function setUp({
  promotions = PROMOTIONS,
  read = markedRead,
  optOut = OPTED_OUT,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicies, [testPolicy()])
    .on(endpoints.getLightboxPromotions, promotions)
    .on(endpoints.readLightboxPromotion, read)
    .on(endpoints.optOutLightbox, optOut);
  return renderWithPortal(<PromotionsScreen title={getRoute('promotions').title} />, {
    network,
    signedIn: true,
  });
}

function carousel() {
  return screen.findByRole('region', { name: 'Promotion slides' });
}

function slide(position: string) {
  return screen.getByRole('group', { name: position });
}

function background(position: string) {
  return within(slide(position)).getByRole('presentation');
}

/** The menu's one choice, once the menu is open. */
function dontShowAgain() {
  return screen.findByRole('button', { name: "Don't show me these again." });
}

function readIds(network: ReturnType<typeof setUp>['network']) {
  return network.callsTo(endpoints.readLightboxPromotion).map(({ params }) => params['id']);
}

beforeEach(() => setScreenWidth(1280));

test('the spinner reads Finding account while the promotions load', async () => {
  const answer = deferred<Promotion[]>();
  setUp({ promotions: () => answer.promise });

  expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Finding account');
  answer.resolve(PROMOTIONS);

  expect(await carousel()).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('with no promotions the user goes home in place of this page', async () => {
  const { navigate } = setUp({ promotions: [] });

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('region', { name: 'Promotion slides' })).toBeNull();
});

test('promotions seen at an earlier sign-in are not shown again; with none left, home', async () => {
  const [first, second, third] = PROMOTIONS;
  if (!first || !second || !third) throw new Error('Three promotions expected');
  setUp({ promotions: [{ ...first, read: true }, second, third] });
  expect(await carousel()).toBeInTheDocument();
  expect(screen.getByText('1 of 2')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: first.label })).toBeNull();
});

test('with every promotion already seen the user goes home', async () => {
  const { navigate } = setUp({ promotions: PROMOTIONS.map((each) => ({ ...each, read: true })) });

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
});

test('when the promotions cannot be loaded the user goes home in place of this page', async () => {
  const { navigate } = setUp({ promotions: reply.error(500) });

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  expect(screen.queryByRole('region', { name: 'Promotion slides' })).toBeNull();
});

test('a slide shows its heading, sub-heading and a Find out more link opening a new tab', async () => {
  const { network, navigate } = setUp();

  const region = await carousel();
  const first = slide('1 of 3');
  expect(within(region).getByText('1 of 3')).toBeInTheDocument();
  expect(
    within(first).getByRole('heading', { level: 2, name: 'Breakdown cover from £4.99 a month' }),
  ).toBeInTheDocument();
  expect(
    within(first).getByText(
      'Roadside help, home start and national recovery, added to your car policy in minutes.',
    ),
  ).toBeInTheDocument();
  const link = within(first).getByRole('link', { name: /^Find out more/ });
  expect(link).toHaveAccessibleName(
    'Find out more about Breakdown cover from £4.99 a month (opens in a new tab)',
  );
  expect(link).toHaveTextContent(/^Find out more/);
  expect(link).toHaveAttribute('href', 'https://www.northway.example/breakdown');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Wide, the slide's background is the full-size image.
  expect(background('1 of 3')).toHaveAttribute('src', '/media/breakdown.svg');
  expect(readIds(network)).toEqual([]);
  expect(navigate).not.toHaveBeenCalled();
});

test('on a phone the slide has the small image as its background', async () => {
  setScreenWidth(375);
  setUp();

  await carousel();
  expect(background('1 of 3')).toHaveAttribute('src', '/media/breakdown-small.svg');
});

test('at 769 px the screen is wide and at 768 px a phone', async () => {
  setScreenWidth(769);
  const { unmount } = setUp();
  await carousel();
  expect(background('1 of 3')).toHaveAttribute('src', '/media/breakdown.svg');
  unmount();

  setScreenWidth(768);
  setUp();
  await carousel();
  expect(background('1 of 3')).toHaveAttribute('src', '/media/breakdown-small.svg');
});

test('Previous is disabled on the first slide; Next marks the slide read and moves on', async () => {
  const { user, network } = setUp();
  await carousel();

  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(
    within(slide('2 of 3')).getByRole('heading', { level: 2, name: 'Drive well, pay less' }),
  ).toBeInTheDocument();
  expect(screen.getByText('2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(readIds(network)).toEqual(['1']));
  expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Previous' }));

  expect(
    within(slide('1 of 3')).getByRole('heading', {
      level: 2,
      name: 'Breakdown cover from £4.99 a month',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Previous is disabled now: the keyboard user is not left without focus.
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  expect(readIds(network)).toEqual(['1']);
});

test('the carousel works from the keyboard, with focus on its controls', async () => {
  const { user, network } = setUp();
  await carousel();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Promotion options' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: /^Find out more/ })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(slide('2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard(' ');

  expect(slide('3 of 3')).toBeInTheDocument();
  await waitFor(() => expect(readIds(network)).toEqual(['1', '2']));
});

test('a slide without a link has no Find out more', async () => {
  const { user } = setUp();
  await carousel();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(
    within(slide('3 of 3')).getByRole('heading', {
      level: 2,
      name: 'Your documents, always with you',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Find out more/ })).toBeNull();
});

test("the last slide's button reads Dashboard: it marks the slide read and goes home", async () => {
  const { user, network, navigate } = setUp();
  await carousel();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Dashboard' }));

  expect(navigate).toHaveBeenCalledWith('/');
  await waitFor(() => expect(readIds(network)).toEqual(['1', '2', '3']));
});

test('a single promotion shows Dashboard at once, and no Previous to use', async () => {
  const { user, network, navigate } = setUp({ promotions: [PROMOTIONS[0]!] });
  await carousel();

  expect(screen.getByText('1 of 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Dashboard' }));

  expect(navigate).toHaveBeenCalledWith('/');
  await waitFor(() => expect(readIds(network)).toEqual(['1']));
});

test('a slide that cannot be marked read does not hold the user up', async () => {
  const { user, network, navigate, notify } = setUp({ read: reply.error(500) });
  await carousel();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(slide('2 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Dashboard' }));

  expect(navigate).toHaveBeenCalledWith('/');
  await waitFor(() => expect(readIds(network)).toEqual(['1', '2', '3']));
  expect(notify).not.toHaveBeenCalled();
});

test('the menu opens from the keyboard, and Escape closes it back onto its button', async () => {
  const { user, navigate } = setUp();
  await carousel();
  const options = screen.getByRole('button', { name: 'Promotion options' });

  await user.tab();
  expect(options).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(options).toHaveAttribute('aria-expanded', 'true');
  await waitFor(async () => expect(await dontShowAgain()).toHaveFocus());
  await user.keyboard('{Escape}');

  expect(options).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(options).toHaveFocus());
  expect(navigate).not.toHaveBeenCalled();
});

test("Don't show me these again. opts out and goes home", async () => {
  const { user, network, navigate } = setUp();
  await carousel();

  await user.click(screen.getByRole('button', { name: 'Promotion options' }));
  await user.click(await dontShowAgain());

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(network.sent().map(({ method, url }) => `${method} ${url}`)).toEqual([
    'DELETE /api/promotions/lightbox',
  ]);
  expect(readIds(network)).toEqual([]);
});

test('an opt-out that fails says why and stays, so the user can try again', async () => {
  const { user, navigate, notify } = setUp({
    optOut: reply.error(500, 'Sorry, something went wrong - please try again.'),
  });
  await carousel();

  await user.click(screen.getByRole('button', { name: 'Promotion options' }));
  await user.click(await dontShowAgain());

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({
      message: 'Sorry, something went wrong - please try again.',
      kind: 'error',
    }),
  );
  expect(navigate).not.toHaveBeenCalled();
  expect(await dontShowAgain()).toBeEnabled();
  expect(slide('1 of 3')).toBeInTheDocument();
});

test('the cashback offer is claimed from here while it can be', async () => {
  const network = createFakeNetwork()
    .on(endpoints.getPolicies, [testPolicy(), { ...testPolicy({ id: 102 }), cashback_offer: true }])
    .on(endpoints.getLightboxPromotions, PROMOTIONS);
  renderWithPortal(<PromotionsScreen title={getRoute('promotions').title} />, {
    network,
    signedIn: true,
  });

  expect(await screen.findByRole('link', { name: 'Claim your £20 cashback' })).toHaveAttribute(
    'href',
    '/policies/102/cashback',
  );
});
