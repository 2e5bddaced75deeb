import { usePortal } from '@portal/platform';
import { Button, Group, Text } from '@portal/ui';
import { useState, useSyncExternalStore } from 'react';
import type { InstallPrompt } from './install-prompt';

/**
 * The install banner (portal.md §2): while the browser can install the portal and the user has
 * not opted out. 'No thanks' keeps it away for 14 days (§9).
 */
export function InstallBanner({ install }: { install: InstallPrompt }) {
  const { brand } = usePortal();
  const state = useSyncExternalStore(install.subscribe, install.getState, () => 'unavailable');
  const [asking, setAsking] = useState(false);
  if (state !== 'available') return null;

  async function onInstall() {
    setAsking(true);
    try {
      await install.install();
    } finally {
      setAsking(false);
    }
  }

  return (
    <section className="pwa-install-banner" aria-labelledby="pwa-install-title">
      <div>
        <Text fw={700} id="pwa-install-title">
          Install the {brand.label} app
        </Text>
        <Text size="sm">
          Open your policies straight from your home screen, in a window of their own.
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={install.optOut} disabled={asking}>
          No thanks
        </Button>
        <Button onClick={() => void onInstall()} loading={asking}>
          Install
        </Button>
      </Group>
    </section>
  );
}
