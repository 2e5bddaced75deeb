// The page's first script, written into the page, and its only one until the page has painted.
// Lighthouse and a slow phone alike count every download that ends before the largest paint
// against it: so the host's main script, the route's remote files (listed by the server in
// `#portal-after-paint`, the brand's faces among them) are asked for in the task after the first
// paint, not in the head (record 006). The page paints in the brand's fallback faces, sized to
// match, and the faces swap in once the shell is hydrated and the page idle, moving nothing; a
// browser that has had the faces before gets them at once, from its cache.
//
// A page that is not shown paints nothing: it starts at once when hidden, and after a second at
// the latest whatever the paint observer says.
//
// Until React has taken the page over, a form sent (the login form's 'Login', or Enter in it) is
// held rather than posted by the browser, and a button pressed is held too; both are done again
// by the page's own handlers once they are there. What was typed meanwhile is taken into the form
// by its fields (@portal/ui).

import { whenIdle } from '../session/when-idle';
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

/** What the page's start script adds: the host's main script and the brands' faces. */
export interface PageScripts {
  readonly main: string;
  readonly typefaces?: string | undefined;
}

/** Where a browser notes the faces' stylesheet it has loaded, and so has in its cache. */
export const TYPEFACES_KEY = 'portal:typefaces';

/** The latest the faces wait for the shell, should its script never take the page over. */
const LATEST_TYPEFACES_MS = 3000;

export function startMainScript(doc: Document, scripts: PageScripts): void {
  if (scripts.typefaces) addTypefacesOnceIdle(doc, scripts.typefaces);
  // The web app manifest, which the page's template holds back until now.
  const links = doc.getElementById('portal-after-paint-links');
  if (links instanceof HTMLTemplateElement) doc.head.append(links.content.cloneNode(true));
  for (const file of afterPaintFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', file.as);
    // The runtime fetches manifests in CORS mode, and a browser fetches every font so: a preload
    // must match the mode to be reused.
    if (file.as === 'fetch' || file.as === 'font') link.crossOrigin = 'anonymous';
    if (file.as === 'font') link.type = 'font/woff2';
    link.href = file.href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.src = scripts.main;
  doc.head.append(script);
}

/**
 * Adds the brands' faces before the first paint when this browser has loaded them before: they
 * come from its cache and the page paints in them. Else they wait for `startMainScript`.
 */
export function addCachedTypefaces(doc: Document, typefaces: string | undefined): void {
  if (typefaces && readKey(doc) === typefaces) addTypefaces(doc, typefaces);
}

/**
 * The faces' files are preloaded with the main script (the server lists them), but their
 * stylesheet waits for the shell to be hydrated and the page idle: swapping the faces in lays the
 * whole page out again (57 ms of style and layout on the dashboard at a slow phone's speed), which
 * is its own short task then, not one more inside the page's start-up. Both faces are in the cache
 * by then, so they swap in together.
 */
function addTypefacesOnceIdle(doc: Document, href: string) {
  // Added once, whichever comes first: addTypefaces adds nothing a second time.
  const latest = setTimeout(() => addTypefaces(doc, href), LATEST_TYPEFACES_MS);
  doc.addEventListener(
    SHELL_HYDRATED_EVENT,
    () => {
      clearTimeout(latest);
      void whenIdle(1000).then(() => addTypefaces(doc, href));
    },
    { once: true },
  );
}

function addTypefaces(doc: Document, href: string) {
  if (doc.querySelector(`link[data-typefaces]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.typefaces = '';
  // Noted once the faces the page uses have arrived: the next page paints in them.
  link.addEventListener('load', () => {
    // Without the Font Loading API, the stylesheet's arrival is all there is to wait for.
    const facesReady = doc.fonts?.ready ?? Promise.resolve();
    void facesReady.then(() => writeKey(doc, href));
  });
  doc.head.append(link);
}

function readKey(doc: Document): string | null {
  try {
    return doc.defaultView?.localStorage.getItem(TYPEFACES_KEY) ?? null;
  } catch {
    // Storage refused (a private window's settings): the faces wait for the first paint.
    return null;
  }
}

function writeKey(doc: Document, href: string) {
  try {
    doc.defaultView?.localStorage.setItem(TYPEFACES_KEY, href);
  } catch {
    // As above: nothing is noted, and the next page waits for its first paint too.
  }
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
