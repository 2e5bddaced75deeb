import { href, MESSAGES, type RouteDefinition } from '@portal/contract';
import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, NavigationLink, PageScreen, Text } from '@portal/ui';

// The host's plain pages (portal.md §2): about, the error page (500) and the not-found page
// (every path no route matches). portal.md §1: each brand has a label, legal name, regulator
// number and contact number; §8 gives the error page's message. The rest of the wording is ours.

export const NOT_FOUND_MESSAGE =
  'We could not find the page you were looking for. It may have moved, or the address may have been mistyped.';

/** The brand's contact number (portal.md §9: a brand setting), as a link that dials it. */
function BrandPhone() {
  const { brand } = usePortal();
  // Underlined: inside a sentence a link must not rely on colour alone.
  return (
    <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
      {brand.contactNumber}
    </Anchor>
  );
}

function HomeLink() {
  const { navigate } = usePortal();
  return (
    <Text>
      <NavigationLink href={href('home')} navigate={navigate}>
        Go to the home page
      </NavigationLink>
    </Text>
  );
}

export function AboutPage({ route }: { route: RouteDefinition }) {
  const { brand } = usePortal();
  const regulated =
    `${brand.label} is a trading name of ${brand.legalName}, which is authorised and regulated ` +
    `by the Financial Conduct Authority (firm reference number ${brand.regulatorNumber}).`;
  return (
    <PageScreen title={route.title} layout="prose">
      <Text>{regulated}</Text>
      <Text>
        This portal is where you can see your car, van and bike policies and their correspondence,
        ask us for changes, make payments and keep your account up to date, at any time of day.
      </Text>
      <Text>
        To speak to us, phone <BrandPhone />.
      </Text>
    </PageScreen>
  );
}

export function ErrorPage({ route }: { route: RouteDefinition }) {
  return (
    <PageScreen title={route.title} layout="prose">
      <Text>{MESSAGES.serverError}</Text>
      <Text>
        Phone us on <BrandPhone />.
      </Text>
      <HomeLink />
    </PageScreen>
  );
}

export function NotFoundPage({ route }: { route: RouteDefinition }) {
  return (
    <PageScreen title={route.title} layout="prose">
      <Text>{NOT_FOUND_MESSAGE}</Text>
      <HomeLink />
    </PageScreen>
  );
}
