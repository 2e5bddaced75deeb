import { usePortal, type SessionState } from '@portal/platform';
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// The server renders every page signed out (it cannot see the browser's storage). A browser with
// a stored session hydrates that markup, then shows the session: in a transition, so the header
// and the rest that follow the session re-render in slices rather than in one task right after
// hydration (a store whose value differs from the server's would force that re-render at once).

const ShowingServerMarkup = createContext(false);

/** Around a tree that hydrates the server's markup: its session values start as the server's. */
export function SessionHydration({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [showingServerMarkup, setShowingServerMarkup] = useState(hydrating);
  useEffect(() => {
    if (hydrating) startTransition(() => setShowingServerMarkup(false));
  }, [hydrating]);
  return createElement(ShowingServerMarkup.Provider, { value: showingServerMarkup }, children);
}

/**
 * One value of the page's session, kept current. While the page still shows the server's markup
 * it is `serverValue`, what the server rendered.
 */
export function useSessionValue<T extends string | null>(
  select: (state: SessionState) => T,
  serverValue: T,
): T {
  const { session } = usePortal();
  const showingServerMarkup = useContext(ShowingServerMarkup);
  const current = () => select(session.getState());
  const value = useSyncExternalStore(session.subscribe, current, current);
  return showingServerMarkup ? serverValue : value;
}
