import * as v from 'valibot';
import { formObject } from './address';
import { EmptySchema, endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import { LIMITS, requiredText } from './rules';

// portal.md §2 (contact form), §3 "Feedback answer", §5 "Contact: policy, subject and enquiry
// required; phone click report requires ID" and "Feedback", §7 POST /contact, /contact/phone,
// /feedback.

/** A policy id as the select gives it (a string) or as the API has it (a number). */
const PolicyIdSchema = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.pipe(v.number(message), v.safeInteger(message))], message),
    v.transform(String),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(LIMITS.text, message),
  );

/** The contact form; `enquiry` is 'Your Message'. */
export const ContactSchema = formObject({
  policy: PolicyIdSchema(MESSAGES.contactPolicyRequired),
  subject: requiredText(MESSAGES.contactSubjectRequired),
  // The message is a 4-row text area, not a one-line text field: no 255 limit (ours: 5000).
  enquiry: v.pipe(
    v.string(MESSAGES.contactEnquiryRequired),
    v.trim(),
    v.nonEmpty(MESSAGES.contactEnquiryRequired),
    v.maxLength(5000, MESSAGES.longTextTooLong),
  ),
});
export type ContactBody = v.InferInput<typeof ContactSchema>;

const DeviceFieldSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.text, MESSAGES.textTooLong))),
  null,
);

/**
 * POST /contact/phone: a tap on the phone number, reported with what the browser knows of the
 * device (the fields of platform.js). `ID` is the policy the user was looking at.
 */
export const PhoneClickSchema = formObject({
  ID: PolicyIdSchema(MESSAGES.phoneClickIdRequired),
  description: DeviceFieldSchema,
  manufacturer: DeviceFieldSchema,
  os: DeviceFieldSchema,
  product: DeviceFieldSchema,
  /** The browser's name. */
  name: DeviceFieldSchema,
  version: DeviceFieldSchema,
  layout: DeviceFieldSchema,
});
export type PhoneClickBody = v.InferInput<typeof PhoneClickSchema>;

export const FEEDBACK_ANSWER_TYPES = ['boolean', 'free_text', 'star_rating'] as const;
export type FeedbackAnswerType = (typeof FEEDBACK_ANSWER_TYPES)[number];

const FeedbackLabelSchema = requiredText(MESSAGES.feedbackLabelRequired);

/**
 * One answer: the question's label, the answer's type and a value of that type. 'Present' means
 * the key is there; an empty free-text answer counts (the question was optional). Stars: 1-5.
 */
export const FeedbackAnswerSchema = v.variant(
  'type',
  [
    formObject({
      type: v.literal('boolean'),
      label: FeedbackLabelSchema,
      value: v.boolean(MESSAGES.feedbackValueRequired),
    }),
    formObject({
      type: v.literal('free_text'),
      label: FeedbackLabelSchema,
      value: v.pipe(
        v.string(MESSAGES.feedbackValueRequired),
        v.trim(),
        v.maxLength(5000, MESSAGES.longTextTooLong),
      ),
    }),
    formObject({
      type: v.literal('star_rating'),
      label: FeedbackLabelSchema,
      value: v.pipe(
        v.number(MESSAGES.feedbackValueRequired),
        v.integer(MESSAGES.feedbackRatingInvalid),
        v.minValue(1, MESSAGES.feedbackRatingInvalid),
        v.maxValue(5, MESSAGES.feedbackRatingInvalid),
      ),
    }),
  ],
  MESSAGES.feedbackTypeInvalid,
);
export type FeedbackAnswer = v.InferOutput<typeof FeedbackAnswerSchema>;

export const FeedbackSchema = formObject({
  answers: v.pipe(
    v.array(FeedbackAnswerSchema, MESSAGES.feedbackAnswersRequired),
    v.minLength(1, MESSAGES.feedbackAnswersRequired),
  ),
});
export type FeedbackBody = v.InferInput<typeof FeedbackSchema>;

export const contactEndpoints = {
  /** Answers a success message, shown on the home page (portal.md §2). */
  sendContact: endpoint({
    method: 'POST',
    path: '/contact',
    auth: 'token',
    idempotent: true,
    body: ContactSchema,
    response: MessageSchema,
  }),
  reportPhoneClick: endpoint({
    method: 'POST',
    path: '/contact/phone',
    auth: 'token',
    idempotent: true,
    body: PhoneClickSchema,
    response: EmptySchema,
  }),
  /** Answers a thank-you message. */
  sendFeedback: endpoint({
    method: 'POST',
    path: '/feedback',
    auth: 'token',
    idempotent: true,
    body: FeedbackSchema,
    response: MessageSchema,
  }),
};
