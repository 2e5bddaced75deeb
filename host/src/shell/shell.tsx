import { href, matchRoute, REMOTE_APPS, type RemoteApp } from '@portal/contract';
import { AppLink, PortalProvider, type PortalContext } from '@portal/platform';
import { useEffect } from 'react';
import { HostPage } from './host-page';
import { usePathname } from './location';

const NAVIGATION = [
  { label: 'Home', to: href('home') },
  { label: 'Your calendar', to: href('events') },
  { label: 'Contact', to: href('contact') },
  { label: 'FAQs', to: href('faqs') },
  { label: 'Your Account', to: href('settings') },
];

const FOOTER_LINKS = [
  { label: 'About', to: href('about') },
  { label: 'Sitemap', to: href('sitemap') },
  { label: 'Privacy policy', to: href('privacy-policy') },
];

export interface ShellProps {
  portal: PortalContext;
  /** Called with each remote's region element once the shell is in the page. */
  onRegions: (regions: Map<RemoteApp, HTMLElement>) => void;
}

export function Shell({ portal, onRegions }: ShellProps) {
  const pathname = usePathname();
  const { route } = matchRoute(pathname);

  useEffect(() => {
    document.title = `${route.title} | ${portal.brand.label}`;
  }, [route.title, portal.brand.label]);

  useEffect(() => {
    const regions = new Map<RemoteApp, HTMLElement>();
    for (const app of REMOTE_APPS) {
      const element = document.getElementById(`region-${app}`);
      if (element) regions.set(app, element);
    }
    onRegions(regions);
  }, [onRegions]);

  return (
    <PortalProvider value={portal}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <AppLink className="shell-brand" href={href('home')}>
          {portal.brand.label}
        </AppLink>
        <nav aria-label="Main">
          <ul>
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <AppLink href={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="shell-main">
        {route.app === 'host' && <HostPage route={route} />}
        {/* Each remote renders into its own region; React never touches their content. */}
        {REMOTE_APPS.map((app) => (
          <div key={app} id={`region-${app}`} className="shell-region" data-region={app} hidden />
        ))}
      </main>
      <footer className="shell-footer">
        <nav aria-label="Footer">
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <AppLink href={item.to}>{item.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          {portal.brand.legalName} is authorised and regulated by the Financial Conduct Authority
          (firm reference number {portal.brand.regulatorNumber}).
        </p>
      </footer>
    </PortalProvider>
  );
}
