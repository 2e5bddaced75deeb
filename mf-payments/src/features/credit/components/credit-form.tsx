import {
  ApiError,
  CreditDecisionBodySchema,
  href,
  type CreditDecisionBody,
} from '@portal/contract';
import { useNavigate } from '@portal/platform/router';
import {
  Alert,
  asNormalisedError,
  Button,
  CheckboxField,
  ConfirmDialog,
  FormErrorSummary,
  Group,
  SchemaForm,
  Stack,
  Text,
  TextField,
  type FormValuesOf,
} from '@portal/ui';
import { useState } from 'react';
import { useDecideCreditAgreement } from '../api/decide-credit-agreement';
import { leavesForErrorPage, type CreditOutcomeState } from './credit-outcome-state';

// Signing: the full name as the signature (the server checks it against the policyholder's) and
// the tick; or Decline, asked again in a dialog. 'confirmed' goes to credit-confirmed,
// 'declined' to credit-declined; a 422 stays on the form, by its fields, with every value kept;
// any other failure goes to credit-error, letting go of the unsaved-changes hold as it leaves.

const INITIAL: FormValuesOf<typeof CreditDecisionBodySchema> = { decision: 'sign' };

export function CreditForm({ policyId }: { policyId: string }) {
  const decide = useDecideCreditAgreement(policyId);
  const navigate = useNavigate();
  const [declining, setDeclining] = useState(false);
  const [declineFailure, setDeclineFailure] = useState<string | null>(null);

  function go(route: 'credit-confirmed' | 'credit-declined' | 'credit-error', message: string) {
    const state: CreditOutcomeState = { message };
    void navigate(href(route, { policyId }), { state });
  }

  function decided({ status, message }: { status: 'confirmed' | 'declined'; message: string }) {
    go(status === 'confirmed' ? 'credit-confirmed' : 'credit-declined', message);
  }

  /** Off to credit-error when the failure is not this form's to show; whether it went. */
  function leftForErrorPage(error: unknown, leaveWithoutAsking: () => void): boolean {
    if (!leavesForErrorPage(error)) return false;
    leaveWithoutAsking();
    go('credit-error', asNormalisedError(error).message);
    return true;
  }

  function sign(body: CreditDecisionBody) {
    setDeclineFailure(null);
    return decide.mutateAsync(body);
  }

  /** Not the form's submit: a refusal that stays shows above the fields, not on them. */
  async function decline(leaveWithoutAsking: () => void) {
    setDeclineFailure(null);
    try {
      const result = await decide.mutateAsync({ decision: 'decline' });
      leaveWithoutAsking();
      decided(result);
    } catch (error) {
      if (!leftForErrorPage(error, leaveWithoutAsking) && error instanceof ApiError) {
        setDeclineFailure(error.message);
      }
    }
    setDeclining(false);
  }

  return (
    <SchemaForm
      schema={CreditDecisionBodySchema}
      submit={sign}
      onSuccess={decided}
      onFailure={(error, _sent, _form, leaveWithoutAsking) => {
        leftForErrorPage(error, leaveWithoutAsking);
      }}
      initialValues={INITIAL}
      label="Sign your credit agreement"
      summary={false}
    >
      {({ submitting, leaveWithoutAsking }) => (
        <>
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
          <ConfirmDialog
            opened={declining}
            title="Decline the credit agreement?"
            confirmLabel="Decline agreement"
            cancelLabel="Go back"
            onConfirm={() => void decline(leaveWithoutAsking)}
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
    </SchemaForm>
  );
}
