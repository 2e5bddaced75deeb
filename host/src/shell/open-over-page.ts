// What is open over the page, whichever app opened it: the remotes' Mantine modals render into
// the same document as the shell's, so the page itself is the one place to look.

/** Modal dialogs: Mantine's modals and drawers. */
const MODAL = '[aria-modal="true"]';

/**
 * On screen: neither hidden nor inside something that is. A modal kept mounted while closed
 * (the quick quote's) stays in the page, inside a `display: none` wrapper.
 */
export function isShown(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.hidden) return false;
    if (view?.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** Whether any of `selector` is open over the page. */
export function openOverPage(page: Document, selector = MODAL): boolean {
  return Array.from(page.querySelectorAll(selector)).some(isShown);
}
