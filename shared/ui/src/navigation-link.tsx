import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface NavigationLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  navigate: (to: string) => void;
}

/**
 * A link that navigates in the page (no reload). Modified clicks keep the browser's own
 * behaviour: a new tab, a download.
 */
export function NavigationLink({ href, navigate, onClick, ...rest }: NavigationLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
