import type { RouteDefinition } from '@portal/contract';
import { LoginPage } from '../login/login-page';
import { AboutPage, ErrorPage, NotFoundPage } from '../pages/info-pages';
import { MaintenancePage } from '../pages/maintenance-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';
import { SitemapPage } from '../pages/sitemap-page';

/**
 * The host's own routes (portal.md §2): login, maintenance, error, not found, about, sitemap and
 * privacy policy. The server renders them inside the shell and the browser hydrates them, so each
 * renders the same markup on both until it has mounted.
 */
export function HostPage({ route }: { route: RouteDefinition }) {
  switch (route.name) {
    case 'maintenance':
      return <MaintenancePage route={route} />;
    case 'error':
      return <ErrorPage route={route} />;
    case 'about':
      return <AboutPage route={route} />;
    case 'sitemap':
      return <SitemapPage route={route} />;
    case 'privacy-policy':
      return <PrivacyPolicyPage route={route} />;
    case 'login':
      return <LoginPage />;
    default:
      return <NotFoundPage route={route} />;
  }
}
