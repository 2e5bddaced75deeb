// @vitest-environment jsdom
import { ApiError, CardTokenSchema, formObject, type PaymentResult } from '@portal/contract';
import { deferred, renderWithPortal } from '@portal/platform/testing';
import { SchemaForm } from '@portal/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import * as v from 'valibot';
import { CardPaymentStep } from './card-payment-step';

// The card step inside a payment form: the hosted page's token submits the form once, while it
// is sent 'Processing your payment...' is announced and any other token is ignored; a failure
// that is not a refusal offers to send the same token again.

const schema = formObject({ card_token: v.optional(CardTokenSchema) });
const FIRST = 'tok_aaaaaaaaaaaaaaaaaaaaaaaa';
const SECOND = 'tok_bbbbbbbbbbbbbbbbbbbbbbbb';
const DONE: PaymentResult = { status: 'complete', reference: 'PAY-1', message: 'Paid.' };

function setUp(send: (sent: { card_token?: string }) => Promise<PaymentResult>) {
  const submit = vi.fn(send);
  const view = renderWithPortal(
    <SchemaForm schema={schema} submit={submit} label="Pay">
      {() => <CardPaymentStep amount={12.5} />}
    </SchemaForm>,
  );
  const frame = screen.getByTitle<HTMLIFrameElement>('Card payment');
  fireEvent.load(frame);
  function post(token: string) {
    const data = { type: 'gateway:token', token, last4: '4242', brand: 'Visa' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
  }
  return { ...view, submit, post };
}

test('a token submits the form with it, and a second token while sending is ignored', async () => {
  const answer = deferred<PaymentResult>();
  const { submit, post } = setUp(() => answer.promise);

  post(FIRST);
  expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Processing your payment...');
  post(SECOND);
  await act(async () => answer.resolve(DONE));

  expect(submit).toHaveBeenCalledTimes(1);
  expect(submit.mock.calls[0]?.[0]).toEqual({ card_token: FIRST });
  expect(screen.queryByText('Processing your payment...')).toBeNull();
});

test('the amount is shown above the card form', () => {
  setUp(async () => DONE);

  expect(screen.getByText('£12.50')).toBeInTheDocument();
});

test('after a failure that is not a refusal, Try again sends the same token again', async () => {
  const { submit, post, user } = setUp(
    vi
      .fn<(sent: { card_token?: string }) => Promise<PaymentResult>>()
      .mockRejectedValueOnce(new ApiError('Unable to connect to the server.', 0))
      .mockResolvedValueOnce(DONE),
  );

  post(FIRST);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(submit).toHaveBeenCalledTimes(2);
  expect(submit.mock.calls[1]?.[0]).toEqual({ card_token: FIRST });
});
