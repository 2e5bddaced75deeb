// @vitest-environment jsdom
import { endpoints, todayIso, yearsBefore } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CAR, OTHER_CAR, SENT } from './test-person';
import {
  answerPersonalDetails,
  choose,
  continueFrom,
  continueTo,
  enter,
  enterDate,
  setUp,
  stepHeading,
} from './test-person-form';

// Adding a driver (policy-changes.md §4: no person yet means create): every step answered, the
// address found by postcode with the address lookup, and the whole form sent for review.

const today = todayIso();

test('a new driver is sent whole, with the address found by postcode', async () => {
  const { user, network, navigate, notify } = setUp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Add a driver' })).toBeVisible();
  await answerPersonalDetails(user, yearsBefore(today, 20));
  await continueTo(user, 1, 3);

  await choose(user, 'Employment status', 'Employed');
  await choose(user, 'Industry', 'Education');
  await choose(user, 'Occupation', 'Teacher');
  await continueTo(user, 3, 4);

  await choose(user, 'Licence type', 'Full UK');
  await enter(user, 'Licence number', 'MITCH005010TM9AB');
  await enterDate(user, 'Date the test was passed', yearsBefore(today, 2));
  await choose(user, 'Vehicle use', 'Social, domestic and pleasure');
  await choose(user, 'Has the driver any unspent criminal offences?', 'No');
  await continueTo(user, 4, 6);

  await continueFrom(user, 6);
  expect(screen.getByRole('alert')).toHaveTextContent(/problems below/);
  await enter(user, 'Postcode', 'ls6 3ab');
  await screen.findByRole('combobox', { name: 'Select an address' });
  await choose(user, 'Select an address', '12 Harcourt Road, Headingley, Leeds, LS6 3AB');
  expect(
    screen.getByText('12 Harcourt Road, Headingley, Leeds, West Yorkshire, LS6 3AB'),
  ).toBeVisible();
  await continueTo(user, 6, 7);

  await user.click(screen.getByRole('checkbox', { name: 'Honda Jazz (NWM-CAR-204819)' }));
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I confirm that the information I have given is accurate',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${CAR.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  const [sent] = network.callsTo(endpoints.createPerson);
  expect(sent?.params).toEqual({ id: String(CAR.id) });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(sent?.body).toEqual({
    effective_date: today,
    also_change: [OTHER_CAR.id],
    meta: {
      title: 'Mr',
      first_name: 'Tom',
      last_name: 'Mitchell',
      dob: yearsBefore(today, 20),
      marital_status: 'Single',
      uk_resident_since_birth: '1',
      relationship: 'Son or daughter',
    },
    address: {
      line_one: '12 Harcourt Road',
      line_two: 'Headingley',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS6 3AB',
    },
    license: {
      number: 'MITCH005010TM9AB',
      type: 'Full UK',
      date_passed: yearsBefore(today, 2),
    },
    usage: {
      description: 'Social, domestic and pleasure',
      main_user: false,
      has_criminal_offences: '0',
    },
    health_conditions: [],
    occupations: [{ status: 'Employed', business_nature: 'Education', title: 'Teacher' }],
    qualifications: [],
    convictions: [],
    claims: [],
  });
  await stepHeading(7);
}, 60_000);
