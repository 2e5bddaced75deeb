import {
  ApiError,
  formatMoney,
  href,
  RefundBodySchema,
  type PaymentResult,
  type Refund,
} from '@portal/contract';
import { ChoiceCardsField } from '@portal/forms';
import { useNavigate } from '@portal/platform/router';
import { Button, Group, SchemaForm, Stack } from '@portal/ui';
import { useMemo } from 'react';
import { useAcceptRefund } from '../api/accept-refund';

// One refund accepted at a time (the contract's RefundBodySchema): the refunds offered are cards
// with their label and amount, the one chosen is sent, and the page moves on to the outcome with
// the server's message and reference.

/** What the outcome page (payment-successful) shows: the server's message and reference. */
export interface PaymentOutcomeState {
  readonly message: string;
  readonly reference: string | null;
}

export function RefundForm({
  policyId,
  refunds,
}: {
  policyId: string;
  refunds: readonly Refund[];
}) {
  const accept = useAcceptRefund(policyId);
  const navigate = useNavigate();
  // With one refund there is nothing to choose (ours: the spec is silent).
  const initialValues = useMemo(
    () => (refunds.length === 1 && refunds[0] ? { refund_id: refunds[0].id } : {}),
    [refunds],
  );

  // A refund the server did not pay stays on the form with its message, as a refusal does.
  async function submit(body: Parameters<typeof accept.mutateAsync>[0]): Promise<PaymentResult> {
    const result = await accept.mutateAsync(body);
    if (result.status === 'failed') throw new ApiError(result.message, 422);
    return result;
  }

  return (
    <SchemaForm
      schema={RefundBodySchema}
      submit={submit}
      label="Accept a refund"
      initialValues={initialValues}
      onSuccess={({ message, reference }) => {
        const state: PaymentOutcomeState = { message, reference };
        void navigate(href('payment-successful', { policyId, paymentType: 'refunds' }), {
          state,
        });
      }}
    >
      {({ submitting }) => (
        <Stack gap="md">
          <ChoiceCardsField
            name="refund_id"
            label="Refund to accept"
            required
            options={refunds.map((refund) => ({
              value: refund.id,
              label: refund.label,
              detail: formatMoney(refund.amount),
            }))}
          />
          <Group>
            <Button type="submit" loading={submitting}>
              Accept refund
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}
