import type { RouteDefinition } from '@portal/contract';
import { PageScreen } from '@portal/ui';
import type { ReactNode } from 'react';
import { ContactScreen } from '../features/contact/components/contact-screen';

// The screen for each of this app's rows of the route table; a row without one yet shows its
// page title until its feature lands.
const SCREENS: Readonly<Record<string, (route: RouteDefinition) => ReactNode>> = {
  contact: (route) => <ContactScreen title={route.title} />,
};

export function screenFor(route: RouteDefinition): ReactNode {
  return SCREENS[route.name]?.(route) ?? <PageScreen title={route.title} />;
}
