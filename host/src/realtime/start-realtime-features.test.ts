import { expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PortalContext } from '@portal/platform';
import { startRealtimeFeatures } from './start-realtime-features';
import { fakeChannel } from './test-socket';

const REQUEST = { token: '6d0e1c2a-request' };

function openTab(tabChannel: string, queryClient = new QueryClient()) {
  const portal = { api: { call: vi.fn() }, notify: vi.fn(), queryClient } as unknown as Pick<
    PortalContext,
    'api' | 'notify' | 'queryClient'
  >;
  const sockets = fakeChannel();
  const features = startRealtimeFeatures(portal, {
    channel: sockets.channel,
    media: { getDisplayMedia: vi.fn(), capture: vi.fn() },
    describe: () => ({ features: {}, platform: 'desktop Chrome' }),
    tabChannel,
  });
  const server = sockets.open();
  server.connectNow();
  return { features, server, sockets };
}

test('a request answered in one tab closes in the page’s other tabs', async () => {
  const name = `answered-${Math.random()}`;
  const [first, second] = [openTab(name), openTab(name)];
  for (const tab of [first, second]) tab.server.receive('screenshot.request', REQUEST);

  first.features.screenshotFlow.decline();

  await vi.waitFor(() => expect(second.features.screenshotFlow.getState()).toBeNull());
  // Only the tab that answered tells the server.
  expect(second.server.emitted.filter(({ event }) => event === 'screenshot.denied')).toEqual([]);
  expect(first.server.emitted).toContainEqual({ event: 'screenshot.denied', payload: REQUEST });
  first.features.stop();
  second.features.stop();
});

test('signing out detaches every listener from the socket and closes an open request', () => {
  const { features, server, sockets } = openTab(`answered-${Math.random()}`);
  server.receive('screenshot.request', REQUEST);
  expect(features.screenshotFlow.getState()?.step).toBe('request');

  sockets.close();

  expect(features.screenshotFlow.getState()).toBeNull();
  const events = ['connect', 'connect_error', 'screenshot.request', 'screenshot.withdraw'];
  for (const event of [...events, 'data.changed']) {
    expect(server.listenerCount(event), event).toBe(0);
  }
  features.stop();
});

test('what the user changed on another device is asked for again on this page', async () => {
  const queryClient = new QueryClient();
  const { features, server } = openTab(`answered-${Math.random()}`, queryClient);
  const alerts = vi.fn().mockResolvedValue([]);
  const events = vi.fn().mockResolvedValue([]);
  await queryClient.fetchQuery({ queryKey: ['alerts'], queryFn: alerts });
  await queryClient.fetchQuery({ queryKey: ['events'], queryFn: events });

  server.receive('data.changed', { changes: ['alerts', 'payments'] });

  await vi.waitFor(() => expect(queryClient.getQueryState(['alerts'])?.isInvalidated).toBe(true));
  expect(queryClient.getQueryState(['events'])?.isInvalidated).toBe(false);
  // Nothing the page does not know is taken: a family it has never heard of changes nothing.
  server.receive('data.changed', { changes: ['events', 'everything'] });
  expect(queryClient.getQueryState(['events'])?.isInvalidated).toBe(false);
  features.stop();
});
