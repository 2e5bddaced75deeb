import { isScreenshotImageType, MESSAGES, supportEndpoints } from '@portal/contract';
import { fileTypeFromFile } from 'file-type';
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
    async ({ user, body, files, meta }) => {
      const { id: userId } = signedIn(user);
      if (!(await pendingScreenshot(db, userId, body.token, now()))) throw notFound();
      const file = files.find((upload) => upload.field === 'file');
      if (!file) throw unprocessable({ file: [MESSAGES.screenshotFileRequired] });
      // The support console serves the image to staff: judged by its bytes, never by the name or
      // type the customer declared. A refusal throws before anything is recorded, and the failed
      // request's files are removed (http/register-endpoint.ts).
      const detected = await fileTypeFromFile(file.path);
      if (!detected || !isScreenshotImageType(detected.mime)) {
        throw unprocessable({ file: [MESSAGES.screenshotFileType] });
      }
      const id = await recordUpload(db, {
        userId,
        kind: 'screenshot',
        file,
        mimeType: detected.mime,
        now: now(),
      });
      meta.success = true;
      return { file: String(id) };
    },
    // The support team may ask a user who still has agreements to accept.
    { maxFileSize: SCREENSHOT_MAX_BYTES, maxFiles: 1, allowWithPendingAgreements: true },
  );
};
