import * as v from 'valibot';
import {
  PortalEventSchema,
  type PortalEvent,
  type PortalEventOf,
  type PortalEventType,
} from './events';

export type Unsubscribe = () => void;

export interface EventBus {
  emit(event: PortalEvent): void;
  /** Calls `handler` for every later event of `type`; the returned function stops it. */
  on<T extends PortalEventType>(type: T, handler: (event: PortalEventOf<T>) => void): Unsubscribe;
}

export interface EventBusOptions {
  /** Check every payload against its schema; on in development builds and tests. */
  validate?: boolean;
}

export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

export function createEventBus({
  validate = process.env.NODE_ENV !== 'production',
}: EventBusOptions = {}): EventBus {
  const handlers = new Map<PortalEventType, Set<(event: PortalEvent) => void>>();

  return {
    emit(event) {
      if (validate) {
        const result = v.safeParse(PortalEventSchema, event);
        if (!result.success) {
          const problems = result.issues.map((issue) => issue.message).join('; ');
          throw new InvalidEventError(`Invalid '${String(event?.type)}' event: ${problems}`);
        }
      }
      for (const handler of [...(handlers.get(event.type) ?? [])]) {
        // One failing subscriber must not starve the others (they may live in other remotes).
        try {
          handler(event);
        } catch (error) {
          console.error(`A '${event.type}' event handler failed`, error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const listener = handler as (event: PortalEvent) => void;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

// Module state is not shared across separately built remotes, so the page's one bus lives on a
// global key: whichever build asks first creates it, every later caller gets the same object.
const PAGE_BUS_KEY = Symbol.for('portal.event-bus');

export function getPageEventBus(): EventBus {
  const page = globalThis as { [PAGE_BUS_KEY]?: EventBus };
  page[PAGE_BUS_KEY] ??= createEventBus();
  return page[PAGE_BUS_KEY];
}
