import { devEndpoints, MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { HttpError, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { readOutbox } from '../outbox';
import type { RouteModule } from '../routes';
import { addNotification } from '../user/notifications';
import { notificationPush } from '../push/notification-push';

// The development-only calls (portal.md §6, §7), registered when the API runs with `dev` on.
// They name the user they act for and need no token.

function userIdOf(db: Db, username: string): number {
  const row = prepared<[string], { id: number }>(db, 'SELECT id FROM users WHERE username = ?').get(
    username,
  );
  if (!row) throw unprocessable({ username: [MESSAGES.notFound] });
  return row.id;
}

export const devRoutes: RouteModule = (app, context) => {
  const { db, now } = context;

  registerEndpoint(app, devEndpoints.getDevOutbox, ({ query }) => readOutbox(db, query.to));

  registerEndpoint(app, devEndpoints.requestDevScreenshot, ({ body }) => {
    const userId = userIdOf(db, body.username);
    // The socket server is attached by whoever serves the API (mountApi); without it no page
    // could be asked.
    if (!context.realtime) throw new HttpError(503, MESSAGES.serverError);
    return { token: context.realtime.requestScreenshot(userId) };
  });

  registerEndpoint(app, devEndpoints.createDevAlert, ({ body }) => {
    const userId = userIdOf(db, body.username);
    // The alert is about one of the user's own policies, or none (an announcement).
    const policyId = body.value;
    const owned =
      policyId === null ||
      prepared<[number, number]>(db, 'SELECT 1 FROM policies WHERE id = ? AND user_id = ?').get(
        policyId,
        userId,
      ) !== undefined;
    if (!owned) throw unprocessable({ value: [MESSAGES.notFound] });
    prepared<[number, number | null, string, string, string | null, string | null, string, string]>(
      db,
      `INSERT INTO alerts (user_id, policy_id, type, label, button, route, slot, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      userId,
      policyId,
      body.type,
      body.label,
      body.button,
      body.route,
      body.slot,
      now().toISOString(),
    );
    return null;
  });

  registerEndpoint(app, devEndpoints.createDevNotification, ({ body }) => {
    const userId = userIdOf(db, body.username);
    addNotification(db, userId, body, now());
    void notificationPush(db, userId, body, app.log);
    return null;
  });
};
