import { readConsent } from '../consent/consent';
import { openOverPage } from '../shell/open-over-page';

// The push offer is a question the user did not ask for, so it waits for a calm moment: a page
// they have not started using, left alone for a few seconds, with nothing open over it, no
// other question on screen and none of its controls in focus. A press, a key, a wheel or an
// input on the page means it is in use, and the offer waits until the page opens again; a
// pointer moving over it may be about to press, so the quiet time starts again.

/** How long a page is left alone before it counts as calm. */
export const CALM_AFTER_MS = 4_000;

const ENGAGING = ['pointerdown', 'keydown', 'wheel', 'input'] as const;
const STIRRING = ['pointermove'] as const;

// Anything open over the page, whichever app opened it: Mantine's modals, drawers and popovers,
// menus, open selects.
const OPEN_OVER_THE_PAGE =
  '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open], [role="menu"], [role="listbox"]';

/** Whether the page, as it is now, may be given a question. */
export function isCalm(page: Document): boolean {
  if (page.visibilityState !== 'visible') return false;
  if (openOverPage(page, OPEN_OVER_THE_PAGE)) return false;
  // One question at a time: the cookie banner asks first.
  if (readConsent(page.cookie) === null) return false;
  const active = page.activeElement;
  if (!(active instanceof HTMLElement) || active === page.body) return true;
  if (active.isContentEditable || active.matches('input, textarea, select')) return false;
  // A page's title takes focus as it opens (tabindex -1, focus.ts); a control the user reached
  // in the page is where they are working.
  return !(active.tabIndex >= 0 && page.getElementById('main')?.contains(active));
}

export interface CalmOptions {
  /** How long the page must be left alone. */
  readonly quietMs?: number;
  /** The caller's own condition, asked as the quiet time ends. */
  readonly ready?: () => boolean;
  readonly page?: Document;
}

/**
 * Calls `onCalm` once, when the page has been left alone for `quietMs` and is calm. Until then
 * it looks again every `quietMs`; an engaging input ends the watch without a call. Returns the
 * function that ends it.
 */
export function watchForCalm(
  onCalm: () => void,
  { quietMs = CALM_AFTER_MS, ready = () => true, page = document }: CalmOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function wait() {
    clearTimeout(timer);
    timer = setTimeout(settle, quietMs);
  }

  function settle() {
    if (!ready() || !isCalm(page)) {
      wait();
      return;
    }
    stop();
    onCalm();
  }

  function stop() {
    clearTimeout(timer);
    for (const type of ENGAGING) page.removeEventListener(type, stop, true);
    for (const type of STIRRING) page.removeEventListener(type, wait, true);
    page.removeEventListener('visibilitychange', wait);
  }

  for (const type of ENGAGING) page.addEventListener(type, stop, { capture: true, passive: true });
  for (const type of STIRRING) page.addEventListener(type, wait, { capture: true, passive: true });
  page.addEventListener('visibilitychange', wait);
  wait();
  return stop;
}
