import { useEffect, useState } from 'react';
import { startPullToRefresh, type PullView } from './pull-to-refresh';

const LABELS: Record<PullView['state'], string> = {
  idle: '',
  pulling: 'Pull down to refresh',
  release: 'Release to refresh',
  refreshing: 'Refreshing',
};

/** Pull-to-refresh in the installed app (portal.md §4): the indicator above the page. */
export function PullIndicator() {
  const [view, setView] = useState<PullView>({ state: 'idle', distance: 0 });

  useEffect(
    () =>
      startPullToRefresh({
        target: document,
        scrollTop: () => document.scrollingElement?.scrollTop ?? window.scrollY,
        onChange: setView,
        reload: () => window.location.reload(),
      }),
    [],
  );

  if (view.state === 'idle') return null;
  return (
    <div
      className="pwa-pull-indicator"
      style={{ height: view.distance }}
      role={view.state === 'refreshing' ? 'status' : undefined}
      data-state={view.state}
    >
      <span>{LABELS[view.state]}</span>
    </div>
  );
}
