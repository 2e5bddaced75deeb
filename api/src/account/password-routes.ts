import { authEndpoints, MESSAGES } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { hashPassword, verifyPassword } from '../auth/password';
import { deleteTokensOf } from '../auth/store';
import { clearSignInFailures } from '../auth/throttle';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { sendMessage } from '../outbox/store';
import { CHANGE_PASSWORD_LIMITS, limitCall } from '../rate-limits/limits';
import { forgetAttempts } from '../rate-limits/rate-limit';
import { samePhone } from './codes';
import { checkResetCode, issueResetCode } from './reset-codes';
import { activeAccount, passwordHashOf, setPasswordHash, useResetCode } from './store';

// Forgotten and changed passwords (portal.md §5, §7): a code by SMS to the number on the account,
// the reset with that code, and the signed-in change with the current password.

export const passwordRoutes: RouteModule = (app, { db, now }) => {
  // The same answer whatever the username and number, so accounts cannot be probed: the code
  // only goes out when both match an account.
  registerEndpoint(app, authEndpoints.requestPasswordCode, ({ body }) => {
    const field = body.landline_number ? 'landline_number' : 'mobile_number';
    const account = activeAccount(db, body.username);
    const onRecord = account?.[field] ?? '';
    if (account && samePhone(body[field], onRecord)) {
      db.transaction(() => {
        const code = issueResetCode(db, account.id, onRecord, now());
        if (!code) return;
        sendMessage(
          db,
          {
            channel: 'sms',
            to: onRecord,
            body:
              `Your password reset code is ${code}. It can be used once, within 15 minutes. ` +
              `If you did not ask to reset your password, please phone us.`,
            code,
            userId: account.id,
          },
          now(),
        );
      })();
    }
    return MESSAGES.authCodeSent;
  });

  registerEndpoint(app, authEndpoints.resetPassword, async ({ body }) => {
    // An unknown username reads as a wrong code, so the reset cannot be used to probe either.
    const incorrect = () => unprocessable({ auth_code: [MESSAGES.authCodeIncorrect] });
    const account = activeAccount(db, body.username);
    if (!account) throw incorrect();
    const codeId = checkResetCode(db, account.id, body.auth_code, body.sms_number, now());
    if (codeId === undefined) throw incorrect();

    const passwordHash = await hashPassword(body.password);
    const reset = db.transaction(() => {
      if (!useResetCode(db, codeId, now())) return false;
      setPasswordHash(db, account.id, passwordHash);
      // Whoever knew the old password is signed out everywhere.
      deleteTokensOf(db, account.id);
      clearSignInFailures(db, body.username);
      return true;
    })();
    if (!reset) throw incorrect();
    return MESSAGES.passwordResetDone;
  });

  // Whoever holds a token must not be able to guess the password behind it: wrong current
  // passwords are limited per user and per address. Counted before the slow hash, like sign-in.
  registerEndpoint(app, authEndpoints.changePassword, async ({ user, body, request }) => {
    const { id } = signedIn(user);
    const attempt = limitCall(db, CHANGE_PASSWORD_LIMITS, String(id), request.ip, now());
    if (!(await verifyPassword(body.old_password, passwordHashOf(db, id)))) {
      throw unprocessable({ old_password: [MESSAGES.currentPasswordIncorrect] });
    }
    forgetAttempts(db, attempt);
    const passwordHash = await hashPassword(body.new_password);
    setPasswordHash(db, id, passwordHash);
    return MESSAGES.passwordChanged;
  });
};
