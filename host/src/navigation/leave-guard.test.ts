// @vitest-environment jsdom
import { createConfirmLeave } from '@portal/platform';
import { afterEach, expect, test, vi } from 'vitest';
import { installLeaveGuard, type LeaveGuard } from './leave-guard';

const ORIGIN = window.location.origin;
let guard: LeaveGuard | null = null;

afterEach(() => {
  guard?.stop();
  guard = null;
  vi.useRealTimers();
});

function setUp() {
  const confirmLeave = createConfirmLeave();
  const ask = vi.fn<(wanted: string) => void>();
  const navigate = vi.fn<(to: string) => void>();
  guard = installLeaveGuard({ confirmLeave, ask, navigate });
  return { confirmLeave, ask, navigate, guard };
}

/** Fires single-spa's event as it would for a move from one path to another. */
function route(from: string, to: string) {
  const cancelNavigation = vi.fn();
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { oldUrl: ORIGIN + from, newUrl: ORIGIN + to, cancelNavigation },
    }),
  );
  return cancelNavigation;
}

function unload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test('with nothing held, navigation goes ahead and nobody is asked', () => {
  const { ask } = setUp();
  expect(route('/contact', '/events')).not.toHaveBeenCalled();
  expect(ask).not.toHaveBeenCalled();
});

test('while held, navigation is cancelled and the user is asked with the wanted path', () => {
  const { confirmLeave, ask } = setUp();
  confirmLeave.hold();
  expect(route('/contact', '/events?month=6#today')).toHaveBeenCalledWith(true);
  expect(ask).toHaveBeenCalledWith('/events?month=6#today');
});

test('the back button reaches the guard the same way and is cancelled too', () => {
  const { confirmLeave, ask } = setUp();
  confirmLeave.hold();
  expect(route('/contact', '/')).toHaveBeenCalled();
  expect(ask).toHaveBeenCalledWith('/');
});

test('once every hold is released, navigation goes ahead again', () => {
  const { confirmLeave, ask } = setUp();
  const release = confirmLeave.hold();
  release();
  expect(route('/contact', '/events')).not.toHaveBeenCalled();
  expect(ask).not.toHaveBeenCalled();
});

test('a change of hash alone is not leaving the page', () => {
  const { confirmLeave, ask } = setUp();
  confirmLeave.hold();
  expect(route('/contact', '/contact#main')).not.toHaveBeenCalled();
  expect(ask).not.toHaveBeenCalled();
});

test('a change of query is leaving the page', () => {
  const { confirmLeave } = setUp();
  confirmLeave.hold();
  expect(route('/events?month=5', '/events?month=6')).toHaveBeenCalled();
});

test('the move to the maintenance page after a 503 is never held up', () => {
  const { confirmLeave, ask } = setUp();
  confirmLeave.hold();
  expect(
    route('/contact', '/maintenance?target=%2Fcontact&retry_after=300'),
  ).not.toHaveBeenCalled();
  expect(ask).not.toHaveBeenCalled();
});

test('Leave page goes to the wanted path and lets that one navigation through', () => {
  const { confirmLeave, navigate, guard } = setUp();
  confirmLeave.hold();
  route('/contact', '/events');
  guard.leave('/events');
  expect(navigate).toHaveBeenCalledWith('/events');
  expect(route('/contact', '/events')).not.toHaveBeenCalled();
  // Only that one: with the form still held, the next attempt asks again.
  expect(route('/contact', '/events')).toHaveBeenCalled();
});

test('the permission of Leave page is not spent on another destination', () => {
  const { confirmLeave, guard } = setUp();
  confirmLeave.hold();
  guard.leave('/events');
  expect(route('/contact', '/faqs')).toHaveBeenCalled();
  expect(route('/contact', '/events')).toHaveBeenCalled();
});

test('after a cancel the page is told to read the restored location again', () => {
  vi.useFakeTimers();
  const { confirmLeave } = setUp();
  confirmLeave.hold();
  const popstate = vi.fn();
  window.addEventListener('popstate', popstate);
  route('/contact', '/events');
  expect(popstate).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(popstate).toHaveBeenCalledTimes(1);
  window.removeEventListener('popstate', popstate);
});

test('closing the tab is guarded only while held', () => {
  const { confirmLeave } = setUp();
  expect(unload()).toBe(false);
  const release = confirmLeave.hold();
  expect(unload()).toBe(true);
  release();
  expect(unload()).toBe(false);
});

test('a hold taken before the guard started guards closing the tab at once', () => {
  const confirmLeave = createConfirmLeave();
  confirmLeave.hold();
  guard = installLeaveGuard({ confirmLeave, ask: vi.fn(), navigate: vi.fn() });
  expect(unload()).toBe(true);
});

test('stop removes every listener', () => {
  const { confirmLeave, ask, guard } = setUp();
  confirmLeave.hold();
  guard.stop();
  expect(route('/contact', '/events')).not.toHaveBeenCalled();
  expect(unload()).toBe(false);
  expect(ask).not.toHaveBeenCalled();
});

test('events without single-spa details are ignored', () => {
  const { confirmLeave, ask } = setUp();
  confirmLeave.hold();
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: null }));
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(ask).not.toHaveBeenCalled();
});
