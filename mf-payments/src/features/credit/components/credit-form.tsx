import {
  ApiError,
  CreditDecisionBodySchema,
  href,
  validate,
  type CreditDecisionBody,
} from '@portal/contract';
import { useNavigate } from '@portal/platform/router';
import {
  Alert,
  asNormalisedError,
  Button,
  CheckboxField,
  ConfirmDialog,
  Form,
  FormErrorSummary,
  Group,
  schemaValidator,
  Stack,
  submitErrors,
  Text,
  TextField,
  useFormState,
  useUnsavedChanges,
  type FormValuesOf,
} from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useDecideCreditAgreement } from '../api/decide-credit-agreement';
import { leavesForErrorPage, type CreditOutcomeState } from './credit-outcome-state';

// Signing: the full name as the signature (the server checks it against the policyholder's) and
// the tick; or Decline, asked again in a dialog. 'confirmed' goes to credit-confirmed,
// 'declined' to credit-declined; a 422 stays on the form, by its fields, with every value kept;
// any other failure goes to credit-error. Not a SchemaForm: leaving for credit-error after a
// failure must let go of the unsaved-changes hold too, which SchemaForm does only on success.

type Values = FormValuesOf<typeof CreditDecisionBodySchema>;

const validator = schemaValidator(CreditDecisionBodySchema);
const INITIAL: Values = { decision: 'sign' };

export function CreditForm({ policyId }: { policyId: string }) {
  const decide = useDecideCreditAgreement(policyId);
  const navigate = useNavigate();
  const leaveRef = useRef<() => void>(() => {});
  const [declining, setDeclining] = useState(false);
  const [declineFailure, setDeclineFailure] = useState<string | null>(null);

  function go(route: 'credit-confirmed' | 'credit-declined' | 'credit-error', message: string) {
    leaveRef.current();
    const state: CreditOutcomeState = { message };
    void navigate(href(route, { policyId }), { state });
  }

  /** Sends the decision; the failure when it stays on this page, else null. */
  async function send(body: CreditDecisionBody): Promise<ApiError | null> {
    try {
      const result = await decide.mutateAsync(body);
      go(result.status === 'confirmed' ? 'credit-confirmed' : 'credit-declined', result.message);
      return null;
    } catch (error) {
      if (leavesForErrorPage(error)) {
        go('credit-error', asNormalisedError(error).message);
        return null;
      }
      return error instanceof ApiError ? error : null;
    }
  }

  async function sign(values: Values) {
    setDeclineFailure(null);
    // The validator has passed them already; parsed again for the schema's output.
    const parsed = validate(CreditDecisionBodySchema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    const refused = await send(parsed.output);
    return refused ? submitErrors(refused) : undefined;
  }

  async function decline() {
    setDeclineFailure(null);
    const refused = await send({ decision: 'decline' });
    setDeclining(false);
    if (refused) setDeclineFailure(refused.message);
  }

  return (
    <Form<Values> onSubmit={sign} validate={validator} initialValues={INITIAL}>
      {({ handleSubmit, submitting }) => (
        <>
          <form
            aria-label="Sign your credit agreement"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
          >
            <HoldWhileDirty leaveRef={leaveRef} />
            <Stack gap="md">
              <FormErrorSummary />
              {declineFailure !== null && (
                <Alert role="alert" color="red" variant="light">
                  {declineFailure}
                </Alert>
              )}
              <TextField
                name="full_name"
                label="Full name"
                description="Type your full name, as it appears on your policy, to sign"
                required
                autoComplete="name"
              />
              <CheckboxField
                name="confirm"
                label="I have read and agree to the credit agreement"
                required
              />
              <Group gap="sm">
                <Button type="submit" loading={submitting} disabled={decide.isPending}>
                  Sign agreement
                </Button>
                <Button
                  type="button"
                  variant="default"
                  onClick={() => setDeclining(true)}
                  disabled={decide.isPending}
                >
                  Decline
                </Button>
              </Group>
            </Stack>
          </form>
          <ConfirmDialog
            opened={declining}
            title="Decline the credit agreement?"
            confirmLabel="Decline agreement"
            cancelLabel="Go back"
            onConfirm={() => void decline()}
            onCancel={() => setDeclining(false)}
            loading={decide.isPending}
          >
            <Text>
              If you decline, you cannot pay for your policy in monthly instalments, and you will
              need to phone us to arrange another way to pay.
            </Text>
          </ConfirmDialog>
        </>
      )}
    </Form>
  );
}

/** The 'Unsaved changes' hold while the form has changes (portal.md §2), released on leaving. */
function HoldWhileDirty({ leaveRef }: { leaveRef: { current: () => void } }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  const { leaveWithoutAsking } = useUnsavedChanges(Boolean(dirty));
  useEffect(() => {
    leaveRef.current = leaveWithoutAsking;
  }, [leaveRef, leaveWithoutAsking]);
  return null;
}
