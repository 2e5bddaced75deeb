// The page's first script, and its only one until the page has painted. Lighthouse and a slow
// phone alike count every download that ends before the largest paint against it: so the host's
// main script and the route's remote files (listed by the server in `#portal-after-paint`) are
// asked for in the task after the first paint, not in the head (record 006).
//
// A page that is not shown paints nothing: it starts at once when hidden, and after a second at
// the latest whatever the paint observer says.
//
// Until React has taken the page over, a form sent (the login form's 'Login', or Enter in it) is
// held rather than posted by the browser, and a button pressed is held too; both are done again
// by the page's own handlers once they are there. What was typed meanwhile is taken into the form
// by its fields (@portal/ui).

import { SHELL_HYDRATED_EVENT } from './shell-hydrated';

interface AfterPaintFile {
  readonly href: string;
  readonly as: string;
}

const LATEST_START_MS = 1000;
/** Presses kept before hydration: a few, however often a button was pressed. */
const MAX_HELD_PRESSES = 5;

export function startAfterFirstPaint(doc: Document, start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if (doc.visibilityState === 'hidden') {
    once();
    return;
  }
  setTimeout(once, LATEST_START_MS);
  // A browser that reports no paints: the task after its next frame.
  if (!reportsPaints()) {
    requestAnimationFrame(() => setTimeout(once, 0));
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
  }
}

function reportsPaints(): boolean {
  if (typeof PerformanceObserver === 'undefined') return false;
  const types = PerformanceObserver.supportedEntryTypes as readonly string[] | undefined;
  return types?.includes('paint') ?? false;
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

/**
 * Holds what the user does before the shell is hydrated, and does it again once it is: the last
 * form sent is sent again, and the buttons pressed (a page's own buttons, such as 'Open menu',
 * which do nothing without their script) are pressed again, in order. Links are left alone: the
 * browser follows them, and the server renders every page.
 */
export function holdInputUntilHydrated(doc: Document): void {
  let form: HTMLFormElement | undefined;
  const pressed: HTMLButtonElement[] = [];
  function holdSubmit(event: Event) {
    if (!(event.target instanceof HTMLFormElement)) return;
    // Nor is it seen by React while it hydrates: the form's fields take what was typed in first.
    event.preventDefault();
    event.stopPropagation();
    form = event.target;
  }
  function holdClick(event: Event) {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A form's submit button sends the form, which is held above.
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    if (pressed.length < MAX_HELD_PRESSES) pressed.push(button);
  }
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener(
    SHELL_HYDRATED_EVENT,
    () => {
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('click', holdClick, true);
      for (const button of pressed.splice(0)) if (button.isConnected) button.click();
      if (form?.isConnected) form.requestSubmit();
      form = undefined;
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
