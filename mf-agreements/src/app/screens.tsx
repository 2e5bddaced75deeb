import type { RouteDefinition } from '@portal/contract';
import { PageScreen } from '@portal/ui';
import type { ReactNode } from 'react';
import { AgreementsScreen } from '../features/agreements/components/agreements-screen';
import { AgreementsCompleteScreen } from '../features/outcomes/components/agreements-complete-screen';
import { AgreementsDeclinedScreen } from '../features/outcomes/components/agreements-declined-screen';

// The screen for each of this app's rows of the route table (portal.md §2).
const SCREENS: Readonly<Record<string, (route: RouteDefinition) => ReactNode>> = {
  agreements: (route) => <AgreementsScreen title={route.title} />,
  'agreements-complete': (route) => <AgreementsCompleteScreen title={route.title} />,
  'agreements-declined': (route) => <AgreementsDeclinedScreen title={route.title} />,
};

export function screenFor(route: RouteDefinition): ReactNode {
  return SCREENS[route.name]?.(route) ?? <PageScreen title={route.title} />;
}
