// @vitest-environment jsdom
import { formatDate, MESSAGES } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { DRAFT_RESTORED, NO_DRAFT } from './draft-controls';
import {
  click,
  DRAFT,
  DRAFT_KEY,
  enter,
  form,
  radio,
  setUp,
  stepHeading,
  storeDraft,
  TODAY,
} from './test-agreed-value';

// Auto Save and 'Retrieved Saved Values' (policy-changes.md §2, §3 'Saved drafts are kept in
// the browser's local storage, keyed by policy and vehicle', §4, §8 'Saved draft cannot be read:
// an error notice'). The draft cleared after a successful submit: agreed-value-form.test.tsx.

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

function stored(): unknown {
  const text = window.localStorage.getItem(DRAFT_KEY);
  return text === null ? null : JSON.parse(text);
}

test('while Auto Save is on, the answers are kept as the draft of this policy and vehicle', async () => {
  const { user } = setUp();
  await form();
  const autoSave = screen.getByRole('checkbox', { name: 'Auto Save' });
  expect(autoSave).not.toBeChecked();
  await enter(user, 'Make', 'Jaguar');
  expect(stored()).toBeNull();

  await user.click(autoSave);

  expect(DRAFT_KEY).toBe('portal.avp-draft:101:2011');
  expect(stored()).toMatchObject({ vehicle: { make: 'Jaguar', registration: 'AB19 CDE' } });
  await enter(user, 'Current mileage', '61,250');
  // A date still being typed is left out rather than spoiling the whole draft.
  await enter(user, 'Date the mileage was read', '12/0');
  const draft = stored();
  expect(draft).toMatchObject({ vehicle: { make: 'Jaguar', current_mileage: 61250 } });
  expect(draft).not.toHaveProperty('vehicle.mileage_date');
  expect(draft).not.toHaveProperty('documents');
  expect(draft).not.toHaveProperty('evidence');

  await user.click(autoSave);
  await enter(user, 'Make', 'Jensen');
  expect(stored()).toMatchObject({ vehicle: { make: 'Jaguar' } });
});

test('Retrieved Saved Values fills the saved answers back in, on every step', async () => {
  storeDraft({ ...DRAFT, vehicle: { ...DRAFT.vehicle, make: 'Jaguar' } });
  const { user, notify } = setUp();
  await form();

  await click(user, 'Retrieved Saved Values');

  expect(notify).toHaveBeenCalledWith({ message: DRAFT_RESTORED, kind: 'success' });
  expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Jaguar');
  expect(screen.getByRole('textbox', { name: 'Current mileage' })).toHaveValue('61250');
  expect(screen.getByRole('textbox', { name: 'Date the mileage was read' })).toHaveValue(
    formatDate(TODAY),
  );
  expect(screen.getByRole('textbox', { name: 'Value you would like agreed' })).toHaveValue(
    '14,500',
  );
  await click(user, 'Next');
  expect(await stepHeading(2, 4, 'Condition')).toHaveFocus();
  expect(radio('Bodywork', 'Good')).toBeChecked();
  expect(radio('Chassis and floor plan', 'Poor')).toBeChecked();
});

test.each([
  ['is not JSON', '{not json'],
  ['holds a rating that is none of the four', JSON.stringify({ condition: { bodywork: 'great' } })],
])('a draft that %s gives the error notice and changes nothing', async (_, draft) => {
  storeDraft(draft);
  const { user, notify } = setUp();
  await form();

  await click(user, 'Retrieved Saved Values');

  expect(notify).toHaveBeenCalledWith({
    message: MESSAGES.agreedValueDraftUnreadable,
    kind: 'error',
  });
  expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Mazda');
});

test('with no draft kept, the button says so', async () => {
  const { user, notify } = setUp();
  await form();

  await click(user, 'Retrieved Saved Values');

  expect(notify).toHaveBeenCalledWith({ message: NO_DRAFT, kind: 'info' });
});
