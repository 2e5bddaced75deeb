import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { whenIdle } from '../session/when-idle';

// Parts of the shell that show nothing when the page opens (dialogs, banners, overlays) are not
// in its first script: their code is fetched once the page is idle and they mount then. They
// render nothing on the server and at hydration, so both trees stay one.

/** The longest the shell waits for an idle moment before it loads them anyway. */
export const AFTER_FIRST_PAINT_TIMEOUT_MS = 2_000;

let idle: Promise<void> | undefined;

/** One wait for the page, shared by every deferred part. */
function pageIdle(): Promise<void> {
  idle ??= whenIdle(AFTER_FIRST_PAINT_TIMEOUT_MS);
  return idle;
}

export interface AfterFirstPaintOptions<P> {
  /**
   * When its props need it at once (a dialog opened by a click before the page was idle): its
   * code is fetched then, and it mounts when that arrives.
   */
  neededNow?: (props: P) => boolean;
  /**
   * Its props as they were before it was needed (the dialog closed). It mounts with these first
   * and gets the real ones a moment later, so it sees itself open: a dialog remembers what had
   * focus as it opens, to give it back when it closes.
   */
  closed?: (props: P) => P;
}

/**
 * A component whose code arrives after the first paint: `load` resolves with it (a dynamic
 * import), and until then nothing is rendered.
 */
export function afterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { neededNow = () => false, closed = (props) => props }: AfterFirstPaintOptions<P> = {},
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));

  // Inside the Suspense boundary: its effect runs once the loaded component is in the page.
  function Mounted({ props, onMounted }: { props: P; onMounted: () => void }) {
    useEffect(onMounted, [onMounted]);
    return <Loaded {...props} />;
  }

  return function AfterFirstPaint(props: P) {
    const [ready, setReady] = useState(false);
    const [mounted, setMounted] = useState(false);
    const markMounted = useCallback(() => setMounted(true), []);
    useEffect(() => {
      let live = true;
      // In a transition: mounting them yields to input rather than being one long task.
      void pageIdle().then(() => live && startTransition(() => setReady(true)));
      return () => {
        live = false;
      };
    }, []);
    if (!ready && !neededNow(props)) return null;
    return (
      <Suspense fallback={null}>
        <Mounted props={mounted ? props : closed(props)} onMounted={markMounted} />
      </Suspense>
    );
  };
}
