import { Burger } from '@portal/ui';
import { useState } from 'react';
import { afterFirstPaint } from '../shell/after-first-paint';
import type { MenuDrawerProps } from './menu-drawer';

// The drawer menu (portal.md §2 Shell): Home, the user's policies, Your calendar, Contact, FAQs,
// Your Account and Log Out (with its confirmation). §9: 350 px wide over 1000 px, else 258
// (the width is CSS: .shell-drawer in styles.css).

// Closed when a page opens: the drawer's code comes after the first paint, or on the first click.
const MenuDrawer = afterFirstPaint<MenuDrawerProps>(
  () => import('./menu-drawer').then((module) => module.MenuDrawer),
  { neededNow: (props) => props.opened, closed: (props) => ({ ...props, opened: false }) },
);

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
      <MenuDrawer opened={opened} onClose={() => setOpenedOn(null)} pathname={pathname} />
    </>
  );
}
