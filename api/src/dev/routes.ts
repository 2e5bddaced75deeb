import type { FastifyRequest } from 'fastify';
import { devEndpoints, MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { HttpError, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { readOutbox } from '../outbox/store';
import { holdsPolicy } from '../policies/store';
import { notificationPush } from '../push/notification-push';
import { isStaff } from '../support-console/staff-sessions';
import { addAlert, addNotification, userIdByUsername } from '../user/store';

// The development-only calls (portal.md §6, §7), registered when the API runs with `dev` on.
// They name the user they act for and need no customer's token, but they read every code the
// API sends (the outbox) and act for any user: only support staff, signed in to the console
// (whose cookie the browser also sends here), may call them.

const STAFF_ONLY = 'Sign in to the support console (/support) to use the development calls.';

async function userIdOf(db: Db, username: string): Promise<number> {
  const id = await userIdByUsername(db, username);
  if (id === undefined) throw unprocessable({ username: [MESSAGES.notFound] });
  return id;
}

export const devRoutes: RouteModule = (app, context) => {
  const { db, now } = context;

  async function staffOnly(request: FastifyRequest): Promise<void> {
    if (!(await isStaff(context.staff, request.headers.cookie, now()))) {
      throw new HttpError(401, STAFF_ONLY);
    }
  }

  registerEndpoint(app, devEndpoints.getDevOutbox, async ({ query, request }) => {
    await staffOnly(request);
    return readOutbox(db, query.to);
  });

  registerEndpoint(app, devEndpoints.requestDevScreenshot, async ({ body, request }) => {
    await staffOnly(request);
    const userId = await userIdOf(db, body.username);
    // The socket server is attached by whoever serves the API (mountApi); without it no page
    // could be asked.
    if (!context.realtime) throw new HttpError(503, MESSAGES.serverError);
    return { token: await context.realtime.requestScreenshot(userId) };
  });

  registerEndpoint(app, devEndpoints.createDevAlert, async ({ body, request }) => {
    await staffOnly(request);
    const userId = await userIdOf(db, body.username);
    // The alert is about one of the user's own policies, or none (an announcement).
    const policyId = body.value;
    const owned = policyId === null || (await holdsPolicy(db, userId, policyId));
    if (!owned) throw unprocessable({ value: [MESSAGES.notFound] });
    const { type, label, button, route, slot } = body;
    await addAlert(db, userId, { policyId, type, label, button, route, slot }, now());
    return null;
  });

  registerEndpoint(app, devEndpoints.createDevNotification, async ({ body, request }) => {
    await staffOnly(request);
    const userId = await userIdOf(db, body.username);
    await addNotification(db, userId, body, now());
    void notificationPush(db, userId, body, app.log);
    return null;
  });
};
