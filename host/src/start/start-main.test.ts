// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { SHELL_HYDRATED_EVENT } from './shell-hydrated';
import {
  addCachedTypefaces,
  holdInputUntilHydrated,
  startAfterFirstPaint,
  startMainScript,
  TYPEFACES_KEY,
} from './start-main';

afterEach(() => {
  // The stubs first: one made over the fake clock would otherwise come back as the clock goes.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('the faces, the main script and the listed files are asked for, in that page', () => {
  document.head.innerHTML =
    '<script type="application/json" id="portal-after-paint">' +
    '[{"href":"/fonts/a-400.woff2","as":"font"},' +
    '{"href":"/remotes/x/1/mf-manifest.json","as":"fetch"},{"href":"/remotes/x/1/entry.js","as":"script"}]' +
    '</script>';

  startMainScript(document, { main: '/main.5c2102f3.js', typefaces: '/typefaces.1a2b3c4d.css' });

  const links = [...document.head.querySelectorAll('link')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('as'),
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);
  expect(links).toEqual([
    // A font is fetched in CORS mode, as the stylesheet's face will ask for it.
    ['preload', 'font', '/fonts/a-400.woff2', 'anonymous'],
    ['preload', 'fetch', '/remotes/x/1/mf-manifest.json', 'anonymous'],
    ['preload', 'script', '/remotes/x/1/entry.js', null],
  ]);
  expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe('/main.5c2102f3.js');
});

const facesSheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

test("the faces' stylesheet waits for the shell to be hydrated and the page idle", async () => {
  startMainScript(document, { main: '/main.js', typefaces: '/typefaces.1a2b3c4d.css' });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(facesSheets()).toEqual([]);

  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));

  await vi.waitFor(() => expect(facesSheets()).toEqual(['/typefaces.1a2b3c4d.css']));
});

test('a page whose shell never takes over still gets its faces, after three seconds', () => {
  vi.useFakeTimers();
  startMainScript(document, { main: '/main.js', typefaces: '/typefaces.1a2b3c4d.css' });

  vi.advanceTimersByTime(2999);
  expect(facesSheets()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(facesSheets()).toEqual(['/typefaces.1a2b3c4d.css']);
});

test("the links the page's template holds back are added to the head", () => {
  document.head.innerHTML =
    '<template id="portal-after-paint-links">' +
    '<link rel="manifest" href="/manifest.webmanifest">' +
    '</template>';
  expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0);

  startMainScript(document, { main: '/main.js' });

  const links = [...document.head.querySelectorAll(':scope > link')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('href'),
  ]);
  expect(links).toEqual([['manifest', '/manifest.webmanifest']]);
});

test('a page with no list starts the main script alone', () => {
  startMainScript(document, { main: '/main.js' });

  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  expect(document.head.querySelectorAll('script[src="/main.js"]')).toHaveLength(1);
});

test('the faces wait for the first paint, unless this browser has loaded these ones before', async () => {
  const faces = () =>
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );

  addCachedTypefaces(document, '/typefaces.1a2b3c4d.css');
  expect(faces()).toEqual([]);

  // Another build's faces: not in the cache, so they wait too.
  localStorage.setItem(TYPEFACES_KEY, '/typefaces.00000000.css');
  addCachedTypefaces(document, '/typefaces.1a2b3c4d.css');
  expect(faces()).toEqual([]);

  localStorage.setItem(TYPEFACES_KEY, '/typefaces.1a2b3c4d.css');
  addCachedTypefaces(document, '/typefaces.1a2b3c4d.css');
  expect(faces()).toEqual(['/typefaces.1a2b3c4d.css']);

  // Added once, whichever comes first.
  startMainScript(document, { main: '/main.js', typefaces: '/typefaces.1a2b3c4d.css' });
  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(faces()).toEqual(['/typefaces.1a2b3c4d.css']);
});

