import { createRemoteApp, lazyScreen } from '@portal/platform/remote-app';
import { ContactCard } from '../features/contact/components/contact-card';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { MagazineSubscription } from '../features/magazine/components/magazine-subscription';
import { PoliciesCard } from '../features/policies/components/policies-card';
import { QuickQuoteCard } from '../features/quick-quote/components/quick-quote-card';

// The screen for each of this app's rows of the route table (portal.md §2); a row whose feature
// has not landed shows its page title alone. Only the dashboard ('/') is in the first chunk:
// every other screen loads when it is first shown, so the first paint of '/' carries none of
// them. Each lazy screen's chunk is named for its routes (screen.<route>[~<route>]), so a page
// preloads its own screen and no other (scripts/serve/preloads.ts). The dashboard's policies and contact cards come from their own features, handed in here
// (features do not import each other).
export const App = createRemoteApp('mf-dashboard', {
  home: (route) => (
    <DashboardScreen
      title={route.title}
      slots={{
        policiesCard: <PoliciesCard />,
        contactCard: <ContactCard />,
        quickQuoteCard: <QuickQuoteCard />,
        magazineSubscription: <MagazineSubscription />,
      }}
    />
  ),
  promotions: lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.promotions" */ '../features/promotions/components/promotions-screen'
        )
      ).PromotionsScreen,
  ),
  events: lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.events" */ '../features/events/components/events-screen'
        )
      ).EventsScreen,
  ),
  faqs: lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.faqs" */ '../features/faqs/components/faqs-screen'
        )
      ).FaqsScreen,
  ),
  policies: lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.policies" */ '../features/policies/components/policies-screen'
        )
      ).PoliciesScreen,
  ),
  'todo-list': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.todo-list" */ '../features/dashboard/components/todo-screen'
        )
      ).TodoScreen,
  ),
  contact: lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.contact" */ '../features/contact/components/contact-screen'
        )
      ).ContactScreen,
  ),
  'policy-summary': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.policy-summary" */ '../features/policies/components/policy-summary-screen'
        )
      ).PolicySummaryScreen,
  ),
  'policy-inbox': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.policy-inbox" */ '../features/policies/components/inbox-screen'
        )
      ).InboxScreen,
  ),
  'policy-cashback': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.policy-cashback" */ '../features/cashback/components/cashback-screen'
        )
      ).CashbackScreen,
  ),
});
