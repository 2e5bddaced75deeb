import { useSyncExternalStore } from 'react';

// single-spa fires its routing event after every navigation it handles, popstate covers the rest.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
