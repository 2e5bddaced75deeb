import { NavigationLink } from '@portal/ui';
import type { AnchorHTMLAttributes } from 'react';
import { usePortal } from './portal-provider';

/** A link to a route of any app: the host navigates (single-spa re-routes, no page reload). */
export function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = usePortal();
  return <NavigationLink navigate={navigate} {...props} />;
}
