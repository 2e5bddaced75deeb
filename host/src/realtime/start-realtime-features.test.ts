import { expect, test, vi } from 'vitest';
import type { PortalContext } from '@portal/platform';
import { startRealtimeFeatures } from './start-realtime-features';
import { fakeChannel } from './test-socket';

const REQUEST = { token: '6d0e1c2a-request' };

function openTab(tabChannel: string) {
  const portal = { api: { call: vi.fn() }, notify: vi.fn() } as unknown as Pick<
    PortalContext,
    'api' | 'notify'
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
  for (const event of ['connect', 'connect_error', 'screenshot.request', 'screenshot.withdraw']) {
    expect(server.listenerCount(event), event).toBe(0);
  }
  features.stop();
});
