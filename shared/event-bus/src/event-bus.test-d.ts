import { expectTypeOf, test } from 'vitest';
import { createEventBus, type PortalEventOf } from './index';

test('handlers receive the payload of the subscribed type', () => {
  const bus = createEventBus();
  bus.on('renewal.success', (event) => {
    expectTypeOf(event).toEqualTypeOf<PortalEventOf<'renewal.success'>>();
    expectTypeOf(event.policyId).toBeString();
  });
  // @ts-expect-error an unknown event type is a compile error
  bus.on('no.such.event', () => {});
  // @ts-expect-error a payload missing its fields is a compile error
  bus.emit({ type: 'renewal.success' });
});
