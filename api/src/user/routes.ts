import {
  changedSignInDetails,
  MESSAGES,
  userDetailsUpdateFor,
  userEndpoints,
  type SignInDetails,
} from '@portal/contract';
import { requireCurrentPassword } from '../account/current-password';
import { usernameTaken } from '../account/store';
import { signedIn } from '../auth/auth-user';
import { validated } from '../changes/change-requests';
import { notFound, unprocessable } from '../http/http-error';
import { alertsFor } from '../standing/alerts';
import { todayOf } from '../today';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { tellOfChange } from './change-notice';
import {
  deleteNotification,
  notificationsOf,
  setCorrespondence,
  updateUserDetails,
  userDetails,
  type DetailsRow,
} from './store';

// The signed-in user's account details, paperless preference, alerts and notifications
// (portal.md §2 Settings and shell, §3, §5, §7).

/** '' in the table is 'not given', which the contract says with null. */
function orNull(value: string): string | null {
  return value === '' ? null : value;
}

/** An id from the path: a positive whole number, else there is no such record. */
function idOf(param: string): number {
  const id = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

export const userRoutes: RouteModule = (app, { db, now }) => {
  const detailsOf = async (userId: number) => {
    const row = await userDetails(db, userId);
    if (!row) throw notFound();
    return row;
  };

  registerEndpoint(app, userEndpoints.getUserDetails, async ({ user }) => {
    const row = await detailsOf(signedIn(user).id);
    return {
      ...row,
      title: orNull(row.title),
      username: row.username ?? '',
      landline_number: orNull(row.landline_number),
      mobile_number: orNull(row.mobile_number),
    };
  });

  // A token alone cannot change what the account is reached and signed in by: a change to the
  // email, a phone number or the username asks for the current password (userDetailsUpdateFor),
  // and the old address and number are told, so a stolen session cannot quietly become the
  // account (a new mobile, then a reset code to it).
  registerEndpoint(
    app,
    userEndpoints.updateUserDetails,
    async ({ user, request }) => {
      const { id } = signedIn(user);
      const signInDetailsOf = (row: DetailsRow): SignInDetails => ({
        ...row,
        username: row.username ?? '',
      });
      const body = validated(
        userDetailsUpdateFor(signInDetailsOf(await detailsOf(id))),
        request.body,
      );
      const checked = body.current_password !== undefined;
      if (checked) {
        await requireCurrentPassword(
          db,
          {
            userId: id,
            password: body.current_password ?? '',
            address: request.ip,
            field: 'current_password',
          },
          now(),
        );
      }
      // Usernames are kept lower-case: sign-in lowercases what is typed (portal.md §5).
      const username = body.username.toLowerCase();
      await db.transaction(async () => {
        // Read again as written: the details may have changed while the password was checked.
        const held = await detailsOf(id);
        const changed = changedSignInDetails(signInDetailsOf(held), body);
        if (changed.length > 0 && !checked) {
          throw unprocessable({ current_password: [MESSAGES.currentPasswordRequired] });
        }
        if (await usernameTaken(db, username, id)) {
          throw unprocessable({ username: [MESSAGES.usernameTaken] });
        }
        await updateUserDetails(db, id, {
          title: body.title.trim(),
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          username,
          landline_number: body.landline_number,
          mobile_number: body.mobile_number,
        });
        if (changed.length > 0) await tellOfChange(db, id, held, changed, now());
      });
      return MESSAGES.detailsUpdated;
    },
    { contextualBody: true },
  );

  registerEndpoint(app, userEndpoints.getCorrespondence, async ({ user }) => ({
    correspondence: (await detailsOf(signedIn(user).id)).correspondence,
  }));

  registerEndpoint(app, userEndpoints.updateCorrespondence, async ({ user, body }) => {
    await setCorrespondence(db, signedIn(user).id, body.correspondence);
    return body.correspondence === 'email'
      ? MESSAGES.correspondenceOnline
      : MESSAGES.correspondencePost;
  });

  registerEndpoint(app, userEndpoints.getAlerts, async ({ user }) => {
    const { id, portal } = signedIn(user);
    return alertsFor(db, id, portal, todayOf(now()));
  });

  registerEndpoint(app, userEndpoints.getNotifications, async ({ user }) => {
    const items = await notificationsOf(db, signedIn(user).id);
    return { items, count: items.length };
  });

  // Another user's notification is answered as one that does not exist.
  registerEndpoint(app, userEndpoints.deleteNotification, async ({ user, params }) => {
    if (!(await deleteNotification(db, signedIn(user).id, idOf(params.id)))) throw notFound();
    return null;
  });
};
