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

function currentPathname(): string {
  return window.location.pathname;
}

export function usePathname(): string {
  // The server rendered the page for this same path, so hydration reads it too.
  return useSyncExternalStore(subscribe, currentPathname, currentPathname);
}
