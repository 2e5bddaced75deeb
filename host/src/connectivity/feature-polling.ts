import { FEATURES_POLL_MS, FeatureFlagsSchema, featuresPath } from '@portal/contract';
import type { PortalContext } from '@portal/platform';
import * as v from 'valibot';

// portal.md §4 Features, §7: the brand's static features file, read on start and every 30
// seconds, so chat, correspondence, ivm and maintenance switch on or off while the page is open.
// `online` is the connectivity check's (connectivity.ts), never the file's. Like every call it
// names the brand in X-Portal (§7), which the reference API requires.

export function startFeaturePolling(
  portal: Pick<PortalContext, 'features' | 'brand'>,
  options: { apiBaseUrl?: string; fetch?: typeof globalThis.fetch } = {},
): () => void {
  const url = `${options.apiBaseUrl ?? '/api'}${featuresPath(portal.brand.id)}`;
  const fetchOnce = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let stopped = false;

  async function read() {
    try {
      const response = await fetchOnce(url, {
        cache: 'no-store',
        headers: { 'X-Portal': portal.brand.id },
      });
      if (!response.ok) return;
      const flags = v.parse(FeatureFlagsSchema, await response.json());
      if (stopped) return;
      const { chat, correspondence, ivm, maintenance } = flags;
      portal.features.setState({ chat, correspondence, ivm, maintenance });
    } catch {
      // Offline or a bad file: the flags stay as they were until the next read.
    }
  }

  void read();
  const timer = setInterval(() => void read(), FEATURES_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
