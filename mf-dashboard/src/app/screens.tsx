import type { RouteDefinition } from '@portal/contract';
import { PageLoading, PageScreen } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ContactCard } from '../features/contact/components/contact-card';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { PoliciesCard } from '../features/policies/components/policies-card';

// The screen for each of this app's rows of the route table; a row without one yet shows its
// page title until its feature lands. Only the dashboard ('/') is in the first chunk: every other
// screen loads when it is first shown, so the first paint of '/' carries none of them.

const ContactScreen = lazy(() =>
  import('../features/contact/components/contact-screen').then((module) => ({
    default: module.ContactScreen,
  })),
);
const PolicySummaryScreen = lazy(() =>
  import('../features/policies/components/policy-summary-screen').then((module) => ({
    default: module.PolicySummaryScreen,
  })),
);
const InboxScreen = lazy(() =>
  import('../features/policies/components/inbox-screen').then((module) => ({
    default: module.InboxScreen,
  })),
);
const TodoScreen = lazy(() =>
  import('../features/dashboard/components/todo-screen').then((module) => ({
    default: module.TodoScreen,
  })),
);

function later(route: RouteDefinition, screen: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoading title={route.title} />}>{screen}</Suspense>;
}

const SCREENS: Readonly<Record<string, (route: RouteDefinition) => ReactNode>> = {
  home: (route) => (
    <DashboardScreen
      title={route.title}
      slots={{ policiesCard: <PoliciesCard />, contactCard: <ContactCard /> }}
    />
  ),
  contact: (route) => later(route, <ContactScreen title={route.title} />),
  'policy-summary': (route) => later(route, <PolicySummaryScreen title={route.title} />),
  'policy-inbox': (route) => later(route, <InboxScreen title={route.title} />),
  'todo-list': (route) => later(route, <TodoScreen title={route.title} />),
};

export function screenFor(route: RouteDefinition): ReactNode {
  return SCREENS[route.name]?.(route) ?? <PageScreen title={route.title} />;
}
