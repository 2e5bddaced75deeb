import * as v from 'valibot';

// Every event that crosses an app boundary: one schema each, keyed by its literal `type`.
export const EVENTS = {
  'session.expired': v.object({ type: v.literal('session.expired') }),
  'login.error': v.object({ type: v.literal('login.error'), message: v.string() }),
  'quick-quote.open': v.object({ type: v.literal('quick-quote.open') }),
  'renewal.success': v.object({ type: v.literal('renewal.success'), policyId: v.string() }),
  'remote.failed': v.object({
    type: v.literal('remote.failed'),
    app: v.string(),
    reason: v.string(),
  }),
  'remote.mounted': v.object({
    type: v.literal('remote.mounted'),
    app: v.string(),
    version: v.string(),
  }),
} as const;

export const PortalEventSchema = v.variant('type', Object.values(EVENTS));

export type PortalEvent = v.InferOutput<typeof PortalEventSchema>;
export type PortalEventType = PortalEvent['type'];
export type PortalEventOf<T extends PortalEventType> = Extract<PortalEvent, { type: T }>;
