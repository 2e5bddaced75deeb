import { PushDialog } from '../push/push-dialog';
import './pwa.css';
import { InstallBanner } from './install-banner';
import { PullIndicator } from './pull-indicator';
import type { PwaServices } from './start-pwa';
import { UpdateOverlay } from './update-overlay';

/**
 * The installable app's parts of the shell: the update overlay, the install banner, the push
 * opt-in dialog and, in the installed app, pull-to-refresh. Browser-only and closed at first,
 * so the server-rendered markup stays the same.
 */
export function PwaChrome({ pwa }: { pwa: PwaServices }) {
  return (
    <>
      {pwa.standalone && <PullIndicator />}
      <InstallBanner install={pwa.install} />
      <PushDialog />
      <UpdateOverlay updates={pwa.updates} />
    </>
  );
}
