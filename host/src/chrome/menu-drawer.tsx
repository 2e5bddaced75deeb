import { href, type RouteName } from '@portal/contract';
import { policiesQuery, usePortal } from '@portal/platform';
import { Drawer, NavigationLink } from '@portal/ui';
import {
  IconCalendarEvent,
  IconCar,
  IconFileText,
  IconHelpCircle,
  IconHome,
  IconMessage,
  IconMotorbike,
  IconTruck,
  IconUserCircle,
  type Icon,
} from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionNavItem } from '../session/session-nav';
import { useSessionValue } from '../session/use-session';
import { NAVIGATION, useVisibleItems } from './navigation';

// The drawer of the menu (shell-menu.tsx), loaded after the first paint or when first opened.

// Each item's icon, decorative: the label says where it goes.
const ROUTE_ICONS: Partial<Record<RouteName, Icon>> = {
  home: IconHome,
  events: IconCalendarEvent,
  contact: IconMessage,
  faqs: IconHelpCircle,
  settings: IconUserCircle,
};
const POLICY_ICONS: Readonly<Record<string, Icon>> = {
  car: IconCar,
  motor: IconCar,
  van: IconTruck,
  bike: IconMotorbike,
  home: IconHome,
};

export interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
}

export function MenuDrawer({ opened, onClose, pathname }: MenuDrawerProps) {
  const navigation = useVisibleItems(NAVIGATION);
  return (
    <Drawer
      id="shell-menu"
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="var(--drawer-width)"
      classNames={{ content: 'shell-drawer' }}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Menu" className="drawer-nav">
        <ul>
          {navigation
            .filter((item) => item.route === 'home')
            .map((item) => (
              <MenuLink
                key={item.to}
                to={item.to}
                pathname={pathname}
                label={item.label}
                icon={ROUTE_ICONS[item.route]}
              />
            ))}
          <YourPolicies pathname={pathname} />
          {navigation
            .filter((item) => item.route !== 'home')
            .map((item) => (
              <MenuLink
                key={item.to}
                to={item.to}
                pathname={pathname}
                label={item.label}
                icon={ROUTE_ICONS[item.route]}
              />
            ))}
          <SessionNavItem pathname={pathname} />
        </ul>
      </nav>
    </Drawer>
  );
}

function MenuLink({
  to,
  pathname,
  label,
  icon: ItemIcon,
}: {
  to: string;
  pathname: string;
  label: ReactNode;
  icon?: Icon | undefined;
}) {
  const { navigate } = usePortal();
  return (
    <li>
      <NavigationLink
        href={to}
        navigate={navigate}
        aria-current={pathname === to ? 'page' : undefined}
      >
        {ItemIcon ? <ItemIcon size={20} stroke={1.75} aria-hidden className="drawer-icon" /> : null}
        <span>{label}</span>
      </NavigationLink>
    </li>
  );
}

/** 'Your Policies': the signed-in user's current policies, each opening its summary. */
function YourPolicies({ pathname }: { pathname: string }) {
  const status = useSessionValue((state) => state.status, 'signed-out');
  return status === 'signed-in' ? <PolicyLinks pathname={pathname} /> : null;
}

function PolicyLinks({ pathname }: { pathname: string }) {
  const { api } = usePortal();
  const policies = useQuery(policiesQuery(api));
  const current = (policies.data ?? []).filter((policy) => !policy.hidden);
  return (
    <li>
      <span className="drawer-heading" id="drawer-policies">
        Your Policies
      </span>
      {policies.isPending && <p className="drawer-note">Loading your policies…</p>}
      {policies.isError && <p className="drawer-note">Your policies could not be loaded.</p>}
      {current.length > 0 && (
        <ul aria-labelledby="drawer-policies">
          {current.map((policy) => (
            <MenuLink
              key={policy.id}
              to={href('policy-summary', { policyId: String(policy.id) })}
              pathname={pathname}
              icon={POLICY_ICONS[policy.icon.trim().toLowerCase()] ?? IconFileText}
              label={
                <>
                  {policy.label}
                  {/* The reference on a line of its own: it never breaks at its hyphens. */}
                  <span className="drawer-reference"> {policy.reference.toUpperCase()}</span>
                </>
              }
            />
          ))}
        </ul>
      )}
    </li>
  );
}
