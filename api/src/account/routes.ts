import { authEndpoints, MESSAGES, USERNAME_PATTERN, type FieldErrors } from '@portal/contract';
import { greetingFor } from '../auth/greeting';
import { hashPassword } from '../auth/password';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { sendMessage } from '../outbox/store';
import {
  ACTIVATION_CODE_LIMITS,
  ACTIVATION_LIMITS,
  limitCall,
  referenceKey,
  SIGN_UP_LIMITS,
  USERNAME_REMINDER_LIMITS,
} from '../rate-limits/limits';
import { requestPortal } from '../meta/brand';
import { todoCount } from '../standing/alerts';
import { todayOf } from '../today';
import { checkActivationCode, requireInvitation, sendActivationCode } from './accounts';
import { samePhone, usernameHint } from './codes';
import { passwordRoutes } from './password-routes';
import { activateAccount, policyHolder, usernameTaken, type Account } from './store';

// The visitors' account calls (portal.md §1, §5, §7; docs/decisions/007 for the invitation and
// activation code calls): sign-up, invitation, activation and the username reminder, plus the
// password calls of password-routes.ts. Nothing is really sent: codes go to the outbox. Each call
// that sends a message or checks a code is limited per target and per address
// (rate-limits/limits.ts); refused, it answers 429 with Retry-After.

function holdsPhone(account: Account, phone: string): boolean {
  return samePhone(phone, account.mobile_number) || samePhone(phone, account.landline_number);
}

export const accountRoutes: RouteModule = (app, context) => {
  const { db, now, sessions } = context;
  passwordRoutes(app, context);

  // The holder of the policy gets an invitation and a code by SMS, if the mobile number is the
  // one on the policy: otherwise anyone knowing a reference could take the account. A holder who
  // has an account already is told so by SMS instead. Like the username reminder, the answer is
  // the same whatever the reference and number, so nobody learns from it whether a policy, or an
  // account for it, exists - the limit too counts every reference alike.
  registerEndpoint(app, authEndpoints.signUp, async ({ body, request }) => {
    await limitCall(db, SIGN_UP_LIMITS, referenceKey(body.policy_reference), request.ip, now());
    // The holder is read in the transaction that sends: one activated meanwhile is told it has
    // an account, not sent a code it can no longer use.
    await db.transaction(async () => {
      const holder = await policyHolder(db, body.policy_reference);
      if (!holder || !samePhone(body.mobile_number, holder.mobile_number)) return;
      if (holder.status === 'active') {
        await sendMessage(
          db,
          {
            channel: 'sms',
            to: holder.mobile_number,
            body:
              `Hello ${holder.first_name}, you already have an online account for this policy. ` +
              `Please log in, or use 'Forgot username' or 'Reset password'. If you did not ask ` +
              `for this, you can ignore this message.`,
            userId: holder.id,
          },
          now(),
        );
      } else {
        await sendActivationCode(db, holder, now(), holder.mobile_number);
      }
    });
    return MESSAGES.signUpSent;
  });

  registerEndpoint(app, authEndpoints.validateInvitation, async ({ body }) => {
    const account = await requireInvitation(db, body.invite_id);
    // The invited e-mail address makes a good username, unless someone has it already.
    const email = account.email.toLowerCase();
    const suggested =
      USERNAME_PATTERN.test(email) && !(await usernameTaken(db, email, account.id)) ? email : null;
    return {
      invite_id: body.invite_id,
      first_name: account.first_name,
      suggested_username: suggested,
    };
  });

  registerEndpoint(app, authEndpoints.requestActivationCode, async ({ body, request }) => {
    await limitCall(db, ACTIVATION_CODE_LIMITS, body.invite_id, request.ip, now());
    // Read in the transaction that sends, so an invitation used meanwhile gets no code.
    await db.transaction(async () => {
      const account = await requireInvitation(db, body.invite_id);
      await sendActivationCode(db, account, now());
    });
    return MESSAGES.activationCodeSent;
  });

  // Activation chooses the username and password and signs the new user in (decision 007).
  registerEndpoint(app, authEndpoints.activateAccount, async ({ body, request, startSession }) => {
    await limitCall(db, ACTIVATION_LIMITS, body.invite_id, request.ip, now());
    const account = await requireInvitation(db, body.invite_id);
    const username = body.username.toLowerCase();
    const fields: FieldErrors = {};
    if (!(await checkActivationCode(db, account, body.activation_code))) {
      fields['activation_code'] = [MESSAGES.activationCodeIncorrect];
    }
    if (!holdsPhone(account, body.phone)) fields['phone'] = [MESSAGES.activationPhoneMismatch];
    if (await usernameTaken(db, username, account.id)) {
      fields['username'] = [MESSAGES.usernameTaken];
    }
    if (Object.keys(fields).length > 0) throw unprocessable(fields);

    const passwordHash = await hashPassword(body.password);
    // Checked again as written: the hash took a while, and the code or username may be gone.
    // The activation itself only takes the code it was checked against, so it is used once.
    const activated = await db.transaction(async () => {
      if (await usernameTaken(db, username, account.id)) {
        throw unprocessable({ username: [MESSAGES.usernameTaken] });
      }
      return activateAccount(db, {
        userId: account.id,
        username,
        passwordHash,
        activationCode: account.activation_code,
      });
    });
    if (!activated) throw unprocessable({ activation_code: [MESSAGES.activationCodeIncorrect] });

    await sessions.prune(now());
    const portal = await requestPortal(db, request);
    return {
      token: await startSession(account.id),
      greeting: greetingFor(account.first_name, now()),
      todo_count: await todoCount(db, account.id, portal.id, todayOf(now())),
    };
  });

  // The same answer whether or not the reference is known, so references cannot be probed for
  // accounts - the limit too counts every reference alike; the hint goes by e-mail to the address
  // we hold (portal.md §2).
  registerEndpoint(app, authEndpoints.requestUsernameReminder, async ({ body, request }) => {
    if (context.captchaKey && !body.recaptcha_token) {
      throw unprocessable({ recaptcha_token: [MESSAGES.captchaRequired] });
    }
    await limitCall(db, USERNAME_REMINDER_LIMITS, referenceKey(body.policy), request.ip, now());
    const holder = await policyHolder(db, body.policy);
    if (holder?.status === 'active' && holder.username) {
      await sendMessage(
        db,
        {
          channel: 'email',
          to: holder.email,
          subject: 'Your username reminder',
          body:
            `Hello ${holder.first_name}, you asked for a reminder of your username. ` +
            `It is ${usernameHint(holder.username)}. If you did not ask for this, you can ignore this e-mail.`,
          userId: holder.id,
        },
        now(),
      );
    }
    return MESSAGES.usernameReminderSent;
  });
};
