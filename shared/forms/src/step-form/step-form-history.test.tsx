// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { FORM_DRAFT_PREFIX, readFormDraft, withoutFiles, writeFormDraft } from './form-draft';
import { FILES_NOT_KEPT } from './step-form';
import { field, renderStepForm, stepHeading, tick } from './test-step-form';

// Back, Forward and reload in the step form (issue: multi-step forms that Back and reload
// understand), and the review's Change links (policy-changes.md §4).

const DRAFT = `${FORM_DRAFT_PREFIX}${window.location.pathname}`;

afterEach(() => sessionStorage.clear());

async function answerTwoSteps(user: ReturnType<typeof renderStepForm>['user']) {
  await user.type(field('Name'), 'Sam');
  await user.click(screen.getByRole('button', { name: 'Continue 1/3' }));
  await stepHeading(2);
  await user.type(field("Pet's name"), 'Rex');
}

/** What a reload leaves of the page: this tab's storage and the history entry, nothing else. */
function reload() {
  const kept = sessionStorage.getItem(DRAFT);
  cleanup();
  if (kept !== null) sessionStorage.setItem(DRAFT, kept);
  return renderStepForm();
}

test("the browser's Back goes to the previous step and Forward returns, answers kept", async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);

  window.history.back();
  expect(await stepHeading(1)).toHaveFocus();
  expect(field('Name')).toHaveValue('Sam');

  window.history.forward();
  expect(await stepHeading(2)).toHaveFocus();
  expect(field("Pet's name")).toHaveValue('Rex');
});

test('Previous is the same as Back: Forward then returns to the step left', async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await stepHeading(1);
  window.history.forward();

  expect(await stepHeading(2)).toBeInTheDocument();
});

test('a reload comes back to the same step with every answer', async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);

  reload();

  expect(await stepHeading(2)).toBeInTheDocument();
  expect(field("Pet's name")).toHaveValue('Rex');
  window.history.back();
  await stepHeading(1);
  expect(field('Name')).toHaveValue('Sam');
});

test('leaving the form or sending it leaves no draft behind', async () => {
  const first = renderStepForm();
  await answerTwoSteps(first.user);
  expect(readFormDraft(window.location.pathname)?.values).toMatchObject({ name: 'Sam' });

  cleanup();
  expect(sessionStorage.getItem(DRAFT)).toBeNull();

  const { user, onSuccess } = renderStepForm();
  expect(await stepHeading(1)).toBeInTheDocument();
  expect(field('Name')).toHaveValue('');
  await answerTwoSteps(user);
  await user.click(screen.getByRole('button', { name: 'Continue 2/3' }));
  await stepHeading(3);
  await user.click(tick());
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(sessionStorage.getItem(DRAFT)).toBeNull();
});

test('files cannot be kept: the restored form says they must be chosen again', async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);
  writeFormDraft(window.location.pathname, {
    values: { name: 'Sam', photos: [new File(['x'], 'car.jpg', { type: 'image/jpeg' })] },
    step: 1,
    furthest: 1,
  });

  reload();

  expect(await stepHeading(2)).toBeInTheDocument();
  expect(screen.getByText(FILES_NOT_KEPT)).toBeInTheDocument();
});

test('a new visit to the form starts afresh, whatever an earlier visit left in the tab', async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);
  const left = sessionStorage.getItem(DRAFT);
  cleanup();
  // Left by a full page load elsewhere (no unmount), then opened again from a link.
  sessionStorage.setItem(DRAFT, left ?? '');
  window.history.pushState(null, '');

  renderStepForm();

  expect(await stepHeading(1)).toBeInTheDocument();
  expect(field('Name')).toHaveValue('');
  expect(readFormDraft(window.location.pathname)?.values).not.toHaveProperty('name');
});

test('a draft leaves out files wherever they are, and keeps everything else', () => {
  const photo = new File(['x'], 'car.jpg');
  expect(withoutFiles({ a: 'x', list: [photo, 2], slot: { file: photo, note: 'n' } })).toEqual({
    kept: { a: 'x', list: [2], slot: { note: 'n' } },
    left: true,
  });
  expect(withoutFiles({ a: [1], b: null })).toEqual({ kept: { a: [1], b: null }, left: false });
});

test('the review shows the answers and each Change goes to its step, Back to the review', async () => {
  const { user } = renderStepForm();
  await answerTwoSteps(user);
  await user.click(screen.getByRole('button', { name: 'Continue 2/3' }));
  await stepHeading(3);
  expect(screen.getByText('Sam')).toBeInTheDocument();
  expect(screen.getByText('Rex')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: "Change pet's name" }));
  expect(await stepHeading(2)).toHaveFocus();

  window.history.back();
  expect(await stepHeading(3)).toBeInTheDocument();
  expect(tick()).not.toBeChecked();
  expect(screen.queryByText(MESSAGES.sentForReview)).toBeNull();
});
