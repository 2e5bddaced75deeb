// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { deferred, reply, setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import {
  click,
  DRAFT,
  DRAFT_KEY,
  file,
  form,
  partsOf,
  POLICY,
  radio,
  SENT,
  setUp,
  slotInput,
  stepHeading,
  storeDraft,
} from './test-agreed-value';

// The whole agreed-value form (policy-changes.md §2 'Agreed value (AVP) form', §4 'Agreed-value
// form', §7 POST .../avp/all, §8): the four steps in order with Back and Next, 'Submit for
// review' with the upload's progress, then the policy summary with the server's message and the
// draft gone; a refusal lands on the earliest step it names with every answer kept. The
// vehicle and condition answers come from a saved draft.

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

/** From the vehicle step, with the draft brought back, to the evidence with two photos chosen. */
async function toEvidence(user: UserEvent) {
  await form();
  await click(user, 'Retrieved Saved Values');
  await click(user, 'Next');
  expect(await stepHeading(2, 4, 'Condition')).toHaveFocus();
  await click(user, 'Next');
  expect(await stepHeading(3, 4, 'Photos')).toHaveFocus();
  await user.upload(slotInput('Front of the vehicle'), file('front.jpg'));
  await user.upload(slotInput('Odometer showing the mileage'), file('odometer.png'));
  await click(user, 'Next');
  expect(await stepHeading(4, 4, 'Evidence')).toHaveFocus();
}

test('the four steps are sent together with their files, then the policy summary shows', async () => {
  storeDraft();
  const answer = deferred<string>();
  const { user, network, navigate, notify, portal } = setUp({ submit: () => answer.promise });
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });
  await toEvidence(user);
  expect(portal.confirmLeave.isHeld()).toBe(true);
  await user.upload(screen.getByLabelText('Choose files'), file('invoice.pdf'));
  await user.click(screen.getByRole('checkbox', { name: 'Auto Save' }));
  expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();

  await click(user, 'Submit for review');

  expect(
    await screen.findByRole('progressbar', { name: 'Sending your answers and files' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  answer.resolve(SENT);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${POLICY.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  expect(heldWhenLeaving).toEqual([false]);
  expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  const [sent, ...more] = network.sent();
  expect(more).toEqual([]);
  expect(sent?.endpoint).toBe(endpoints.submitAgreedValue);
  expect(sent?.params).toEqual({ id: String(POLICY.id), step: 'all' });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(partsOf(sent?.body)).toEqual({
    payload: {
      vehicle: DRAFT.vehicle,
      meta: DRAFT.meta,
      policy: { ...DRAFT.policy, vehicle_usage: 'Social, domestic and commuting' },
      condition: DRAFT.condition,
      documents: [
        { id: 'front', label: 'Front of the vehicle' },
        { id: 'odometer', label: 'Odometer showing the mileage' },
      ],
    },
    documents: ['front.jpg', 'odometer.png'],
    evidence: ['invoice.pdf'],
  });
});

test("the server's refusal of a vehicle field sends the person back to it, every answer kept", async () => {
  storeDraft();
  const { user } = setUp({
    submit: reply.invalid({ 'vehicle.security_features': [MESSAGES.securityFeaturesProblem] }),
  });
  await toEvidence(user);

  await click(user, 'Submit for review');

  expect(await stepHeading(1, 4, 'Vehicle details')).toHaveFocus();
  expect(screen.getByRole('combobox', { name: 'Security features' })).toHaveAccessibleDescription(
    MESSAGES.securityFeaturesProblem,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.securityFeaturesProblem);
  expect(screen.getByRole('textbox', { name: 'Current mileage' })).toHaveValue('61250');
  await click(user, 'Next');
  expect(radio('Interior', 'Average')).toBeChecked();
  await click(user, 'Next');
  expect(screen.getByText('odometer.png (2 KB)')).toBeInTheDocument();
  await click(user, 'Back');
  await click(user, 'Back');
  expect(await stepHeading(1, 4, 'Vehicle details')).toHaveFocus();
});

test('a failure of the server shows its message on the last step and keeps the files', async () => {
  storeDraft();
  const { user } = setUp({ submit: reply.error(500, {}) });
  await toEvidence(user);
  await user.upload(screen.getByLabelText('Choose files'), file('invoice.pdf'));

  await click(user, 'Submit for review');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  expect(await stepHeading(4, 4, 'Evidence')).toBeInTheDocument();
  expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
  expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();
});
