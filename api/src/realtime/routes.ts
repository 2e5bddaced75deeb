import { MESSAGES, supportEndpoints } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { notFound, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { recordUpload } from '../uploads/store';
import { pendingScreenshot } from './store';

/** A screen capture is a few megabytes at most; one file per request. */
const SCREENSHOT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * POST /support/screenshots: the image of a pending screenshot request (portal.md §7 "screenshot
 * upload of the image blob", path ours). The answer's `file` is what `screenshot.file` then names.
 */
export const supportRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(
    app,
    supportEndpoints.uploadScreenshot,
    ({ user, body, files, meta }) => {
      const { id: userId } = signedIn(user);
      if (!pendingScreenshot(db, userId, body.token)) throw notFound();
      const file = files.find((upload) => upload.field === 'file');
      if (!file) throw unprocessable({ file: [MESSAGES.screenshotFileRequired] });
      const id = recordUpload(db, { userId, kind: 'screenshot', file, now: now() });
      meta.success = true;
      return { file: String(id) };
    },
    // The support team may ask a user who still has agreements to accept.
    { maxFileSize: SCREENSHOT_MAX_BYTES, maxFiles: 1, allowWithPendingAgreements: true },
  );
};
