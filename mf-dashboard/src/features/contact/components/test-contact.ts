// Contract-valid answers for the contact screen's tests (portal.md §2 "Contact form"): the
// policies to choose from, and the reference API's answer to a sent message.
import { testPolicy } from '@portal/platform/testing';

/** The reference API's answer to a sent message. */
export const SENT =
  'Thank you for your message. We will reply within 2 working days to the email address on your account.';

export const CAR = testPolicy();

export const HOME = testPolicy({
  id: 102,
  label: 'Home insurance',
  type: 'Home',
  icon: 'home',
  value: 'home',
  reference: 'NWM-HOME-204816',
});
