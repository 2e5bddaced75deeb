import { expect, test, vi } from 'vitest';
import { createEventBus, getPageEventBus, InvalidEventError, type PortalEvent } from './index';

test('a subscriber receives the events of its type only', () => {
  const bus = createEventBus();
  const renewals: string[] = [];
  bus.on('renewal.success', (event) => renewals.push(event.policyId));

  bus.emit({ type: 'renewal.success', policyId: 'P1' });
  bus.emit({ type: 'quick-quote.open' });

  expect(renewals).toEqual(['P1']);
});

test('unsubscribing stops delivery', () => {
  const bus = createEventBus();
  const handler = vi.fn();
  const off = bus.on('quick-quote.open', handler);

  bus.emit({ type: 'quick-quote.open' });
  off();
  bus.emit({ type: 'quick-quote.open' });

  expect(handler).toHaveBeenCalledTimes(1);
});

test('an invalid payload is refused in development with the reason', () => {
  const bus = createEventBus({ validate: true });
  const handler = vi.fn();
  bus.on('renewal.success', handler);

  const invalid = { type: 'renewal.success', policyId: 42 } as unknown as PortalEvent;

  expect(() => bus.emit(invalid)).toThrow(InvalidEventError);
  expect(() => bus.emit(invalid)).toThrow(/renewal\.success/);
  expect(handler).not.toHaveBeenCalled();
});

test('production builds skip validation and deliver as sent', () => {
  const bus = createEventBus({ validate: false });
  const handler = vi.fn();
  bus.on('renewal.success', handler);

  bus.emit({ type: 'renewal.success', policyId: 42 } as unknown as PortalEvent);

  expect(handler).toHaveBeenCalledWith({ type: 'renewal.success', policyId: 42 });
});

test('a failing subscriber does not stop the others', () => {
  const bus = createEventBus();
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const second = vi.fn();
  bus.on('quick-quote.open', () => {
    throw new Error('broken remote');
  });
  bus.on('quick-quote.open', second);

  bus.emit({ type: 'quick-quote.open' });

  expect(second).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(
    "A 'quick-quote.open' event handler failed",
    expect.any(Error),
  );
  error.mockRestore();
});

test('the page has exactly one bus, whoever asks for it', () => {
  const first = getPageEventBus();
  const second = getPageEventBus();
  const handler = vi.fn();
  first.on('session.expired', handler);

  second.emit({ type: 'session.expired' });

  expect(second).toBe(first);
  expect(handler).toHaveBeenCalledTimes(1);
});
