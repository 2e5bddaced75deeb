import {
  ApiError,
  CardTokenSchema,
  formObject,
  href,
  MESSAGES,
  numberSchema,
  PaymentAmountSchema,
  type PaymentResult,
} from '@portal/contract';
import { MoneyField } from '@portal/forms';
import { useNavigate } from '@portal/platform/router';
import { Button, Group, SchemaForm, Stack, Title } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { usePayPolicy } from '../api/pay-policy';
import type { CardStepComponent } from '@portal/platform/remote-app';

// 'Make a payment' in two steps of one form: the amount (pounds and pence, more than nothing and
// no more than is due), then the card. The card step puts the hosted page's token in the form
// and submits it, so the payment is this form's submission and a refusal (422: more than is due
// now) comes back to the amount with its message and the amount as typed.

function inPence(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount as typed ('£1,234.50'), as the API checks it, and no more than `due`. */
export function payFormSchema(due: number) {
  return formObject({
    amount: v.pipe(
      numberSchema(MESSAGES.amountInvalid),
      v.transform((amount) => amount ?? Number.NaN),
      PaymentAmountSchema,
      v.check((amount) => inPence(amount) <= inPence(due), MESSAGES.amountOverDue),
    ),
    card_token: v.optional(CardTokenSchema),
  });
}

type Step = 'amount' | 'card';
const CONTINUE = 'continue';

export function PayForm({
  policyId,
  due,
  CardStep,
}: {
  policyId: string;
  due: number;
  CardStep: CardStepComponent;
}) {
  const navigate = useNavigate();
  const pay = usePayPolicy(policyId);
  // Taken once: a refetch of what is due never changes the rules under the person typing.
  const [schema] = useState(() => payFormSchema(due));
  const [initialValues] = useState(() => ({ amount: due.toFixed(2) }));
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState(due);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each step is announced by moving focus to its heading; not on arrival, where the page's
  // title is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  async function submit(sent: v.InferOutput<typeof schema>) {
    if (sent.card_token === undefined) return CONTINUE;
    try {
      return await pay.mutateAsync({ amount: sent.amount, card_token: sent.card_token });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) goTo('amount');
      throw error;
    }
  }

  function onSuccess(answer: PaymentResult | typeof CONTINUE, sent: { amount: number }) {
    if (answer === CONTINUE) {
      setAmount(sent.amount);
      goTo('card');
      return;
    }
    const state = {
      message: answer.message,
      reference: answer.reference,
      retry: href('payments-pay', { policyId }),
    };
    navigate(
      answer.status === 'complete'
        ? href('payment-successful', { policyId, paymentType: 'pay' })
        : href('payment-failed', { policyId }),
      { state },
    );
  }

  return (
    <SchemaForm
      schema={schema}
      submit={submit}
      onSuccess={onSuccess}
      initialValues={initialValues}
      label="Make a payment"
    >
      {() => (
        <Stack gap="md">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {step === 'amount' ? 'How much would you like to pay?' : 'Your card details'}
          </Title>
          {/* Hidden, not removed, on the card step: the amount stays as typed. */}
          <Stack gap="md" display={step === 'amount' ? undefined : 'none'}>
            <MoneyField name="amount" label="Amount to pay" required />
            <Group>
              <Button type="submit">Continue to payment</Button>
            </Group>
          </Stack>
          {step === 'card' ? (
            <CardStep amount={amount}>
              <Button type="button" variant="default" onClick={() => goTo('amount')}>
                Change amount
              </Button>
            </CardStep>
          ) : null}
        </Stack>
      )}
    </SchemaForm>
  );
}
