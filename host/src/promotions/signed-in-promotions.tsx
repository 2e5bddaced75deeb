import { href } from '@portal/contract';
import { lightboxStatusQuery, usePortal } from '@portal/platform';
import { ActionIcon, Indicator, NavigationLink } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PromotionWidgetProps } from './promotion-widget';

/** portal.md §9: the promotion widget asks a second after it is created and after each route. */
export const PROMOTION_WIDGET_DELAY_MS = 1_000;

/**
 * Asks whether there are unread login promotions a second after it is created (which is at
 * sign-in) and a second after each route change, and then offers them: a link to the carousel
 * with their count. Nothing shows while promotions are hidden in Settings, when none are unread,
 * when the answer is a failure, or on the carousel itself.
 */
export function SignedInPromotions({ pathname, navigate }: PromotionWidgetProps) {
  const { api } = usePortal();
  // Never on its own: only when the timer below says so. Settings' toggles write their answer
  // into the same entry, so hiding the promotions there hides the widget at once.
  const status = useQuery({ ...lightboxStatusQuery(api), enabled: false });
  const { refetch } = status;

  useEffect(() => {
    const timer = setTimeout(() => void refetch(), PROMOTION_WIDGET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, refetch]);

  const unread = status.data?.enabled ? status.data.unread : 0;
  if (unread === 0 || pathname === href('promotions')) return null;
  return (
    <Indicator label={unread} size={18} color="red" offset={4}>
      <ActionIcon
        component={NavigationLink}
        href={href('promotions')}
        navigate={navigate}
        variant="subtle"
        color="white"
        size="lg"
        aria-label={unread === 1 ? 'Promotions, 1 new' : `Promotions, ${unread} new`}
      >
        <GiftIcon />
      </ActionIcon>
    </Indicator>
  );
}

function GiftIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20 7h-2.18A3 3 0 0 0 12 3.76 3 3 0 0 0 6.18 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1Zm-6 0a1 1 0 0 1 1 1v1H9a1 1 0 0 1 0-2Zm2 15H7v-8h4Zm0-10H5V9h6Zm6 10h-4v-8h4Zm2-10h-6V9h6Z"
      />
    </svg>
  );
}
