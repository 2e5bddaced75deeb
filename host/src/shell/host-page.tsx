import type { RouteDefinition } from '@portal/contract';
import { PageScreen } from '@portal/ui';

/** The host's own routes (login, maintenance, error, not found, about, sitemap, privacy policy). */
export function HostPage({ route }: { route: RouteDefinition }) {
  return <PageScreen title={route.title} />;
}
