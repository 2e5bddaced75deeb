import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePortal } from './portal-provider';

/**
 * A link to a route of any app. It navigates through the host (single-spa re-routes, no page
 * reload); modified clicks keep the browser's own behaviour (new tab, download).
 */
export function AppLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = usePortal();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
