import { contactEndpoints, MESSAGES } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { holdsPolicy } from '../policies/store';
import { recordContactMessage, recordFeedback, recordPhoneClick } from './store';

// POST /contact, /contact/phone and /feedback (portal.md §2 "Contact form", §3 "Feedback answer",
// §5, §7): each is stored as sent. The policy named must be one of the caller's: the form's select
// only offers those, so another id is answered like an unchosen one, on the same field.

/** Shown on the home page once the contact form is sent (portal.md §2). */
export const CONTACT_SENT =
  'Thank you for your message. We will reply within 2 working days to the email address on your account.';

export const FEEDBACK_THANKS = 'Thank you for your feedback. It helps us improve the portal.';

/** The caller's policy id named by a form field, or undefined when it is not theirs. */
async function callersPolicy(db: Db, userId: number, id: string): Promise<number | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const policyId = Number(id);
  return (await holdsPolicy(db, userId, policyId)) ? policyId : undefined;
}

export const contactRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, contactEndpoints.sendContact, async ({ user, body }) => {
    const userId = signedIn(user).id;
    const policyId = await callersPolicy(db, userId, body.policy);
    if (policyId === undefined) throw unprocessable({ policy: [MESSAGES.contactPolicyRequired] });
    const { subject, enquiry } = body;
    await recordContactMessage(db, { userId, policyId, subject, enquiry, now: now() });
    return CONTACT_SENT;
  });

  registerEndpoint(app, contactEndpoints.reportPhoneClick, async ({ user, body }) => {
    const userId = signedIn(user).id;
    const { ID, ...device } = body;
    const policyId = await callersPolicy(db, userId, ID);
    if (policyId === undefined) throw unprocessable({ ID: [MESSAGES.idInvalid] });
    await recordPhoneClick(db, userId, policyId, device, now());
    return null;
  });

  registerEndpoint(app, contactEndpoints.sendFeedback, async ({ user, body }) => {
    await recordFeedback(db, signedIn(user).id, body.answers, now());
    return FEEDBACK_THANKS;
  });
};
