import { ApiError, DirectDebitBodySchema, href, type PaymentResult } from '@portal/contract';
import { NumberField } from '@portal/forms';
import { useNavigate } from '@portal/platform/router';
import { Button, CheckboxField, Group, SchemaForm, Stack, TextField } from '@portal/ui';
import { useSetUpDirectDebit } from '../api/set-up-direct-debit';
import { DirectDebitGuarantee } from './direct-debit-guarantee';

// The Direct Debit Instruction: who holds the account, its sort code and number (checked
// against each other by the modulus check before anything is sent, decision 025), the day of
// the month to collect, the Guarantee, and the payer's declaration. A refusal - the server's
// 422 or anything else - lands on the same fields with every value kept.

/** 6 digits however typed ('401122', '40 11 22') are shown as a sort code is written: 40-11-22. */
function asSortCode(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits.replace(/^(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3') : value;
}

/** What the outcome page (payment-successful) shows: the server's message and reference. */
export interface PaymentOutcomeState {
  readonly message: string;
  readonly reference: string | null;
}

export function DirectDebitForm({ policyId }: { policyId: string }) {
  const setUp = useSetUpDirectDebit(policyId);
  const navigate = useNavigate();

  // A mandate the server did not take stays on the form with its message, as a refusal does.
  async function submit(body: Parameters<typeof setUp.mutateAsync>[0]): Promise<PaymentResult> {
    const result = await setUp.mutateAsync(body);
    if (result.status === 'failed') throw new ApiError(result.message, 422);
    return result;
  }

  return (
    <SchemaForm
      schema={DirectDebitBodySchema}
      submit={submit}
      label="Set up a Direct Debit"
      onSuccess={({ message, reference }) => {
        const state: PaymentOutcomeState = { message, reference };
        void navigate(href('payment-successful', { policyId, paymentType: 'direct-debit' }), {
          state,
        });
      }}
    >
      {({ submitting }) => (
        <Stack gap="md">
          <TextField
            name="account_holder"
            label="Account holder name"
            required
            autoComplete="name"
          />
          <TextField
            name="sort_code"
            label="Sort code"
            description="6 digits, for example 00-00-00"
            required
            inputMode="numeric"
            autoComplete="off"
            maw={200}
            format={asSortCode}
          />
          <TextField
            name="account_number"
            label="Account number"
            description="8 digits"
            required
            inputMode="numeric"
            autoComplete="off"
            maw={240}
          />
          <NumberField
            name="payment_day"
            label="Payment day"
            description="The day of each month we collect your payment, from the 1st to the 28th"
            required
          />
          <DirectDebitGuarantee />
          <CheckboxField
            name="confirm"
            label="I hold this account and I can authorise Direct Debits from it on my own"
            required
          />
          <Group>
            <Button type="submit" loading={submitting}>
              Set up Direct Debit
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}
