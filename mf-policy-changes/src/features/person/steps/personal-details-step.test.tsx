// @vitest-environment jsdom
import { daysAfter, daysBefore, todayIso, yearsBefore } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ANY_DRIVER, BIKE, SARAH } from '../components/test-person';
import {
  choose,
  continueFrom,
  enter,
  enterDate,
  field,
  setUp,
  stepHeading,
} from '../components/test-person-form';

// Step 1 of the driver, rider or person form (policy-changes.md §2, §5, §6).

const today = todayIso();
const DOB_RANGE = "The driver's date of birth must be between 16 and 100 years ago.";

test('a date of birth exactly 16 years ago is taken, a day less is refused', async () => {
  const { user } = setUp();
  await stepHeading(1);

  await enterDate(user, 'Date of birth', daysAfter(yearsBefore(today, 16), 1));
  await continueFrom(user, 1);
  expect(field('Date of birth')).toHaveAccessibleDescription(DOB_RANGE);

  await enterDate(user, 'Date of birth', yearsBefore(today, 16));
  expect(field('Date of birth')).not.toHaveAccessibleDescription(DOB_RANGE);
  expect(field('Date of birth')).toHaveValue(yearsBefore(today, 16).split('-').reverse().join('/'));
});

test('a date of birth exactly 100 years ago is taken, a day more is refused', async () => {
  const { user } = setUp();
  await stepHeading(1);

  await enterDate(user, 'Date of birth', daysBefore(yearsBefore(today, 100), 1));
  await continueFrom(user, 1);
  expect(field('Date of birth')).toHaveAccessibleDescription(DOB_RANGE);

  await enterDate(user, 'Date of birth', yearsBefore(today, 100));
  expect(field('Date of birth')).not.toHaveAccessibleDescription(DOB_RANGE);
});

test('Continue shows only the errors of its own step, summed up', async () => {
  const { user } = setUp();
  await stepHeading(1);

  await continueFrom(user, 1);

  // Title, first and last name, date of birth, marital status, both residency answers, the
  // main-user question and the relationship: nothing of the later steps (no jobs yet).
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sorry there are 9 problems below, please check them and try again.',
  );
  expect(field('First name')).toHaveAccessibleDescription("Please provide the driver's first name");
  expect(screen.queryByText('Please provide details for at least one job')).toBeNull();
  expect(await stepHeading(1)).toBeInTheDocument();
});

test('UK residency months take 12, not 13', async () => {
  const { user } = setUp();
  await stepHeading(1);

  await enter(user, 'Months lived in the UK', '13');
  await continueFrom(user, 1);
  expect(field('Months lived in the UK')).toHaveAccessibleDescription(
    'The months of UK residence must be a whole number from 0 to 12.',
  );

  await enter(user, 'Months lived in the UK', '12');
  expect(field('Months lived in the UK')).not.toHaveAccessibleDescription(/from 0 to 12/);
});

test('resident since birth clears and disables the years and months', async () => {
  const { user } = setUp();
  await stepHeading(1);
  await enter(user, 'Years lived in the UK', '4');
  await enter(user, 'Months lived in the UK', '6');

  await user.click(
    screen.getByRole('checkbox', { name: 'The driver has lived in the UK since birth' }),
  );

  expect(field('Years lived in the UK')).toBeDisabled();
  expect(field('Years lived in the UK')).toHaveValue('');
  expect(field('Months lived in the UK')).toBeDisabled();
  expect(field('Months lived in the UK')).toHaveValue('');
  await continueFrom(user, 1);
  expect(screen.queryByText("Please provide the driver's years of UK residence")).toBeNull();
});

test('the relationship is asked, but not of the main user', async () => {
  const { user } = setUp();
  await stepHeading(1);
  expect(
    screen.getByRole('combobox', { name: 'Relationship to the policyholder' }),
  ).toHaveAttribute('aria-required', 'true');

  await choose(user, 'Is the driver the main user of the vehicle?', 'Yes');
  expect(screen.queryByRole('combobox', { name: /Relationship/ })).toBeNull();

  await choose(user, 'Is the driver the main user of the vehicle?', 'No');
  expect(screen.getByRole('combobox', { name: /Relationship/ })).toBeInTheDocument();
});

test('an any-driver policy asks neither the main-user question nor the relationship', async () => {
  setUp({ policy: ANY_DRIVER });
  await stepHeading(1);

  expect(screen.queryByRole('combobox', { name: /main user/ })).toBeNull();
  expect(screen.queryByRole('combobox', { name: /Relationship/ })).toBeNull();
});

test('on a bike policy the form and its messages speak of the rider', async () => {
  const { user } = setUp({ policy: BIKE });
  expect(await screen.findByRole('heading', { level: 1, name: 'Add a rider' })).toBeInTheDocument();
  await stepHeading(1);

  await continueFrom(user, 1);

  expect(field('First name')).toHaveAccessibleDescription("Please provide the rider's first name");
  expect(
    screen.getByRole('combobox', { name: 'Is the rider the main user of the vehicle?' }),
  ).toBeInTheDocument();
});

test('the main user is spoken to as you', async () => {
  setUp({ person: SARAH.ID });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Update a driver' }),
  ).toBeInTheDocument();
  await stepHeading(1);

  expect(
    screen.getByRole('checkbox', { name: 'I have lived in the UK since birth' }),
  ).not.toBeChecked();
  expect(
    screen.getByRole('combobox', { name: 'Are you the main user of the vehicle?' }),
  ).toHaveValue('Yes');
  expect(field('First name')).toHaveValue('Sarah');
});

test('Continue and Previous move focus to the step heading; the aside shows the progress', async () => {
  const { user } = setUp({ person: SARAH.ID });
  await stepHeading(1);
  const progress = within(screen.getByRole('complementary'));
  expect(progress.getByText('Step 1 of 7: Personal details')).toBeInTheDocument();

  await continueFrom(user, 1);

  expect(await stepHeading(2)).toHaveFocus();
  expect(progress.getByText('Step 2 of 7: Health conditions')).toBeInTheDocument();
  expect(progress.getByText('Health conditions').closest('li')).toHaveAttribute(
    'aria-current',
    'step',
  );

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await stepHeading(1)).toHaveFocus();
});