test('once the faces are in, the browser notes them for its next page', async () => {
  startMainScript(document, { main: '/main.js', typefaces: '/typefaces.1a2b3c4d.css' });
  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  await vi.waitFor(() => expect(facesSheets()).toHaveLength(1));
  expect(localStorage.getItem(TYPEFACES_KEY)).toBeNull();

  document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
  await vi.waitFor(() =>
    expect(localStorage.getItem(TYPEFACES_KEY)).toBe('/typefaces.1a2b3c4d.css'),
  );
});

type PaintCallback = (entries: { getEntries(): unknown[] }) => void;

function stubPaintObserver() {
  const observers: PaintCallback[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: PaintCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    paint: () => observers.forEach((callback) => callback({ getEntries: () => [{}] })),
  };
}

test('it starts in the task after the first paint, once', () => {
  vi.useFakeTimers();
  const observer = stubPaintObserver();
  const start = vi.fn();

  startAfterFirstPaint(document, start);
  vi.advanceTimersByTime(500);
  expect(start).not.toHaveBeenCalled();

  observer.paint();
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledOnce();

  observer.paint();
  vi.advanceTimersByTime(2000);
  expect(start).toHaveBeenCalledOnce();
});

test('with no paint seen, it starts after a second', () => {
  vi.useFakeTimers();
  stubPaintObserver();
  const start = vi.fn();

  startAfterFirstPaint(document, start);
  vi.advanceTimersByTime(999);
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledOnce();
});

test('a browser that reports no paints starts in the task after its next frame', () => {
  // The fake clock's frames: a stub of requestAnimationFrame over it would outlive the clock.
  vi.useFakeTimers();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['navigation'];
    },
  );
  const start = vi.fn();

  startAfterFirstPaint(document, start);
  vi.advanceTimersByTime(1);
  expect(start).not.toHaveBeenCalled();

  // A frame of the fake clock is 16 ms: well before the one-second limit.
  vi.advanceTimersByTime(40);
  expect(start).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(2000);
  expect(start).toHaveBeenCalledOnce();
});

test('a page opened hidden paints nothing: it starts at once', () => {
  stubPaintObserver();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = vi.fn();

  startAfterFirstPaint(document, start);

  expect(start).toHaveBeenCalledOnce();
  vi.restoreAllMocks();
});

test('a form sent before hydration is held, and sent again once the shell is hydrated', () => {
  document.body.innerHTML = '<form method="post"><button type="submit">Login</button></form>';
  const form = document.querySelector('form')!;
  const sent: boolean[] = [];
  // The page's own handler, as React's would be: it sees every submit that is not held.
  form.addEventListener('submit', (event) => {
    sent.push(event.defaultPrevented);
    event.preventDefault();
  });
  holdInputUntilHydrated(document);

  document.querySelector('button')!.click();
  expect(sent).toEqual([]);

  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  expect(sent).toEqual([false]);

  document.querySelector('button')!.click();
  expect(sent).toEqual([false, false]);
});

test('with nothing sent, hydration sends nothing', () => {
  document.body.innerHTML = '<form><button type="submit">Login</button></form>';
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', onSubmit);
  holdInputUntilHydrated(document);

  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));

  expect(onSubmit).not.toHaveBeenCalled();
});

test('a button pressed before hydration is pressed again once the shell is hydrated', () => {
  document.body.innerHTML =
    '<header><button type="button">Open menu</button><a href="#main">Skip to content</a></header>';
  const opened = vi.fn();
  const followed = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('button')!.addEventListener('click', opened);
  document.querySelector('a')!.addEventListener('click', followed);
  holdInputUntilHydrated(document);

  document.querySelector('button')!.click();
  document.querySelector('a')!.click();
  expect(opened).not.toHaveBeenCalled();
  // A link is the browser's to follow: it is not held.
  expect(followed).toHaveBeenCalledOnce();

  document.dispatchEvent(new Event(SHELL_HYDRATED_EVENT));
  expect(opened).toHaveBeenCalledOnce();

  document.querySelector('button')!.click();
  expect(opened).toHaveBeenCalledTimes(2);
});
