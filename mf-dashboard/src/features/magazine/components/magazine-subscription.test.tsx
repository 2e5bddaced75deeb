// @vitest-environment jsdom
import { endpoints, MESSAGES, type MagazineSubscription as Subscription } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  Reply,
  type Answer,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MagazineSubscription } from './magazine-subscription';

// The magazine card's subscription (portal.md §2 "Dashboard", §7 GET, POST, DELETE
// /influx-magazine/subscription), with the network answered by contract endpoint.

const SUBSCRIBED = { subscribed: true };
const NOT_SUBSCRIBED = { subscribed: false };

interface SetUpOptions {
  readonly current?: Answer<typeof endpoints.getMagazineSubscription>;
  readonly subscribe?: Answer<typeof endpoints.subscribeMagazine>;
  readonly unsubscribe?: Answer<typeof endpoints.unsubscribeMagazine>;
}

function setUp({
  current = NOT_SUBSCRIBED,
  subscribe = SUBSCRIBED,
  unsubscribe = NOT_SUBSCRIBED,
}: SetUpOptions = {}) {
  // The server's subscription: what a change answered is what it answers next.
  let now = current;
  const changing =
    <E extends typeof endpoints.subscribeMagazine>(answer: Answer<E>): Answer<E> =>
    async (request) => {
      const given = typeof answer === 'function' ? await answer(request) : answer;
      if (!(given instanceof Reply)) now = given;
      return given;
    };
  const network = createFakeNetwork()
    .on(endpoints.getMagazineSubscription, (request) =>
      typeof now === 'function' ? now(request) : now,
    )
    .on(endpoints.subscribeMagazine, changing(subscribe))
    .on(endpoints.unsubscribeMagazine, changing(unsubscribe));
  return renderWithPortal(<MagazineSubscription />, { network, signedIn: true });
}

function methodsSent(network: ReturnType<typeof setUp>['network']) {
  return network.sent().map((request) => `${request.method} ${request.endpoint.path}`);
}

test('user can subscribe and then unsubscribe, hearing each change', async () => {
  const { user, network } = setUp();

  const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
  expect(screen.getByRole('status')).toHaveTextContent('You are not subscribed to the magazine.');
  await user.click(subscribe);

  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('You are subscribed to the magazine.');
  expect(methodsSent(network)).toEqual(['POST /influx-magazine/subscription']);

  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('You are not subscribed to the magazine.');
  expect(methodsSent(network)).toEqual([
    'POST /influx-magazine/subscription',
    'DELETE /influx-magazine/subscription',
  ]);
});

test('a subscriber is offered Unsubscribe', async () => {
  setUp({ current: SUBSCRIBED });

  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('You are subscribed to the magazine.');
});

test('the button is busy while the change is on its way, so it is sent once', async () => {
  const answer = deferred<Subscription>();
  const { user, network } = setUp({ subscribe: () => answer.promise });

  await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  answer.resolve(SUBSCRIBED);
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  expect(network.callsTo(endpoints.subscribeMagazine)).toHaveLength(1);
});

test('a failed subscribe says so and leaves the user unsubscribed, free to try again', async () => {
  let calls = 0;
  const { user } = setUp({
    subscribe: () => (++calls === 1 ? reply.error(500, {}) : SUBSCRIBED),
  });

  await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    `Your subscription could not be changed. ${MESSAGES.serverError}`,
  );
  expect(screen.getByRole('status')).toHaveTextContent('You are not subscribed to the magazine.');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));

  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed unsubscribe keeps the subscription and shows the server message', async () => {
  const refused = 'Your subscription cannot be changed right now.';
  const { user } = setUp({ current: SUBSCRIBED, unsubscribe: reply.error(409, refused) });

  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Your subscription could not be changed. ${refused}`,
  );
  expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('You are subscribed to the magazine.');
});

test('a skeleton holds the place while the subscription loads', async () => {
  const answer = deferred<Subscription>();
  setUp({ current: () => answer.promise });

  expect(screen.getByRole('status', { name: 'Loading your subscription' })).toBeInTheDocument();
  answer.resolve(NOT_SUBSCRIBED);
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your subscription' })).toBeNull();
});

test('a subscription that fails to load shows the error with Retry, which loads it again', async () => {
  let calls = 0;
  const { user, network } = setUp({
    current: () => (++calls === 1 ? reply.error(500, {}) : SUBSCRIBED),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your subscription could not be loaded');
  expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  await waitFor(() => expect(network.callsTo(endpoints.getMagazineSubscription)).toHaveLength(2));
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
});
