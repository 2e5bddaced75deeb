import * as v from 'valibot';
import { endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import { ActivationCodeSchema, IdSchema, InviteIdSchema } from './rules';

// Agreements to accept (portal.md §3, §4, §7). A signed-in user sends no credentials; a visitor
// activating an account sends the activation code and invite id instead (portal.md §6).

export const AgreementSchema = v.object({
  ID: IdSchema,
  title: v.string(),
  /** One HTML page each, shown by the stepper page by page; sanitised before display. */
  content: v.pipe(v.array(v.string()), v.minLength(1)),
  /** Information only: Continue or Finish, with no confirm tick and no call. */
  info_page: v.boolean(),
  /** The Decline button's label; null when the agreement cannot be declined. */
  decline_button: v.nullable(v.string()),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

const CREDENTIAL_PATHS = [['activation_code'], ['invite_id']] as const;

function bothOrNeither(input: { activation_code?: string; invite_id?: string }): boolean {
  return (input.activation_code === undefined) === (input.invite_id === undefined);
}

/** The visitor's credentials: both or neither (neither when signed in). */
const InviteCredentialsEntries = {
  activation_code: v.optional(ActivationCodeSchema),
  invite_id: v.optional(InviteIdSchema),
};

export const AgreementsRequestSchema = v.pipe(
  v.object(InviteCredentialsEntries),
  v.forward(v.partialCheck(CREDENTIAL_PATHS, bothOrNeither, MESSAGES.agreementInviteIncomplete), [
    'invite_id',
  ]),
);
export type AgreementsRequest = v.InferOutput<typeof AgreementsRequestSchema>;

/** Accept or decline one agreement (portal.md §3): its ID, plus the credentials when signed out. */
export const AgreementDecisionSchema = v.pipe(
  v.object({ ID: IdSchema, ...InviteCredentialsEntries }),
  v.forward(v.partialCheck(CREDENTIAL_PATHS, bothOrNeither, MESSAGES.agreementInviteIncomplete), [
    'invite_id',
  ]),
);
export type AgreementDecision = v.InferOutput<typeof AgreementDecisionSchema>;

/** A message to show, or null: the screen then says 'Accepted the' / 'Declined the' + title. */
export const AgreementDecisionResponseSchema = v.nullable(MessageSchema);

export const agreementEndpoints = {
  /** POST because a visitor's credentials travel in the body (portal.md §7). */
  getAgreements: endpoint({
    method: 'POST',
    path: '/agreements',
    auth: 'optional',
    body: AgreementsRequestSchema,
    response: v.array(AgreementSchema),
  }),
  acceptAgreement: endpoint({
    method: 'POST',
    path: '/agreements/accept',
    auth: 'optional',
    body: AgreementDecisionSchema,
    response: AgreementDecisionResponseSchema,
  }),
  declineAgreement: endpoint({
    method: 'POST',
    path: '/agreements/decline',
    auth: 'optional',
    body: AgreementDecisionSchema,
    response: AgreementDecisionResponseSchema,
  }),
};
