import { contactEndpoints, MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { unprocessable } from '../http/http-error';
import { registerEndpoint, signedIn } from '../http/register-endpoint';
import type { RouteModule } from '../routes';

// POST /contact, /contact/phone and /feedback (portal.md §2 "Contact form", §3 "Feedback answer",
// §5, §7): each is stored as sent. The policy named must be one of the caller's: the form's select
// only offers those, so another id is answered like an unchosen one, on the same field.

/** Shown on the home page once the contact form is sent (portal.md §2). */
export const CONTACT_SENT =
  'Thank you for your message. We will reply within 2 working days to the email address on your account.';

export const FEEDBACK_THANKS = 'Thank you for your feedback. It helps us improve the portal.';

/** The caller's policy id named by a form field, or undefined when it is not theirs. */
function callersPolicy(db: Db, userId: number, id: string): number | undefined {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  return prepared<[number, number], { id: number }>(
    db,
    'SELECT id FROM policies WHERE id = ? AND user_id = ?',
  ).get(Number(id), userId)?.id;
}

export const contactRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, contactEndpoints.sendContact, ({ user, body }) => {
    const userId = signedIn(user).id;
    const policyId = callersPolicy(db, userId, body.policy);
    if (policyId === undefined) throw unprocessable({ policy: [MESSAGES.contactPolicyRequired] });
    prepared<[number, number, string, string, string]>(
      db,
      `INSERT INTO contact_messages (user_id, policy_id, subject, enquiry, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(userId, policyId, body.subject, body.enquiry, now().toISOString());
    return CONTACT_SENT;
  });

  registerEndpoint(app, contactEndpoints.reportPhoneClick, ({ user, body }) => {
    const userId = signedIn(user).id;
    const { ID, ...device } = body;
    const policyId = callersPolicy(db, userId, ID);
    if (policyId === undefined) throw unprocessable({ ID: [MESSAGES.idInvalid] });
    prepared<[number, number, string, string]>(
      db,
      'INSERT INTO phone_clicks (user_id, policy_id, device, created_at) VALUES (?, ?, ?, ?)',
    ).run(userId, policyId, JSON.stringify(device), now().toISOString());
    return null;
  });

  registerEndpoint(app, contactEndpoints.sendFeedback, ({ user, body }) => {
    prepared<[number, string, string]>(
      db,
      'INSERT INTO feedback (user_id, answers, created_at) VALUES (?, ?, ?)',
    ).run(signedIn(user).id, JSON.stringify(body.answers), now().toISOString());
    return FEEDBACK_THANKS;
  });
};
