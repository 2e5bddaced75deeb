import { href } from '@portal/contract';
import { policiesQuery, usePortal } from '@portal/platform';
import { Burger, Drawer, NavigationLink } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SessionNavItem } from '../session/session-nav';
import { useSessionValue } from '../session/use-session';
import { NAVIGATION } from './navigation';

// The drawer menu (portal.md §2 Shell): Home, the user's policies, Your calendar, Contact, FAQs,
// Your Account and Log Out (with its confirmation). §9: 350 px wide over 1000 px, else 258
// (the width is CSS: .shell-drawer in styles.css).

export function ShellMenu({ pathname }: { pathname: string }) {
  // Open on the page it was opened on: following a link closes it, the new page is what the
  // user asked for.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpenedOn(opened ? null : pathname)}
        color="white"
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="shell-menu"
        className="shell-burger"
      />
      <Drawer
        id="shell-menu"
        opened={opened}
        onClose={() => setOpenedOn(null)}
        title="Menu"
        size="var(--drawer-width)"
        classNames={{ content: 'shell-drawer' }}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Menu" className="drawer-nav">
          <ul>
            <MenuLink to={href('home')} pathname={pathname} label="Home" />
            <YourPolicies pathname={pathname} />
            {NAVIGATION.filter((item) => item.to !== href('home')).map((item) => (
              <MenuLink key={item.to} to={item.to} pathname={pathname} label={item.label} />
            ))}
            <SessionNavItem pathname={pathname} />
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

function MenuLink({ to, pathname, label }: { to: string; pathname: string; label: string }) {
  const { navigate } = usePortal();
  return (
    <li>
      <NavigationLink
        href={to}
        navigate={navigate}
        aria-current={pathname === to ? 'page' : undefined}
      >
        {label}
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
              label={`${policy.label} (${policy.reference.toUpperCase()})`}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
