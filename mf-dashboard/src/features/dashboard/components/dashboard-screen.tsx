import type { Alert, MagazineIssue, Promotion } from '@portal/contract';
import { policiesQuery, usePortal } from '@portal/platform';
import { Loader, PageScreen } from '@portal/ui';
import {
  IconBell,
  IconBook,
  IconCalendarEvent,
  IconGauge,
  IconGift,
  IconHelpCircle,
  IconMessage,
  IconPhone,
  IconShieldCheck,
  IconUserCircle,
} from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useAlerts } from '../api/get-alerts';
import { useLatestMagazineIssue } from '../api/get-latest-magazine-issue';
import { usePromotionSlots } from '../api/get-promotion-slots';
import {
  browserStorage,
  packLayout,
  readSavedOrder,
  restoreOrder,
  saveLayout,
} from '../layout/grid-layout';
import { AccountCard } from './account-card';
import { AlertCard } from './alert-card';
import { EventsCard } from './events-card';
import { FaqsCard } from './faqs-card';
import { MagazineCard } from './magazine-card';
import { OfferCard } from './offer-card';
import { TelematicsCard, telematicsDismissed } from './telematics-card';
import { DashboardGrid, type DashboardCard } from './dashboard-grid';

// portal.md §2 "Dashboard", route 'home': a spinner until the policies and the promotions have
// loaded, then the cards in the saved layout, or the default one: policies (2x1), events,
// account, magazine, offer, FAQs, second offer, contact. The cards the spec lists without a
// place go where its list of cards has them: the alert after the policies, quick quote and the
// telematics app last.

export const DEFAULT_ORDER = [
  'policies',
  'alert',
  'events',
  'account',
  'magazine',
  'offer',
  'faqs',
  'second-offer',
  'contact',
  'quick-quote',
  'telematics',
] as const;

/** The cards other features own, handed in by the app (features do not import each other). */
export interface DashboardSlots {
  readonly policiesCard: ReactNode;
  readonly contactCard: ReactNode;
  /**
   * The quick quote callback card (quick-quote feature): its button sends 'quick-quote.open' and
   * the modal listening for it comes with it. No card without it: a button that opens nothing is
   * a dead end.
   */
  readonly quickQuoteCard?: ReactNode;
  /** The magazine card's subscribe / unsubscribe control (magazine feature). */
  readonly magazineSubscription?: ReactNode;
}

export function DashboardScreen({ title, slots }: { title: string; slots: DashboardSlots }) {
  const { api, session } = usePortal();
  const signedIn = useStore(session, (state) => state.status !== 'signed-out');
  // The entry the host fills at sign-in: the dashboard waits for it, as the policies card does.
  const policies = useQuery({ ...policiesQuery(api), enabled: signedIn });
  const promotions = usePromotionSlots({ enabled: signedIn });
  // Whether the alert and magazine cards exist is known before any card is laid out: a card
  // that appeared later would push the ones below it down the page (a layout shift).
  const alerts = useAlerts({ enabled: signedIn });
  const magazine = useLatestMagazineIssue({ enabled: signedIn });
  const loading =
    signedIn &&
    (policies.isPending || promotions.isPending || alerts.isPending || magazine.isPending);
  // The last answer brings every card in one render, too long a task to block the page for (a
  // query's update renders at once): deferred, React renders the cards in slices between frames.
  const showCards = useDeferredValue(!loading);

  return (
    <PageScreen title={title} busy={!showCards}>
      {!showCards ? (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <Loader role="status" aria-label="Loading your dashboard" />
        </div>
      ) : (
        <DashboardCards
          promotions={promotions.data ?? {}}
          alerts={alerts.data ?? []}
          issue={magazine.data}
          slots={slots}
          signedIn={signedIn}
        />
      )}
    </PageScreen>
  );
}

function DashboardCards({
  promotions,
  alerts,
  issue,
  slots,
  signedIn,
}: {
  promotions: Readonly<Record<string, Promotion | null>>;
  alerts: readonly Alert[];
  issue: MagazineIssue | null | undefined;
  slots: DashboardSlots;
  signedIn: boolean;
}) {
  const [order, setOrder] = useState(() =>
    restoreOrder(readSavedOrder(browserStorage()), DEFAULT_ORDER),
  );
  const [telematicsHidden, setTelematicsHidden] = useState(() => telematicsDismissed());
  const dashboardAlerts = alerts.filter((alert) => alert.slot === 'dashboard');
  const offer = promotions['offer'];
  const secondOffer = promotions['second-offer'];
  const candidates: (DashboardCard | false | null | undefined)[] = [
    {
      id: 'policies',
      title: 'Policies and inboxes',
      icon: IconShieldCheck,
      w: 2,
      h: 1,
      content: slots.policiesCard,
    },
    dashboardAlerts.length > 0 && {
      id: 'alert',
      title: 'Alerts',
      icon: IconBell,
      w: 1,
      h: 1,
      content: <AlertCard alerts={dashboardAlerts} />,
    },
    signedIn && {
      id: 'events',
      title: 'Upcoming events',
      icon: IconCalendarEvent,
      w: 1,
      h: 1,
      content: <EventsCard />,
    },
    signedIn && {
      id: 'account',
      title: 'Your account',
      icon: IconUserCircle,
      w: 1,
      h: 1,
      content: <AccountCard />,
    },
    issue && {
      id: 'magazine',
      title: 'Magazine',
      icon: IconBook,
      w: 1,
      h: 1,
      content: <MagazineCard issue={issue} subscription={slots.magazineSubscription} />,
    },
    offer && {
      id: 'offer',
      title: offer.label,
      icon: IconGift,
      w: 1,
      h: 1,
      content: <OfferCard promotion={offer} />,
    },
    { id: 'faqs', title: 'FAQs', icon: IconHelpCircle, w: 1, h: 1, content: <FaqsCard /> },
    secondOffer && {
      id: 'second-offer',
      title: secondOffer.label,
      icon: IconGift,
      w: 1,
      h: 1,
      content: <OfferCard promotion={secondOffer} />,
    },
    { id: 'contact', title: 'Contact us', icon: IconPhone, w: 1, h: 1, content: slots.contactCard },
    // portal.md §2: the quick quote callback card; the callback is for a signed-in user (§7).
    signedIn &&
      slots.quickQuoteCard !== undefined && {
        id: 'quick-quote',
        title: 'Quick quote',
        icon: IconMessage,
        w: 1,
        h: 1,
        content: slots.quickQuoteCard,
      },
    signedIn &&
      !telematicsHidden && {
        id: 'telematics',
        title: 'Drive well, pay less',
        icon: IconGauge,
        w: 1,
        h: 1,
        content: <TelematicsCard onDismiss={() => setTelematicsHidden(true)} />,
      },
  ];
  const cards = candidates.filter((card): card is DashboardCard => Boolean(card));

  function changeOrder(next: string[]) {
    setOrder(next);
    // Cards not shown today (an empty offer slot, a dismissed promo) are saved in their place
    // too, so they come back where they were; the saved layout is the whole order, packed.
    saveLayout(
      browserStorage(),
      packLayout(next.map((id) => ({ id, w: id === 'policies' ? 2 : 1, h: 1 }))),
    );
  }

  return <DashboardGrid cards={cards} order={order} onOrderChange={changeOrder} />;
}
