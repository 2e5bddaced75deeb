import { getPageEventBus } from '@portal/event-bus';
import { expect, test, vi } from 'vitest';
import { createPortalContext, type PortalContextOptions } from './index';

const options: PortalContextOptions = {
  brand: {
    id: 'motorwise',
    label: 'Motorwise',
    legalName: 'Motorwise Insurance Services Ltd',
    regulatorNumber: '123456',
    contactNumber: '0330 123 4567',
  },
  apiBaseUrl: '/api',
  navigate: vi.fn(),
  notify: vi.fn(),
};

test('the page gets one context, and it carries the page’s one bus', () => {
  const first = createPortalContext(options);
  const second = createPortalContext({ ...options, apiBaseUrl: '/other' });

  expect(second).toBe(first);
  expect(first.bus).toBe(getPageEventBus());
});

test('session, features, query cache and unsaved-changes guard start empty', () => {
  const portal = createPortalContext(options);

  expect(portal.session.getState()).toMatchObject({ token: null, greeting: null, user: null });
  expect(portal.features.getState()).toEqual({
    chat: false,
    correspondence: false,
    ivm: false,
    maintenance: false,
    online: true,
  });
  expect(portal.queryClient.getQueryCache().getAll()).toEqual([]);
  expect(portal.confirmLeave.isHeld()).toBe(false);
});

test('signing in and out through the session store is seen by every holder of the context', () => {
  const portal = createPortalContext(options);
  const seen: (string | null)[] = [];
  const stop = portal.session.subscribe((state) => seen.push(state.greeting));

  portal.session.getState().login({ token: 't1', greeting: 'Hi Sam', user: { username: 'sam' } });
  portal.session.getState().logout();
  stop();

  expect(seen).toEqual(['Hi Sam', null]);
});
