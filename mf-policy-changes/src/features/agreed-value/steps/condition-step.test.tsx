// @vitest-environment jsdom
import { endpoints, problemsBelow, rateCondition } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import {
  click,
  DRAFT,
  form,
  partsOf,
  POLICY,
  radio,
  SENT,
  setUp,
  stepHeading,
} from '../components/test-agreed-value';

// The condition step (policy-changes.md §3, §5 'All six condition ratings required, each poor,
// average, good or excellent'), here as the only step left: §2 'It can be limited to a single
// step', sent as that step (§7 POST .../avp/condition).

beforeEach(() => {
  setScreenWidth(375);
  window.localStorage.clear();
});

const GROUPS = [
  'Bodywork',
  'Electrical equipment',
  'Interior',
  'Wheels and tyres',
  'Engine and transmission',
  'Chassis and floor plan',
];
const NAMES = [
  'bodywork',
  'electrical equipment',
  'interior',
  'wheels and tyres',
  'engine and transmission',
  'chassis and floor plan',
];

test('with only the condition left, only it is shown, and it sends as that step', async () => {
  const { user, network, navigate, notify } = setUp({ steps: ['condition'] });
  await form();
  expect(await stepHeading(1, 1, 'Condition')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Make' })).toBeNull();
  expect(screen.getAllByRole('radio')).toHaveLength(24);
  for (const group of GROUPS) {
    expect(screen.getByRole('radiogroup', { name: group })).toBeRequired();
  }

  await click(user, 'Submit for review');

  // Each of the six says what it needs, tied to its own group; nothing is sent.
  GROUPS.forEach((group, index) => {
    const message = rateCondition(NAMES[index] ?? '');
    expect(screen.getByRole('radiogroup', { name: group })).toHaveAccessibleDescription(message);
  });
  expect(screen.getByRole('alert')).toHaveTextContent(problemsBelow(6));
  expect(network.sent()).toEqual([]);

  const ratings = ['Good', 'Excellent', 'Average', 'Good', 'Good', 'Poor'];
  for (const [index, group] of GROUPS.entries())
    await user.click(radio(group, ratings[index] ?? ''));
  expect(screen.getByRole('radiogroup', { name: 'Bodywork' })).not.toHaveAccessibleDescription();
  await click(user, 'Submit for review');

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${POLICY.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  const [sent, ...more] = network.callsTo(endpoints.submitAgreedValue);
  expect(more).toEqual([]);
  expect(sent?.params).toEqual({ id: String(POLICY.id), step: 'condition' });
  // The API knows the vehicle by its registration when the vehicle step is not asked.
  expect(partsOf(sent?.body)).toEqual({
    payload: { condition: DRAFT.condition, vehicle: { registration: 'ab19 cde' }, documents: [] },
    documents: [],
    evidence: [],
  });
});

test('five ratings of six hold the send with the one missing', async () => {
  const { user, network } = setUp({ steps: ['condition'] });
  await form();
  for (const group of GROUPS.slice(0, 5)) await user.click(radio(group, 'Average'));

  await click(user, 'Submit for review');

  expect(screen.getByRole('alert')).toHaveTextContent(rateCondition('chassis and floor plan'));
  expect(screen.getByRole('radiogroup', { name: 'Chassis and floor plan' })).toBeInvalid();
  expect(network.sent()).toEqual([]);
});
