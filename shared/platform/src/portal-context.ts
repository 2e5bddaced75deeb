import type { QueryClient } from '@tanstack/react-query';
import type { EventBus } from '@portal/event-bus';
import type { ApiClient } from '@portal/contract';
import type { Brand } from './brand';
import type { ConfirmLeave } from './confirm-leave';
import type { FeatureStore } from './features';
import type { SessionStore } from './session-store';

export interface Toast {
  message: string;
  kind?: 'info' | 'success' | 'warning' | 'error';
  /** How long it stays; the page's default (portal.md §9: 20 seconds) when not given. */
  durationMs?: number;
}

/**
 * Everything a remote may use of the page, created once by the host and handed to every remote
 * at mount. Remotes create none of these themselves: module state is per build, not per page.
 */
export interface PortalContext {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  readonly bus: EventBus;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  readonly brand: Brand;
  readonly features: FeatureStore;
  readonly notify: (toast: Toast) => void;
  readonly confirmLeave: ConfirmLeave;
}

/** What the host passes to a remote's `mount`: the context plus the region it renders into. */
export interface RemoteMountProps {
  readonly portal: PortalContext;
  readonly domElement: HTMLElement;
  /** Tells the host the remote crashed while rendering, so it can show the fallback. */
  readonly reportError: (error: unknown) => void;
}
