import { ROUTES, UNLISTED_ROUTES, type Access, type RouteDefinition } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { NavigationLink, PageScreen, Stack, Title } from '@portal/ui';

// The sitemap is generated from the route table (portal.md §2), so it can never list a page that
// does not exist or miss a new one. Routes with parameters (a policy's pages) need a policy to
// mean anything and are reached from it instead. So are the pages the portal shows when
// something happens - a failure, an outcome, the promotions shown at sign-in - which say nothing
// opened on their own.

export interface SitemapGroup {
  readonly access: Access;
  readonly heading: string;
  readonly routes: readonly RouteDefinition[];
}

/** Who can see each group, in the order the page lists them. */
export const SITEMAP_HEADINGS: Readonly<Record<Access, string>> = {
  public: 'For everyone',
  login: 'When you are signed in',
  guest: 'Before you sign in',
};

const ORDER: readonly Access[] = ['public', 'login', 'guest'];

export function hasParameters(route: RouteDefinition): boolean {
  return route.path.split('/').some((segment) => segment.startsWith(':'));
}

/** Every page one can go to, grouped by who can see it, in the table's order. */
export function sitemapGroups(routes: readonly RouteDefinition[] = ROUTES): SitemapGroup[] {
  const linkable = routes.filter(
    (route) => !hasParameters(route) && !UNLISTED_ROUTES.has(route.name),
  );
  return ORDER.map((access) => ({
    access,
    heading: SITEMAP_HEADINGS[access],
    routes: linkable.filter((route) => route.access === access),
  })).filter((group) => group.routes.length > 0);
}

export function SitemapPage({ route }: { route: RouteDefinition }) {
  const { navigate } = usePortal();
  return (
    <PageScreen title={route.title} layout="prose">
      <Stack gap="lg">
        {sitemapGroups().map((group) => (
          <section key={group.access} aria-labelledby={`sitemap-${group.access}`}>
            <Title order={2} id={`sitemap-${group.access}`} size="h3">
              {group.heading}
            </Title>
            <ul>
              {group.routes.map((page) => (
                <li key={page.name}>
                  <NavigationLink href={page.path} navigate={navigate}>
                    {page.title}
                  </NavigationLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Stack>
    </PageScreen>
  );
}
