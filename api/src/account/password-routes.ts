import { authEndpoints, MESSAGES } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { hashPassword } from '../auth/password';
import { bearerToken } from '../auth/sessions';
import { deleteTokensOf } from '../auth/store';
import { clearSignInFailures } from '../auth/throttle';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { sendMessage } from '../outbox/store';
import { samePhone } from './codes';
import { requireCurrentPassword } from './current-password';
import { checkResetCode, issueResetCode } from './reset-codes';
import { activeAccount, setPasswordHash, useResetCode } from './store';

// Forgotten and changed passwords (portal.md §5, §7): a code by SMS to the number on the account,
// the reset with that code, and the signed-in change with the current password.

export const passwordRoutes: RouteModule = (app, context) => {
  const { db, now, sessions } = context;

  // The same answer whatever the username and number, so accounts cannot be probed: the code
  // only goes out when both match an account.
  registerEndpoint(app, authEndpoints.requestPasswordCode, async ({ body }) => {
    const field = body.landline_number ? 'landline_number' : 'mobile_number';
    // One transaction: the code goes to the number the account has as it is issued, and is
    // never kept without its message.
    await db.transaction(async () => {
      const account = await activeAccount(db, body.username);
      const onRecord = account?.[field] ?? '';
      if (!account || !samePhone(body[field], onRecord)) return;
      const code = await issueResetCode(db, account.id, onRecord, now());
      if (!code) return;
      await sendMessage(
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
    });
    return MESSAGES.authCodeSent;
  });

  registerEndpoint(app, authEndpoints.resetPassword, async ({ body }) => {
    // An unknown username reads as a wrong code, so the reset cannot be used to probe either.
    const incorrect = () => unprocessable({ auth_code: [MESSAGES.authCodeIncorrect] });
    const account = await activeAccount(db, body.username);
    if (!account) throw incorrect();
    const codeId = await checkResetCode(db, account.id, body.auth_code, body.sms_number, now());
    if (codeId === undefined) throw incorrect();

    const passwordHash = await hashPassword(body.password);
    // The code is marked used by the statement that checks it is unused, so of two resets with
    // it at once only one sets a password.
    const reset = await db.transaction(async () => {
      if (!(await useResetCode(db, codeId, now()))) return false;
      await setPasswordHash(db, account.id, passwordHash);
      // Whoever knew the old password is signed out everywhere.
      await deleteTokensOf(db, account.id);
      await clearSignInFailures(db, body.username);
      return true;
    });
    if (!reset) throw incorrect();
    // Their open pages too, at once rather than at the sockets' next check.
    context.realtime?.endSessionsOf(account.id);
    return MESSAGES.passwordResetDone;
  });

  registerEndpoint(app, authEndpoints.changePassword, async ({ user, body, request }) => {
    const { id } = signedIn(user);
    await requireCurrentPassword(
      db,
      { userId: id, password: body.old_password, address: request.ip, field: 'old_password' },
      now(),
    );
    const passwordHash = await hashPassword(body.new_password);
    // Like a reset, the new password signs out whoever knew the old one - tokens and sockets -
    // but this sign-in stays: it has just shown the password.
    const token = bearerToken(request.headers.authorization);
    const current = token === undefined ? undefined : await sessions.authenticate(token, now());
    await db.transaction(async () => {
      await setPasswordHash(db, id, passwordHash);
      await deleteTokensOf(db, id, current?.sessionId);
    });
    context.realtime?.endSessionsOf(id, current?.sessionId);
    return MESSAGES.passwordChanged;
  });
};
