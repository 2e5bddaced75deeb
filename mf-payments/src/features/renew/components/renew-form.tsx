import {
  ApiError,
  CardTokenSchema,
  formObject,
  href,
  PaymentAmountSchema,
  type PaymentResult,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useNavigate } from '@portal/platform/router';
import { SchemaForm, Title } from '@portal/ui';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { useRenewPolicy } from '../api/renew-policy';
import type { CardStepComponent } from '@portal/platform/remote-app';

// The renewal's payment: no question to ask, so straight to the card, for exactly the premium
// shown. A refusal (422: the price has changed) says so, shows the new quote and a fresh card
// form (the token was spent). portal.md §2 Policy sidebar: a renewal that succeeds is told to the
// page ('renewal.success'), so 'Renew policy' goes from the sidebar without a reload.

const schema = formObject({
  amount: PaymentAmountSchema,
  card_token: v.optional(CardTokenSchema),
});

export function RenewForm({
  policyId,
  premium,
  CardStep,
}: {
  policyId: string;
  premium: number;
  CardStep: CardStepComponent;
}) {
  const { bus } = usePortal();
  const navigate = useNavigate();
  const renew = useRenewPolicy(policyId);
  // A new card form for each attempt that was refused.
  const [attempt, setAttempt] = useState(0);
  const initialValues = useMemo(() => ({ amount: premium }), [premium]);

  async function submit(sent: v.InferOutput<typeof schema>): Promise<PaymentResult> {
    if (sent.card_token === undefined) throw new Error('The card step sends a token');
    try {
      return await renew.mutateAsync({ amount: sent.amount, card_token: sent.card_token });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setAttempt((count) => count + 1);
      throw error;
    }
  }

  function onSuccess(result: PaymentResult) {
    const complete = result.status === 'complete';
    if (complete) bus.emit({ type: 'renewal.success', policyId });
    navigate(
      complete
        ? href('payment-successful', { policyId, paymentType: 'renew' })
        : href('payment-failed', { policyId }),
      {
        state: {
          message: result.message,
          reference: result.reference,
          retry: href('payments-renew', { policyId }),
        },
      },
    );
  }

  return (
    <SchemaForm
      schema={schema}
      submit={submit}
      onSuccess={onSuccess}
      initialValues={initialValues}
      label="Renew policy"
    >
      {() => (
        <>
          <Title order={2} size="h3">
            Your card details
          </Title>
          {/* Nothing typed on our side: leaving asks nothing until the card is being paid with. */}
          <CardStep key={`${attempt}-${premium}`} amount={premium} guard={false} />
        </>
      )}
    </SchemaForm>
  );
}
