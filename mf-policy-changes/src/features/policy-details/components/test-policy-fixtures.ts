// Contract-valid answers for the policy details form's tests (policy-changes.md §3): the option
// lists, a car policy with one vehicle and one driver, a policy of two of each (one vehicle kept
// away from home), the user's other Motor policy, and the API's answer to a change sent for review.
import { MESSAGES, type FormOptions } from '@portal/contract';
import { TEST_DRIVER, TEST_VEHICLE, testPolicy } from '@portal/platform/testing';

export const SENT = MESSAGES.sentForReview;

function list(...labels: string[]) {
  return labels.map((label) => ({ id: label, label }));
}

export const OPTIONS = {
  dwelling_type: list('Detached house', 'Semi-detached house', 'Flat'),
  property_type: list('Owned outright', 'Owned with a mortgage', 'Rented privately'),
  overnight: list('Garage', 'Locked Building', 'Shed', 'Driveway', 'Street'),
  building_structure: list('Brick or stone', 'Timber'),
  vehicle_use: list('Social, domestic and pleasure', 'Social, domestic and commuting'),
  employment_status: list('Employed', 'Self-employed', 'Retired'),
  industry: list('Computing', 'Education'),
  occupation: list('Analyst', 'Teacher'),
} satisfies Partial<Record<keyof FormOptions, unknown>>;

export const ADDRESS = {
  line_one: '14 Elm Grove',
  line_two: 'Headingley',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
  dwelling_type: 'Semi-detached house',
};

export const SARAH = {
  ...TEST_DRIVER,
  occupations: [{ status: 'Employed', business_nature: 'Computing', title: 'Analyst' }],
};

export const TOM = {
  ...TEST_DRIVER,
  ID: 502,
  meta: { ...TEST_DRIVER.meta, title: 'Mr', first_name: 'Tom', dob: '2000-05-01' },
  usage: { main_user: false, description: 'Social, domestic and pleasure' },
  occupations: [{ status: 'Employed', business_nature: 'Education', title: 'Teacher' }],
  claims: [],
};

/** One vehicle, parked on the driveway at the policy address: each driver's usage is asked. */
export const CAR = testPolicy({
  address: ADDRESS,
  drivers: [SARAH],
  vehicles: [{ ...TEST_VEHICLE, stored_during_night: 'Driveway' }],
});

/** Two drivers and two vehicles, the second kept away from home: no usage is asked. */
export const FLEET = testPolicy({
  id: 108,
  label: 'Two cars',
  reference: 'nwm-car-204821',
  flags: { multiple_vehicles: true },
  address: ADDRESS,
  drivers: [SARAH, TOM],
  vehicles: [
    { ...TEST_VEHICLE, stored_during_night: 'Driveway' },
    {
      ...TEST_VEHICLE,
      ID: 2012,
      make: 'Ford',
      model: 'Fiesta',
      registration: 'yx68 fgh',
      stored_during_night: 'Street',
      address: {
        line_one: '3 Mill Lane',
        line_two: 'Kirkstall',
        town: 'Leeds',
        postcode: 'LS5 3AA',
      },
    },
  ],
});

/** The user's other Motor policy, which can take the same change. */
export const OTHER_CAR = testPolicy({ id: 105, label: 'Honda Jazz', reference: 'nwm-car-204819' });
