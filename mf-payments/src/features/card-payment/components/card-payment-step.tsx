import { formatMoney } from '@portal/contract';
import { Button, Group, Stack, Text, useForm, useFormState, useUnsavedChanges } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CardFrame, type CardToken } from './card-frame';

// The card step of every card payment (pay, renew, guest): rendered inside the screen's payment
// form, whose values hold `card_token`. A token from the hosted card page goes into the form and
// submits it, so the payment is the form's submission: the contract's schema checks it, and a
// refusal (a 422) lands on the fields it names like any other form's. One token at a time: while
// one is being sent, any other is ignored, so nothing is charged twice.

/** What the screen's form must hold for this step. */
export interface CardPaymentValues {
  card_token?: string;
}

export function CardPaymentStep({
  amount,
  guard = true,
  children,
}: {
  amount: number;
  /**
   * Ask 'Unsaved changes' before leaving while the card form shows (on unless said): what the
   * person typed before it would be lost.
   */
  guard?: boolean;
  /** Actions below the card form ('Change amount'). */
  children?: ReactNode;
}) {
  const form = useForm<CardPaymentValues>();
  const { submitting, submitFailed, values } = useFormState<CardPaymentValues>({
    subscription: { submitting: true, submitFailed: true, values: true },
  });
  const sending = useRef(false);
  const [card, setCard] = useState<CardToken | null>(null);
  // From the token on, the form itself holds the guard: its values have changed.
  useUnsavedChanges(guard && card === null);

  // The token is spent once sent: a form shown again must not send it a second time.
  useEffect(
    () => () => {
      form.change('card_token', undefined);
    },
    [form],
  );

  async function send() {
    sending.current = true;
    try {
      await form.submit();
    } finally {
      sending.current = false;
    }
  }

  function onToken(token: CardToken) {
    if (sending.current || form.getState().submitting) return;
    setCard(token);
    form.change('card_token', token.token);
    void send();
  }

  // A failure that is not a refusal (no answer, a server error) may or may not have reached the
  // processor: Try again sends the same token, which the API answers once (Idempotency-Key).
  const retry = submitFailed && !submitting && values.card_token !== undefined;

  return (
    <Stack gap="md">
      <Text>
        Paying <strong>{formatMoney(amount)}</strong>. Enter your card details below: they go
        straight to our secure payment provider, not to us.
      </Text>
      <CardFrame amount={amount} onToken={onToken} />
      <div role="status" aria-live="polite">
        {submitting ? <Text fw={600}>Processing your payment...</Text> : null}
      </div>
      <Group>
        {retry ? (
          <Button type="button" onClick={() => void send()}>
            Try again
          </Button>
        ) : null}
        {submitting ? null : children}
      </Group>
    </Stack>
  );
}
