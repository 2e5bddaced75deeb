import { matchRoute } from '@portal/contract';
import type { ConfirmLeave } from '@portal/platform';

// portal.md §2: leaving a form with unsaved changes asks 'Unsaved changes' ('Stay here' /
// 'Leave page'). Remotes only hold PortalContext.confirmLeave while a form is dirty; the host
// decides here, for every way of leaving: an in-app link, the back and forward buttons (both
// reach single-spa as a routing event it can cancel) and closing or reloading the tab.

/** What single-spa puts in 'single-spa:before-routing-event'. */
interface BeforeRouting {
  readonly oldUrl: string;
  readonly newUrl: string;
  readonly cancel: () => void;
}

function readBeforeRouting(event: Event): BeforeRouting | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null) return null;
  if (!('oldUrl' in detail) || typeof detail.oldUrl !== 'string') return null;
  if (!('newUrl' in detail) || typeof detail.newUrl !== 'string') return null;
  if (!('cancelNavigation' in detail) || typeof detail.cancelNavigation !== 'function') return null;
  const { cancelNavigation } = detail;
  return { oldUrl: detail.oldUrl, newUrl: detail.newUrl, cancel: () => cancelNavigation(true) };
}

export interface LeaveGuardOptions {
  readonly confirmLeave: ConfirmLeave;
  /** Asks the user, with the path they wanted to go to. */
  readonly ask: (wanted: string) => void;
  /** Goes to a path through single-spa (navigateToUrl). */
  readonly navigate: (to: string) => void;
  readonly window?: Window;
}

export interface LeaveGuard {
  /** 'Leave page': lets the next navigation to `wanted` through, held or not, and goes there. */
  leave(wanted: string): void;
  /** Removes every listener. */
  stop(): void;
}

function pageOf(url: URL): string {
  return url.pathname + url.search;
}

/** Installs the guard on the page; the returned `stop` removes it. */
export function installLeaveGuard(options: LeaveGuardOptions): LeaveGuard {
  const { confirmLeave, ask, navigate } = options;
  const target = options.window ?? window;
  // The one navigation 'Leave page' allowed, as an absolute URL (single-spa's newUrl is one).
  let allowed: string | null = null;

  function beforeRouting(event: Event) {
    const routing = readBeforeRouting(event);
    if (!routing) return;
    const from = new URL(routing.oldUrl, target.location.href);
    const to = new URL(routing.newUrl, target.location.href);
    // The permission is for the very next navigation only.
    const wasAllowed = allowed === to.href;
    allowed = null;
    if (wasAllowed || !confirmLeave.isHeld()) return;
    // A change of hash alone, or no change at all, leaves nothing behind.
    if (pageOf(from) === pageOf(to)) return;
    // portal.md §4: a 503 has already dropped the session; nothing on the page can be saved.
    if (matchRoute(to.pathname).route.name === 'maintenance') return;
    routing.cancel();
    // single-spa restores the old URL without telling anyone; the shell, which heard about the
    // new one, is told to read the location again once that is done.
    target.setTimeout(() => {
      target.dispatchEvent(new PopStateEvent('popstate', { state: target.history.state }));
    });
    ask(pageOf(to) + to.hash);
  }

  // The browser's own 'Leave site?' prompt; listening only while held keeps the page eligible
  // for the back-forward cache the rest of the time.
  function beforeUnload(event: BeforeUnloadEvent) {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  }
  let unloadGuarded = false;
  function followHolds(held: boolean) {
    if (held && !unloadGuarded) target.addEventListener('beforeunload', beforeUnload);
    if (!held && unloadGuarded) target.removeEventListener('beforeunload', beforeUnload);
    unloadGuarded = held;
  }

  target.addEventListener('single-spa:before-routing-event', beforeRouting);
  const unsubscribe = confirmLeave.subscribe(followHolds);
  followHolds(confirmLeave.isHeld());

  return {
    leave(wanted) {
      allowed = new URL(wanted, target.location.href).href;
      navigate(wanted);
    },
    stop() {
      target.removeEventListener('single-spa:before-routing-event', beforeRouting);
      unsubscribe();
      followHolds(false);
    },
  };
}
