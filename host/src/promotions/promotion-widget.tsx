import { lazy, Suspense } from 'react';
import { useSessionValue } from '../session/use-session';

// The promotion widget (portal.md §4 "Promotion carousel", §6, §9): in the header, while signed
// in. No page opens signed in on the server, so its code and its query come once a session is
// there; like the bell, it waits while the API holds the user at the agreements (§8 499).
// It is the first of the header's tools: the tools sit at the header's end, so when it appears
// it grows them towards the navigation and nothing already on screen moves.

const SignedInPromotions = lazy(() =>
  import('./signed-in-promotions').then((module) => ({ default: module.SignedInPromotions })),
);

export interface PromotionWidgetProps {
  pathname: string;
  navigate: (to: string) => void;
}

export function PromotionWidget(props: PromotionWidgetProps) {
  const status = useSessionValue((state) => state.status, 'signed-out');
  const agreements = useSessionValue((state) => state.agreements, 'none');
  if (status !== 'signed-in' || agreements !== 'none') return null;
  return (
    <Suspense fallback={null}>
      <SignedInPromotions {...props} />
    </Suspense>
  );
}
