// The page's first script, and its only one until the page has painted. Lighthouse and a slow
// phone alike count every download that ends before the largest paint against it: so the host's
// main script and the route's remote files (listed by the server in `#portal-after-paint`) are
// asked for in the task after the first paint, not in the head (record 006).
//
// A page that is not shown paints nothing: it starts at once when hidden, and after a second at
// the latest whatever the paint observer says.
//
// Until React has taken the page over, a form sent (the login form's 'Login', or Enter in it) is
// held rather than posted by the browser, and sent again by the page's own handler once it is
// there: what was typed meanwhile is taken into the form by its fields (@portal/ui).

import { SHELL_HYDRATED_EVENT } from './shell-hydrated';

interface AfterPaintFile {
  readonly href: string;
  readonly as: string;
}

const LATEST_START_MS = 1000;

export function startAfterFirstPaint(doc: Document, start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if (doc.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
    once();
    return;
  }
  try {
    observer = new PerformanceObserver((entries) => {
      // The observer's callback runs after the frame with the paint has been presented.
      if (entries.getEntries().length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    once();
    return;
  }
  setTimeout(once, LATEST_START_MS);
}

export function startMainScript(doc: Document, mainScript: string): void {
  for (const file of afterPaintFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', file.as);
    // The runtime fetches manifests in CORS mode: a preload must match the mode to be reused.
    if (file.as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = file.href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.src = mainScript;
  doc.head.append(script);
}

/** Holds the forms sent before the shell is hydrated; the last one is sent again once it is. */
export function holdSubmitsUntilHydrated(doc: Document): void {
  let held: HTMLFormElement | undefined;
  function hold(event: Event) {
    if (!(event.target instanceof HTMLFormElement)) return;
    // Nor is it seen by React while it hydrates: the form's fields take what was typed in first.
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  }
  doc.addEventListener('submit', hold, true);
  doc.addEventListener(
    SHELL_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('submit', hold, true);
      if (held?.isConnected) held.requestSubmit();
      held = undefined;
    },
    { once: true },
  );
}

function afterPaintFiles(doc: Document): AfterPaintFile[] {
  const text = doc.getElementById('portal-after-paint')?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? (files as AfterPaintFile[]) : [];
  } catch {
    return [];
  }
}
