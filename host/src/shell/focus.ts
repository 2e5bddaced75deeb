// After an in-app navigation, focus moves to the new screen's title, so keyboard and screen
// reader users start on the new page instead of a link of the one they left. The first page
// load keeps the browser's own start.
let firstRouteDone = false;
window.addEventListener('single-spa:routing-event', () => (firstRouteDone = true), { once: true });

export function focusPageTitle(root: ParentNode | null): void {
  if (!firstRouteDone) return;
  root?.querySelector<HTMLElement>('h1')?.focus();
}
