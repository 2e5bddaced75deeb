import { href, matchRoute, REMOTE_APPS, routeTitle, type RemoteApp } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { telephoneHref, type Brand } from '@portal/platform';
import { NavigationLink, PageLoading } from '@portal/ui';
import { BrandLogo } from '../brands/brand-logo';
import { FOOTER_LINKS, NAVIGATION, useVisibleItems } from '../chrome/navigation';
import { ShellMenu } from '../chrome/shell-menu';
import type { Consent } from '../consent/consent';
import { CookieBanner } from '../consent/cookie-banner';
import { OfflineNotice } from '../connectivity/offline-notice';
import { NotificationBell } from '../notifications/notification-bell';
import { PromotionWidget } from '../promotions/promotion-widget';
import { afterFirstPaint } from './after-first-paint';
import { HostPage } from './host-page';
import type { SettledApps } from './settled-apps';
import { SessionGreeting, SessionNavItem } from '../session/session-nav';

// Opens only when a session lapses, which no page does as it opens: the dialog's code comes after
// the first paint, and both the server and hydration render nothing in its place.
const SessionLapseModal = afterFirstPaint(() =>
  import('../session/login-modal').then((module) => module.SessionLapseModal),
);

type Navigate = (to: string) => void;

export interface ShellProps {
  brand: Brand;
  pathname: string;
  /** Remotes that have shown something (their screen or their fallback) since the page loaded. */
  settledApps: SettledApps;
  navigate: Navigate;
  /** On the server: the cookie consent the request carries (the browser reads its own). */
  consent?: Consent | null;
}

/**
 * The page frame around every app. Pure, so the server renders the same markup the browser
 * hydrates: the frame and the page title are on screen before any script has run.
 */
export function Shell({ brand, pathname, settledApps, navigate, consent }: ShellProps) {
  const { route, params } = matchRoute(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <ShellMenu pathname={pathname} />
        <NavigationLink className="shell-brand" href={href('home')} navigate={navigate}>
          <BrandLogo brand={brand} />
          <span>{brand.label}</span>
        </NavigationLink>
        <MainNavigation pathname={pathname} navigate={navigate} />
        <div className="shell-tools">
          <PromotionWidget pathname={pathname} navigate={navigate} />
          <SessionGreeting />
          <NotificationBell />
        </div>
      </header>
      <OfflineNotice />
      <main
        id="main"
        className={route.app === 'host' ? 'shell-main' : 'shell-main shell-main--remote'}
      >
        {route.app === 'host' && <HostPage route={route} />}
        {/* Until a remote's first screen is in, its title and skeleton stand in for it. */}
        {route.app !== 'host' && (
          <RemoteStandIn
            app={route.app}
            title={routeTitle(route, params)}
            settledApps={settledApps}
          />
        )}
        {/* Each remote renders into its own region; React never touches their content. */}
        {REMOTE_APPS.map((app) => (
          <div key={app} id={`region-${app}`} className="shell-region" data-region={app} hidden />
        ))}
      </main>
      <footer className="shell-footer">
        <FooterNavigation navigate={navigate} />
        <p>
          Questions about your policy? Phone {brand.label} on{' '}
          <a href={telephoneHref(brand.contactNumber)}>{brand.contactNumber}</a>.
        </p>
        <p>
          {brand.legalName} is authorised and regulated by the Financial Conduct Authority (firm
          reference number {brand.regulatorNumber}).
        </p>
      </footer>
      <SessionLapseModal pathname={pathname} />
      <CookieBanner serverConsent={consent} />
    </>
  );
}

// The navigation follows the session; the frame around it does not. Each list is a component of
// its own, so the session arriving after hydration (the server renders every page signed out)
// re-renders the lists, not the whole frame.

function MainNavigation({ pathname, navigate }: { pathname: string; navigate: Navigate }) {
  const navigation = useVisibleItems(NAVIGATION);
  return (
    <nav aria-label="Main" className="shell-nav">
      <ul>
        {navigation.map((item) => (
          <li key={item.to}>
            <NavigationLink
              href={item.to}
              navigate={navigate}
              aria-current={pathname === item.to ? 'page' : undefined}
            >
              {item.label}
            </NavigationLink>
          </li>
        ))}
        <SessionNavItem pathname={pathname} />
      </ul>
    </nav>
  );
}

function FooterNavigation({ navigate }: { navigate: Navigate }) {
  const footerLinks = useVisibleItems(FOOTER_LINKS);
  return (
    <nav aria-label="Footer">
      <ul>
        {footerLinks.map((item) => (
          <li key={item.label}>
            <NavigationLink href={item.to} navigate={navigate}>
              {item.label}
            </NavigationLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RemoteStandIn({
  app,
  title,
  settledApps,
}: {
  app: RemoteApp;
  title: string;
  settledApps: SettledApps;
}) {
  const settled = useSyncExternalStore(
    settledApps.subscribe,
    () => settledApps.has(app),
    () => false,
  );
  return settled ? null : <PageLoading title={title} />;
}

export function pageTitle(pathname: string, brand: Brand): string {
  const { route, params } = matchRoute(pathname);
  return `${routeTitle(route, params)} | ${brand.label}`;
}
