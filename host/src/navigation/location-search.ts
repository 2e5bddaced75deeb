import { useSyncExternalStore } from 'react';

// The page's query string for host pages. The server renders without it and so does hydration,
// so the markup always matches; the browser's real query follows in the very next render. What
// a query changes on screen (a retry time, say) therefore never has to agree with the server's
// clock or time zone.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function currentSearch(): string {
  return window.location.search;
}

function serverSearch(): string {
  return '';
}

/** The current `location.search` ('?target=%2F&retry_after=300'); '' on the server. */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, serverSearch);
}
