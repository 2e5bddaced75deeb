// Contract-valid answers for the driver, rider or person form's tests (policy-changes.md §3):
// the option lists, policies with a complete main driver and a second driver, and the API's
// answer to a change sent for review.
import { MESSAGES, type FormOptions } from '@portal/contract';
import { TEST_DRIVER, testPolicy } from '@portal/platform/testing';

export const SENT = MESSAGES.sentForReview;

function list(...labels: string[]) {
  return labels.map((label) => ({ id: label, label }));
}

export const OPTIONS = {
  title: list('Mr', 'Mrs', 'Miss', 'Ms', 'Dr'),
  marital_status: list('Single', 'Married', 'Divorced'),
  relationship: list('Spouse', 'Son or daughter', 'Friend'),
  license_type: list('Full UK', 'Provisional UK'),
  vehicle_use: list('Social, domestic and pleasure', 'Social, domestic and commuting'),
  employment_status: list('Employed', 'Self-employed', 'Retired'),
  industry: list('Computing', 'Education', 'Health'),
  occupation: list('Analyst', 'Teacher', 'Nurse'),
  health: list('Epilepsy', 'Diabetes (diet controlled)'),
  driving_restriction: list('Automatic vehicles only', 'Must wear glasses or contact lenses'),
  offence_code: [
    { id: 'SP30', label: 'SP30 - Exceeding statutory speed limit on a public road' },
    { id: 'CU80', label: 'CU80 - Using a mobile phone while driving' },
  ],
  claim_type: list('Accident', 'Windscreen', 'Theft'),
} satisfies Partial<Record<keyof FormOptions, unknown>>;

const ADDRESS = {
  line_one: '14 Elm Grove',
  line_two: 'Headingley',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
};

/** The policyholder, the main user: complete, so an update can be sent as it is. */
export const SARAH = {
  ...TEST_DRIVER,
  address: ADDRESS,
  license: { type: 'Full UK', number: 'MITCH864120SM9AB', date_passed: '2005-06-01' },
  usage: { main_user: true, description: 'Social, domestic and commuting' },
  occupations: [{ status: 'Employed', business_nature: 'Computing', title: 'Analyst' }],
};

/** A second driver, not the main user. */
export const TOM = {
  ID: 502,
  meta: {
    title: 'Mr',
    first_name: 'Tom',
    last_name: 'Mitchell',
    dob: '2000-05-01',
    marital_status: 'Single',
  },
  address: ADDRESS,
  license: { type: 'Full UK', number: 'MITCH005010TM9AB', date_passed: '2019-07-01' },
  usage: { main_user: false, description: 'Social, domestic and pleasure' },
  occupations: [{ status: 'Employed', business_nature: 'Education', title: 'Teacher' }],
};

export const CAR = testPolicy({ drivers: [SARAH, TOM] });

export const BIKE = testPolicy({
  id: 103,
  label: 'Triumph Bonneville',
  icon: 'bike',
  value: 'bike',
  reference: 'nwm-bike-204817',
  drivers: [SARAH, TOM],
});

export const ANY_DRIVER = testPolicy({
  id: 104,
  label: 'Ford Transit',
  icon: 'van',
  value: 'van',
  reference: 'nwm-van-204818',
  flags: { any_driver: true },
  drivers: [SARAH, TOM],
});

/** The user's other policies: one more Motor policy can take the same change. */
export const OTHER_CAR = testPolicy({ id: 105, label: 'Honda Jazz', reference: 'nwm-car-204819' });
export const OLD_CAR = testPolicy({ id: 106, label: 'Old Fiesta', hidden: true });
export const HOME = testPolicy({
  id: 107,
  label: 'Home insurance',
  type: 'Home',
  icon: 'home',
  value: 'home',
  reference: 'nwm-home-204820',
});
