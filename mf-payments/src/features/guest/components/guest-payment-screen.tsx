import {
  ApiError,
  formObject,
  GuestPaymentBodySchema,
  href,
  MESSAGES,
  numberSchema,
  type GuestPaymentCheck,
  type PaymentResult,
} from '@portal/contract';
import { MoneyField } from '@portal/forms';
import { useNavigate } from '@portal/platform/router';
import { Button, Group, PageScreen, SchemaForm, Stack, Text, TextField, Title } from '@portal/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import * as v from 'valibot';
import { useCheckGuestPayment } from '../api/check-guest-payment';
import { usePayAsGuest } from '../api/pay-as-guest';
import type { CardStepComponent } from '@portal/platform/remote-app';

// Route 'payments-guest' (/payments/guest; portal.md §1: visitors make guest payments): the
// policy reference, the postcode on the policy and the amount, which the API checks before the
// card step is shown - no card is typed for a policy it cannot find, or for more than is due.
// The card step puts the hosted page's token in the form and submits it; the payment checks
// everything again, and a refusal then (its message says no money has been taken) comes back to
// the first step with its messages and every value as typed.

const { policy_reference, postcode, amount, card_token } = GuestPaymentBodySchema.entries;

const schema = formObject({
  policy_reference,
  postcode,
  // As typed ('£1,234.50'), then the API's own rule.
  amount: v.pipe(
    numberSchema(MESSAGES.amountInvalid),
    v.transform((typed) => typed ?? Number.NaN),
    amount,
  ),
  card_token: v.optional(card_token),
});

/** The screen, with the card step the app gives it (features do not import each other). */
export function guestPaymentScreen(CardStep: CardStepComponent): ComponentType<{ title: string }> {
  function GuestPaymentRoute({ title }: { title: string }) {
    return <GuestPaymentScreen title={title} CardStep={CardStep} />;
  }
  return GuestPaymentRoute;
}

type Step = 'details' | 'card';
type Answer = { readonly checked: GuestPaymentCheck } | { readonly paid: PaymentResult };

// The API refuses these before any card is charged: the details are to be put right, or the
// visitor is to wait. Anything else (no answer, a server error) stays with the card step's retry.
const REFUSALS = [422, 429];

export function GuestPaymentScreen({
  title,
  CardStep,
}: {
  title: string;
  CardStep: CardStepComponent;
}) {
  const navigate = useNavigate();
  const check = useCheckGuestPayment();
  const pay = usePayAsGuest();
  const [step, setStep] = useState<Step>('details');
  const [paying, setPaying] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each step is announced by moving focus to its heading; not on arrival (the page's title).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  async function submit({ card_token: token, ...details }: v.InferOutput<typeof schema>) {
    if (token === undefined) return { checked: await check.mutateAsync(details) };
    try {
      return { paid: await pay.mutateAsync({ ...details, card_token: token }) };
    } catch (error) {
      if (error instanceof ApiError && REFUSALS.includes(error.status)) goTo('details');
      throw error;
    }
  }

  function onSuccess(answer: Answer) {
    if ('checked' in answer) {
      setPaying(answer.checked.amount);
      goTo('card');
      return;
    }
    const { paid } = answer;
    navigate(
      paid.status === 'complete' ? href('guest-payment-successful') : href('guest-payment-failed'),
      {
        state: {
          message: paid.message,
          reference: paid.reference,
          retry: href('payments-guest'),
        },
      },
    );
  }

  return (
    <PageScreen title={title} layout="form">
      <SchemaForm schema={schema} submit={submit} onSuccess={onSuccess} label={title}>
        {({ submitting }) => (
          <Stack gap="md">
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {step === 'details' ? 'Your policy' : 'Your card details'}
            </Title>
            {/* Hidden, not removed, on the card step: every value stays as typed. */}
            <Stack gap="md" display={step === 'details' ? undefined : 'none'}>
              <Text>
                Pay towards a policy without logging in: enter its reference and the postcode on it.
              </Text>
              <TextField name="policy_reference" label="Policy reference" required />
              <TextField name="postcode" label="Postcode" required autoComplete="postal-code" />
              <MoneyField name="amount" label="Amount to pay" required />
              <Group>
                <Button type="submit" loading={Boolean(submitting) && step === 'details'}>
                  Continue to payment
                </Button>
              </Group>
            </Stack>
            {step === 'card' ? (
              <CardStep amount={paying}>
                <Button type="button" variant="default" onClick={() => goTo('details')}>
                  Change details
                </Button>
              </CardStep>
            ) : null}
          </Stack>
        )}
      </SchemaForm>
    </PageScreen>
  );
}
