import { authEndpoints, MESSAGES } from '@portal/contract';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { requestPortal } from '../meta/brand';
import { todoCount } from '../standing/alerts';
import { todayOf } from '../today';
import { greetingFor } from './greeting';
import { verifyNothing, verifyPassword } from './password';
import { credentialsOf } from './store';
import { deviceCookie, deviceOf, signInSucceeded, takeSignInAttempt } from './throttle';

/** POST /user/token (sign in) and DELETE /user/token (sign out), portal.md §7. */
export const authRoutes: RouteModule = (app, { db, now, captchaKey, sessions }) => {
  // The device cookie goes back to the sign-in call alone.
  const signInPath = `${app.prefix}${authEndpoints.signIn.path}`;

  registerEndpoint(
    app,
    authEndpoints.signIn,
    async ({ body, request, reply, startSession }) => {
      // portal.md §2: a captcha token is sent when captcha is enabled. It is required then; its
      // verification with the captcha provider belongs to a real deployment.
      if (captchaKey && !body.recaptcha_token) {
        throw unprocessable({ recaptcha_token: [MESSAGES.captchaRequired] });
      }
      // Counted as a failure before the slow hash, so parallel guesses count at once (throttle.ts).
      const attempt = {
        username: body.username,
        address: request.ip,
        device: deviceOf(request.headers.cookie),
      };
      const ids = await takeSignInAttempt(db, attempt, now(), MESSAGES.signInThrottled);

      // An invited user has no password until activation, so cannot sign in yet.
      const user = await credentialsOf(db, body.username);
      const valid = user
        ? await verifyPassword(body.password, user.password_hash)
        : await verifyNothing(body.password);
      // A 422 rather than a 401: the client reads 401 as a lapsed session (portal.md §8 shows
      // a failed login as field errors with a summary).
      if (!user || !valid) throw unprocessable({ password: [MESSAGES.signInFailed] });

      const device = await signInSucceeded(db, attempt, ids, now());
      reply.header('set-cookie', deviceCookie(device, signInPath));
      await sessions.prune(now());
      const portal = await requestPortal(db, request);
      return {
        token: await startSession(user.id),
        greeting: greetingFor(user.first_name, now()),
        todo_count: await todoCount(db, user.id, portal.id, todayOf(now())),
      };
    },
    { allowWithPendingAgreements: true },
  );

  registerEndpoint(
    app,
    authEndpoints.signOut,
    async ({ endSession }) => {
      await endSession();
      return null;
    },
    { allowWithPendingAgreements: true },
  );
};
